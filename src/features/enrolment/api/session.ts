import { z } from 'zod';
import { id, isoDate, isoHour, nullableString } from './schema-primitives';

/** A session (séance): listed on its own and inside each category of an activity. */
export const sessionSchema = z.object({
  id,
  date: isoDate,
  startHour: isoHour,
  endHour: isoHour,
  categoryId: id.nullable(),
  description: nullableString,
  /** Places left; null when the session has no limit. */
  availablePlaces: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((value) => value ?? null),
  /** First day the session can be booked; null when booking is already open. */
  bookingOpensOn: isoDate.nullish().transform((value) => value ?? null),
});
export type Session = z.infer<typeof sessionSchema>;
