import { z } from 'zod';
import type { ApiQueryError } from '@/shared/api/api-slice';

/**
 * The PASS server answers its commands (book, cancel, edit a session) in plain text, not JSON
 * (docs/spec/members-area.md 8). The choice made here, and only here: a 2xx answer's text is a success;
 * any other status is a refusal whose text is the reason.
 * The old client read the text from its JSON parser's error, which is why the spec says that
 * 'text found in the error body counts as success'; with axios the text arrives as the data.
 */
export const passTextAnswerSchema = z.unknown().transform((value): string => {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string')
    return value.message;
  return 'Opération effectuée';
});

/** How a command went, as data: the view words it (a success or an error toast). */
export type PassOutcome = { ok: boolean; text: string };

export const passRefusalFallback = "Une erreur s'est produite";

/** A command's result, whichever way it went, and the text the server gave for it. */
export function passOutcome(
  result: { data: string } | { error: ApiQueryError | unknown },
): PassOutcome {
  if ('data' in result) return { ok: true, text: result.data };
  const error = result.error as Partial<ApiQueryError> | undefined;
  return { ok: false, text: error?.message || passRefusalFallback };
}
