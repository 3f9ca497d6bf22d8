import type { ApiQueryError } from '@/shared/api/api-slice';
import { invalidResponseMessage } from '@/shared/api/api-error';

export const verificationTexts = {
  notFound:
    'Aucune attestation ne correspond à cette référence et à ce code. Vérifiez votre saisie : ' +
    'le code figure sous la référence, sur l\u2019attestation.',
  failed: "La vérification n'a pas pu aboutir. Veuillez réessayer plus tard.",
  invalid: invalidResponseMessage,
} as const;

export type VerificationFailure = { kind: 'not-found' | 'failed' | 'invalid'; message: string };

/**
 * How a failed check reads: 404 is the backend's 'no such pair' (a wrong reference and a wrong
 * code look the same, on purpose); an answer that breaks the contract is the French error
 * state; anything else (network, 5xx) invites to try again.
 */
export function verificationFailure(
  error: Pick<ApiQueryError, 'kind' | 'status'>,
): VerificationFailure {
  if (error.status === 404) return { kind: 'not-found', message: verificationTexts.notFound };
  if (error.kind === 'invalid-response')
    return { kind: 'invalid', message: verificationTexts.invalid };
  return { kind: 'failed', message: verificationTexts.failed };
}
