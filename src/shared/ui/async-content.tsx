import type { ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import type { AsyncData } from './use-async-data';

/** Spinner while loading, a French error with 'Réessayer' on failure, the content otherwise. */
export function AsyncContent<T>({
  data,
  loadingLabel,
  errorMessage,
  children,
}: {
  data: AsyncData<T> & { retry: () => void };
  loadingLabel: string;
  errorMessage: string;
  children: (value: T) => ReactNode;
}) {
  if (data.status === 'loading') return <Spinner label={loadingLabel} />;
  if (data.status === 'error') return <ErrorState message={errorMessage} onRetry={data.retry} />;
  return <>{children(data.data)}</>;
}
