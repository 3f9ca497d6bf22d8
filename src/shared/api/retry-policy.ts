import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/**
 * Which failures a read tries again (RTK Query's `retry`): the network or a gateway that did not
 * answer (502, 503, 504) may be back a moment later; any other answer is the server's word.
 * Writes never retry by themselves: a second POST could create a second order.
 */
export const transientStatuses: ReadonlySet<number> = new Set([502, 503, 504]);
export const readRetries = 3;

type FailedCall = { kind: string; status: number | null };

export function retriesRead(
  error: FailedCall,
  attempt: number,
  type: BaseQueryApi['type'],
): boolean {
  if (type !== 'query' || attempt > readRetries) return false;
  return error.kind === 'network' || (error.status !== null && transientStatuses.has(error.status));
}

/** 0.3 s, 0.6 s, 1.2 s, each with ±50 % jitter so that many pages do not retry in step. */
let baseDelayMs = 300;

/** Unit tests wait for no clock: they set 0 (tests/setup.ts). */
export function setRetryBaseDelay(ms: number): void {
  baseDelayMs = ms;
}

export function backoff(attempt: number, _maxRetries: number, signal?: AbortSignal): Promise<void> {
  const delay = baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, delay);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}
