import { z } from 'zod';

/**
 * A session of the reservations calendar (members-area.md 3 'Session (reservation calendar)'):
 * every field the spec names is required; `reserved` (by the profile asked about) and
 * `imageUrl` are designed, with fallbacks false (the modal asks GET /reservations/… anyway) and
 * none.
 */
export const calendarSessionSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  date: z.iso.date(),
  startHour: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  endHour: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  activityId: z.number().int(),
  activityName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  maxSlots: z.number().int(),
  soldPlaces: z.number().int(),
  static: z.boolean(),
  reserved: z.boolean().optional().default(false),
  imageUrl: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type CalendarSession = z.infer<typeof calendarSessionSchema>;

export const calendarSessionListContract = z.array(calendarSessionSchema);
