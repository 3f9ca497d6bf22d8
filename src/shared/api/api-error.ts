export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly data: Record<string, unknown>;

  constructor(
    kind: ApiErrorKind,
    message: string,
    status?: number,
    data: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.data = data;
  }
}

export const invalidResponseMessage =
  'La réponse du serveur est inattendue. Veuillez réessayer plus tard.';
export const networkErrorMessage = 'Le serveur est injoignable. Vérifiez votre connexion.';
export const fallbackErrorMessage = "Une erreur s'est produite";

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return fallbackErrorMessage;
}
