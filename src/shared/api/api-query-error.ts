import { ApiError, fallbackErrorMessage, type ApiErrorKind } from './api-error';

/** The serialisable form of an ApiError, as RTK Query keeps it in the store. */
export type ApiQueryError = {
  kind: ApiErrorKind;
  status: number | null;
  message: string;
  data: Record<string, unknown>;
};

export function toQueryError(error: unknown): ApiQueryError {
  if (error instanceof ApiError) {
    return {
      kind: error.kind,
      status: error.status ?? null,
      message: error.message,
      data: error.data,
    };
  }
  console.error('Request failed', error);
  return { kind: 'network', status: null, message: fallbackErrorMessage, data: {} };
}

/** For queryFn endpoints (raw bytes, several calls): a promise becomes RTK Query's result. */
export async function settle<T>(
  load: () => Promise<T>,
): Promise<{ data: T } | { error: ApiQueryError }> {
  try {
    return { data: await load() };
  } catch (error) {
    return { error: toQueryError(error) };
  }
}

function isQueryError(error: unknown): error is ApiQueryError {
  return typeof error === 'object' && error !== null && 'kind' in error && 'message' in error;
}

/**
 * A dispatched query or mutation as a promise that rejects with the HTTP layer's ApiError, for
 * the sequences (the checkout) that tell a lost answer from a refusal by its kind.
 */
export async function unwrapAsApiError<T>(result: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await result.unwrap();
  } catch (error) {
    if (!isQueryError(error)) throw error;
    throw new ApiError(error.kind, error.message, error.status ?? undefined, error.data);
  }
}
