import type * as Http from './http';
import { thenYield } from '../lib/yield-to-main';

let loading: Promise<typeof Http> | undefined;

/**
 * The HTTP layer (axios, its interceptors) is fetched with the first call: the landing route
 * must not load it (api-layer.ts). Its evaluation and that first call then run as two tasks, not
 * one: together they blocked a phone's main thread for over 100 ms at 4x CPU (issue 21).
 */
export function loadHttp(): Promise<typeof Http> {
  loading ??= thenYield(import('./http')).catch((error: unknown) => {
    // A fetch that failed (offline) is tried again by the next call, not remembered.
    loading = undefined;
    throw error;
  });
  return loading;
}
