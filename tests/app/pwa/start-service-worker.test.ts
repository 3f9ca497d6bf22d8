import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { startServiceWorkerWhenIdle } from '@/app/pwa/start-service-worker';

const registerServiceWorker = vi.fn<() => Promise<void>>();
vi.mock('@/app/pwa/register-service-worker', () => ({ registerServiceWorker }));

const production = { mockApi: false } as RuntimeConfig;

// jsdom has no service workers: the portal only needs to know the browser offers them.
Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('startServiceWorkerWhenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    registerServiceWorker.mockReset();
  });

  it('registers the worker once the page is idle, in builds without the mock', async () => {
    registerServiceWorker.mockResolvedValue();
    startServiceWorkerWhenIdle(production);
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('schedules nothing beside the mocked backend', () => {
    vi.useFakeTimers();
    startServiceWorkerWhenIdle({ mockApi: true } as RuntimeConfig);
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  it('registers again when the connection returns after failing offline', async () => {
    setOnline(false);
    registerServiceWorker
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce();
    startServiceWorkerWhenIdle(production);
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(2));
  });

  it('reports a failure online instead of retrying', async () => {
    setOnline(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerServiceWorker.mockRejectedValueOnce(new Error('sw.js answered 500'));
    startServiceWorkerWhenIdle(production);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Service worker not registered', expect.any(Error)),
    );
    window.dispatchEvent(new Event('online'));
    expect(registerServiceWorker).toHaveBeenCalledTimes(1);
  });
});
