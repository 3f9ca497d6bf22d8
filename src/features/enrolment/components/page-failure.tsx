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
  /** The query's serialisable error: a 404 says 'introuvable' and offers no retry. */
  error: { status: number | null } | undefined;
  notFoundMessage: string;
  failureMessage: string;
  onRetry: () => void;
}) {
  const notFound = error?.status === 404;
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
