import type { ReactNode } from 'react';
import { combineQueries, type QueryFlags } from '@/shared/api/query-status';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';

/**
 * Spinner while loading, a French error with 'Réessayer' on failure, the content otherwise:
 * one query's RTK Query flags, read through the portal's status vocabulary. A `placeholder`
 * takes the spinner's place where the content's size is known, so that nothing moves when it
 * arrives (layout shift).
 */
export function AsyncContent<T>({
  query,
  loadingLabel,
  errorMessage,
  placeholder,
  children,
}: {
  query: QueryFlags & { currentData?: T };
  loadingLabel: string;
  errorMessage: string;
  placeholder?: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const { status, retry } = combineQueries(query);
  if (status === 'failed') return <ErrorState message={errorMessage} onRetry={retry} />;
  if (status !== 'succeeded' || query.currentData === undefined) {
    return placeholder ?? <Spinner label={loadingLabel} />;
  }
  return <>{children(query.currentData)}</>;
}
