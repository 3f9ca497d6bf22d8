import type { ReactNode } from 'react';
import { ErrorState } from '@/shared/ui/error-state';

/**
 * A step's data that failed to load: the HTTP layer's French message (already shown as a
 * notification) with 'Réessayer', in the step's place, the rest of the wizard staying usable.
 */
export function stepFailure(retry: () => void, error: { message?: string } | undefined): ReactNode {
  return <ErrorState message={error?.message ?? ''} onRetry={retry} />;
}
