import type { ReactNode } from 'react';
import { combineQueries, type QueryFlags, type RequestStatus } from '@/shared/api/query-status';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { useDeferredReady } from '@/shared/ui/use-deferred-ready';

/** The failure as the API slice keeps it (ApiQueryError): its status, and its French message. */
type Failure = { status: number | null; message?: string } | undefined;

type Common = {
  /** What the spinner says while loading ('Chargement des …'). */
  loadingLabel: string;
  /** Takes the spinner's place where the content's size is known, so nothing moves (ADR 0011). */
  placeholder?: ReactNode;
  /** The French sentence of a failure, shown with 'Réessayer'. */
  errorMessage?: string;
  /** A failure drawn otherwise (a page's heading, 'introuvable' without retry). */
  renderFailure?: (retry: () => void, error: Failure) => ReactNode;
  /** Draws the content in a deferred render (use-deferred-ready.ts): a page's main content. */
  deferContent?: boolean;
};

type OneQuery<T> = Common & {
  /** One RTK Query result: its flags and currentData. */
  query: QueryFlags & { currentData?: T };
  children: (value: T) => ReactNode;
};

type SeveralQueries = Common & {
  /** Several queries read as one (`combineQueries`), or a status a screen derived from them. */
  state: { status: RequestStatus; retry: () => void; error?: Failure };
  children: () => ReactNode;
};

/**
 * The portal's one way to draw server data: a spinner (or a placeholder of the content's size)
 * while loading, a French error with 'Réessayer' on failure, the content otherwise.
 */
export function QueryBoundary<T>(props: OneQuery<T> | SeveralQueries) {
  const state = 'query' in props ? combineQueries(props.query) : props.state;
  const { loadingLabel, placeholder, errorMessage, renderFailure, deferContent } = props;
  const contentReady = useDeferredReady(state.status === 'succeeded');
  const status =
    deferContent && !contentReady && state.status === 'succeeded' ? 'pending' : state.status;
  if (status === 'failed') {
    if (renderFailure) return <>{renderFailure(state.retry, state.error)}</>;
    return <ErrorState message={errorMessage ?? ''} onRetry={state.retry} />;
  }
  const loading = <>{placeholder ?? <Spinner label={loadingLabel} />}</>;
  if (status !== 'succeeded') return loading;
  if ('query' in props) {
    const value = props.query.currentData;
    return value === undefined ? loading : <>{props.children(value)}</>;
  }
  return <>{props.children()}</>;
}
