import { z } from 'zod';

/**
 * The building blocks of the enrolment contract (docs/spec/enrolment.md sections 3 and 7,
 * docs/spec/administration.md 7.5). The app parses every answer with the endpoint schemas built
 * from them, and the mocked backend checks its own answers with the same schemas. Field names are
 * the app's ('club…'); on the wire they travel as '{product}…'.
 */

export const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
export const isoDate = z.iso.date();
/** The backend's hour format is HH:mm:ss (section 9). */
export const isoHour = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
export const id = z.number().int();
export const amount = z.number().finite();

/**
 * A title the page shows as its heading: a blank one (the spec names the field, not its length)
 * would leave the page without a level-1 heading, so it reads as the given French fallback.
 */
export const headingTitle = (fallback: string) =>
  z.string().transform((value) => value.trim() || fallback);
