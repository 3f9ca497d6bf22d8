import { ApiError } from '@/shared/api/api-error';
import { ErrorState } from '@/shared/ui/error-state';

/** A page that could not load still has a heading and says why, in French. */
export function PageFailure({
  title,
  error,
  notFoundMessage,
  failureMessage,
  onRetry,
}: {
  title: string;
  error: unknown;
  notFoundMessage: string;
  failureMessage: string;
  onRetry: () => void;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <>
      <h1>{title}</h1>
      <ErrorState
        message={notFound ? notFoundMessage : failureMessage}
        onRetry={notFound ? undefined : onRetry}
      />
    </>
  );
}
