import { ApiError, fallbackErrorMessage } from './api-error';

/**
 * The French message a caller must show for a failed call, or null when the API layer already
 * showed one: the error interceptor notifies every HTTP and network failure (unless the call was
 * silent), but an answer refused by its schema, or an error of the caller's own code, reaches
 * the caller unseen (docs/adr/0008-tolerant-reader.md: never a silent failure).
 * Takes an ApiError or RTK Query's serialised error ({ kind, message }).
 */
export function unshownFailureMessage(error: unknown): string | null {
  const kind =
    error instanceof ApiError
      ? error.kind
      : typeof error === 'object' && error !== null && 'kind' in error
        ? (error as { kind: unknown }).kind
        : undefined;
  if (kind === 'http' || kind === 'network') return null;
  if (kind === 'invalid-response') {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : fallbackErrorMessage;
  }
  return fallbackErrorMessage;
}
