import type { ApiQueryError } from './api-query-error';

/** The one status vocabulary of the portal's server data and thunks. */
export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type QueryFlags = {
  isUninitialized?: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  error?: unknown;
  currentData?: unknown;
  refetch: () => unknown;
};

/**
 * Several queries a screen needs together, read as one status. A refetch after an error shows
 * 'loading' again (not the stale error), as the screens did before RTK Query.
 */
export function combineQueries(...queries: QueryFlags[]): {
  status: RequestStatus;
  error: ApiQueryError | undefined;
  retry: () => void;
} {
  const failed = queries.find((query) => query.isError && !query.isFetching);
  const retry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };
  if (queries.some((query) => query.isUninitialized))
    return { status: 'idle', error: undefined, retry };
  if (failed) return { status: 'failed', error: failed.error as ApiQueryError, retry };
  // currentData, not data: after a change of argument the previous answer never shows.
  if (queries.every((query) => query.isSuccess && query.currentData !== undefined))
    return { status: 'succeeded', error: undefined, retry };
  return { status: 'loading', error: undefined, retry };
}

/** The query's first answer, or its failure, is in (a later refetch does not count). */
export function hasFirstAnswer(query: Pick<QueryFlags, 'isUninitialized' | 'isLoading'>): boolean {
  return !query.isUninitialized && !query.isLoading;
}

/**
 * A page's state held at 'loading' until the first answer (or failure) of queries that do not
 * fail the page: a block that arrived later above what the member had scrolled to would push it
 * away (docs/adr/0011-stable-layout-svg-icons-and-demo-tiles.md, 'Content arrives together').
 */
export function awaitingFirstAnswers<S extends { status: RequestStatus }>(
  state: S,
  ...queries: Pick<QueryFlags, 'isUninitialized' | 'isLoading'>[]
): S {
  const waiting = !queries.every(hasFirstAnswer);
  return state.status === 'succeeded' && waiting ? { ...state, status: 'loading' } : state;
}
