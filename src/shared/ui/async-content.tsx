import type { ReactNode } from 'react';
import { combineQueries, type QueryFlags } from '@/shared/api/query-status';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';

/**
 * Spinner while loading, a French error with 'Réessayer' on failure, the content otherwise:
 * one query's RTK Query flags, read through the portal's status vocabulary.
 */
export function AsyncContent<T>({
  query,
  loadingLabel,
  errorMessage,
  children,
}: {
  query: QueryFlags & { currentData?: T };
  loadingLabel: string;
  errorMessage: string;
  children: (value: T) => ReactNode;
}) {
  const { status, retry } = combineQueries(query);
  if (status === 'failed') return <ErrorState message={errorMessage} onRetry={retry} />;
  if (status !== 'succeeded' || query.currentData === undefined) {
    return <Spinner label={loadingLabel} />;
  }
  return <>{children(query.currentData)}</>;
}
