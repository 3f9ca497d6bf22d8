import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the HTTP layer loaded with the first call', () => {
  afterEach(() => {
    vi.doUnmock('@/shared/api/http');
    vi.resetModules();
  });

  it('is loaded once and shared by the calls that follow', async () => {
    const { loadHttp } = await import('@/shared/api/load-http');
    const [first, second] = await Promise.all([loadHttp(), loadHttp()]);
    expect(first).toBe(second);
    expect(first.apiClient).toBeTypeOf('function');
  });

  it('is fetched again by the next call when a first fetch failed (offline)', async () => {
    vi.doMock('@/shared/api/http', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { loadHttp } = await import('@/shared/api/load-http');
    await expect(loadHttp()).rejects.toThrow();
    vi.doUnmock('@/shared/api/http');
    await expect(loadHttp()).resolves.toHaveProperty('apiClient');
  });
});
