import { z } from 'zod';
import { optionalText, optionalUrl, passDaySchema, passId } from './pass-primitives';

/**
 * The fields that the month listing and the session by id both send under the same name and
 * read alike (docs/spec/members-area.md 3); each answer adds those it names its own way (its ids, hours,
 * places, postal code and offer).
 */
export const commonSessionFields = {
  dateRecur: passDaySchema,
  activite: optionalText,
  image: optionalUrl,
  description: optionalText,
  nbReservations: z.number().int().min(0).default(0),
  coachId: passId.nullish().transform((value) => value ?? null),
  adresse: optionalText,
  ville: optionalText,
  commentaire: optionalText,
};
