import type { Middleware, WithSlice } from '@reduxjs/toolkit';
import {
  createApi,
  retry,
  setupListeners,
  type BaseQueryApi,
  type BaseQueryFn,
} from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { settle, type ApiQueryError } from './api-query-error';
import { apiLayerDeps } from './api-layer';
import { loadHttp } from './load-http';
import { backoff, retriesRead } from './retry-policy';
import type { ApiName } from './http';
import { yieldWhereScheduled } from '../lib/yield-to-main';
import { dynamicMiddleware, initialiseInjectedState, rootReducer } from '../store/store';

export { settle, toQueryError, type ApiQueryError } from './api-query-error';

/** What an endpoint's `query` returns: which back-end, the axios request, the answer's schema. */
export type ApiRequest = { api?: ApiName; request: AxiosRequestConfig; schema: z.ZodType };

/**
 * The base query hands the request to `requestJson`, so the bearer rule, the error interceptor
 * (French notification unless silentError), the loading tracker and zod parsing stay where they
 * are. The HTTP layer is imported on the first call: the store (and so this slice) is part of the
 * landing route, which must not load axios (see api-layer.ts).
 */
const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiQueryError> = ({
  api = 'main',
  request,
  schema,
}) =>
  settle(async () => {
    const { requestJson } = await loadHttp();
    // Each request is prepared in a task of its own: a page's queries start together, and their
    // axios configurations, interceptors and sends were one long task (issue 37, docs/adr/0031).
    await yieldWhereScheduled();
    return requestJson(api, request, schema);
  });

const readRetryOptions = {
  backoff,
  retryCondition: (error: unknown, _args: unknown, { attempt, baseQueryApi }: RetryState) =>
    retriesRead(error as ApiQueryError, attempt, baseQueryApi.type),
};
type RetryState = { attempt: number; baseQueryApi: BaseQueryApi };

/** Reads try a transient failure again (retry-policy.ts); writes go once. */
const retryingBaseQuery = retry(axiosBaseQuery, readRetryOptions);

/**
 * A read that cannot go through the base query (raw bytes handed to a worker) is tried again
 * like every read: RTK Query's retry with the same policy. The last failure is thrown again as
 * `load` threw it, for the endpoint to word it.
 */
export async function withReadRetry<T>(load: () => Promise<T>, queryApi: BaseQueryApi): Promise<T> {
  let failure: unknown;
  const once: BaseQueryFn<void, T, ApiQueryError> = async () => {
    try {
      return { data: await load() };
    } catch (error) {
      failure = error;
      // Anything but the HTTP layer's error (a worker's refusal) is not tried again.
      const { kind, status } =
        error instanceof ApiError
          ? { kind: error.kind, status: error.status ?? null }
          : { kind: 'invalid-response' as const, status: null };
      return { error: { kind, status, message: '', data: {} } };
    }
  };
  const result = await retry(once, readRetryOptions)(undefined, queryApi, {});
  if (result.error !== undefined) throw failure;
  return result.data as T;
}

/**
 * A read's attempts fail silently and only its outcome is told (one French notification, not
 * one per attempt); a write is told by the error interceptor as before.
 */
const baseQuery: BaseQueryFn<ApiRequest, unknown, ApiQueryError> = async (args, api, extra) => {
  if (api.type === 'mutation') return retryingBaseQuery(args, api, extra);
  // Told to the app that asked: a read still retrying when the unit tests' next app starts
  // (they share one environment) must not toast into that app's store.
  const { notifyError } = apiLayerDeps();
  const result = await retryingBaseQuery(
    { ...args, request: { ...args.request, silentError: true } },
    api,
    extra,
  );
  // A malformed answer is drawn by the screen's error state, never notified (as before retries).
  const { error } = result;
  if (error && error.kind !== 'invalid-response' && !args.request.silentError) {
    notifyError(error.message);
  }
  return result;
};

/** The one RTK Query API of the portal: each feature injects its endpoints from its api/ folder. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // The offline banner's comeback (app/offline-banner.tsx) refreshes what is on screen.
  refetchOnReconnect: true,
  tagTypes: [
    'Profile',
    'Profiles',
    'Orders',
    'Cart',
    'Clubs',
    'Activities',
    'Offers',
    'News',
    'Home',
    'Reservations',
  ],
  endpoints: () => ({}),
});

/**
 * The store learns the API's state type from here (RTK's declaration-merging pattern for lazy
 * slices), so that store.ts never imports this module, not even for a type: no import ring
 * (docs/adr/0018-one-data-path.md).
 */
declare module '../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// Lazily injected: the store (and so the landing route) does without RTK Query until a screen
// that reads server data loads this module.
rootReducer.inject(api);
/**
 * 'online' and focus events reach RTK Query (refetchOnReconnect) in every store, from here rather
 * than at start-up: RTK Query's listeners would otherwise weigh on the landing route.
 */
const browserEventListeners: Middleware = ({ dispatch }) => {
  setupListeners(dispatch);
  return (next) => (action) => next(action);
};
dynamicMiddleware.addMiddleware(api.middleware, browserEventListeners);
initialiseInjectedState();
