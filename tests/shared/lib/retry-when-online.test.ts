import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryWhenOnline } from '@/shared/lib/retry-when-online';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('retryWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives what the work gives when it succeeds', async () => {
    await expect(retryWhenOnline(() => Promise.resolve('chunk'))).resolves.toBe('chunk');
  });

  it('runs the work again once the connection returns, and gives its result', async () => {
    setOnline(false);
    const work = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const result = retryWhenOnline(work);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('chunk');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('leaves a failure met online to the caller', async () => {
    setOnline(true);
    const failure = new Error('sw.js answered 500');
    await expect(retryWhenOnline(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});
