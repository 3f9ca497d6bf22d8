import type { ReactNode } from 'react';
import type { RequestStatus } from '@/shared/api/query-status';
import { ErrorState } from '@/shared/ui/error-state';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { usePageTitle } from '@/shared/ui/use-page-title';

type PageTexts = {
  /** The heading of a page that could not load. */
  title: string;
  notFoundMessage: string;
  failureMessage: string;
};

/** A page that could not load still has a heading and says why, in French. */
export function PageFailure({
  title,
  error,
  notFoundMessage,
  failureMessage,
  onRetry,
}: PageTexts & {
  /** The query's serialisable error: a 404 says 'introuvable' and offers no retry. */
  error: { status: number | null } | undefined;
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

/**
 * A public page's queries: its spinner, its PageFailure, or its content; and the document's
 * title for each (`loadedTitle` once loaded, the failure's heading, `pendingTitle` meanwhile).
 */
export function PageBoundary({
  state,
  loadingLabel,
  loadedTitle,
  pendingTitle,
  children,
  ...texts
}: PageTexts & {
  state: { status: RequestStatus; retry: () => void; error?: { status: number | null } };
  loadingLabel: string;
  loadedTitle: string | undefined;
  pendingTitle: string;
  children: () => ReactNode;
}) {
  usePageTitle(
    state.status === 'succeeded' && loadedTitle !== undefined
      ? loadedTitle
      : state.status === 'failed'
        ? texts.title
        : pendingTitle,
  );
  return (
    <QueryBoundary
      state={state}
      loadingLabel={loadingLabel}
      renderFailure={(retry, error) => <PageFailure {...texts} error={error} onRetry={retry} />}
      deferContent
    >
      {children}
    </QueryBoundary>
  );
}
