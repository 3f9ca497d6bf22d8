import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendReady, holdRequests, setBackendStarter } from '@/shared/api/backend-ready';

afterEach(() => setBackendStarter(() => Promise.resolve()));

describe('backendReady', () => {
  it('starts the backend once, on the first request, and shares the wait', async () => {
    const start = vi.fn(() => Promise.resolve());
    setBackendStarter(start);
    expect(start).not.toHaveBeenCalled();

    await Promise.all([backendReady(), backendReady(), backendReady()]);

    expect(start).toHaveBeenCalledTimes(1);
  });

  it('makes every waiting request fail when the backend cannot start', async () => {
    setBackendStarter(() => Promise.reject(new Error('no service worker')));

    await expect(backendReady()).rejects.toThrow('no service worker');
    await expect(backendReady()).rejects.toThrow('no service worker');
  });

  it('holds the requests asked once the page is leaving, not those already let through', async () => {
    await backendReady();
    const earlier = backendReady();
    holdRequests();
    const later = vi.fn();
    void backendReady().then(later);

    await expect(earlier).resolves.toBeUndefined();
    // Every promise settled by now has run its callbacks: a macrotask comes after them all.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later).not.toHaveBeenCalled();
  });

  it('resolves at once when nothing needs starting (a real backend, the tests)', async () => {
    await expect(backendReady()).resolves.toBeUndefined();
  });
});
