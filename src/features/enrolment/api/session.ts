import { z } from 'zod';
import { orNull } from '@/shared/api/fallbacks';
import { zSession } from '@/shared/api/generated/main/zod';
import { id, isoDate, isoHour, nullableString } from './schema-primitives';

const session = zSession.shape;

/**
 * A session (séance): listed on its own and inside each category of an activity. Derived from
 * docs/openapi/main-api.yaml Session (docs/adr/0017-generated-schemas.md), the fields the
 * wizard and the timetable read. The document requires id,
 * date and the hours; absent, the category reads as unknown (null) and the designed places and
 * booking date as 'no limit' and 'already open'.
 */
export const sessionSchema = zSession
  .pick({
    id: true,
    date: true,
    startHour: true,
    endHour: true,
    categoryId: true,
    description: true,
    availablePlaces: true,
    bookingOpensOn: true,
  })
  .extend({
    id,
    date: isoDate,
    startHour: isoHour,
    endHour: isoHour,
    categoryId: orNull(session.categoryId),
    description: nullableString,
    /** Places left; null when the session has no limit. */
    availablePlaces: orNull(z.number().int().min(0).nullish()),
    /** First day the session can be booked; null when booking is already open. */
    bookingOpensOn: orNull(isoDate.nullish()),
  });
export type Session = z.infer<typeof sessionSchema>;
