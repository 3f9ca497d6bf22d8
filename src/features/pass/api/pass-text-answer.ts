import { z } from 'zod';
import type { ApiQueryError } from '@/shared/api/api-slice';

/**
 * The PASS server answers its commands (book, cancel, edit a session) in plain text, not JSON
 * (members-area.md 8). The choice made here, and only here: a 2xx answer's text is a success
 * (titled 'Succès'); any other status is a refusal whose text is the reason (titled 'Erreur').
 * The old client read the text from its JSON parser's error, which is why the spec says that
 * 'text found in the error body counts as success'; with axios the text arrives as the data.
 */
export const passTextAnswerSchema = z.unknown().transform((value): string => {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return value.message;
  return 'Opération effectuée';
});

export type PassOutcome = { title: 'Succès' | 'Erreur'; text: string };

export const passRefusalFallback = "Une erreur s'est produite";

/** The popup's title and text for a command's result, whichever way it went. */
export function passOutcome(
  result: { data: string } | { error: ApiQueryError | unknown },
): PassOutcome {
  if ('data' in result) return { title: 'Succès', text: result.data };
  const error = result.error as Partial<ApiQueryError> | undefined;
  return { title: 'Erreur', text: error?.message || passRefusalFallback };
}
