import { z } from 'zod';
import { orNull } from '../api/fallbacks';
import { zSession } from '../api/generated/main/zod';

const session = zSession.shape;

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** Absent, null or malformed reads as not known: one reader's field never costs the other one. */
const known = <T extends z.ZodType>(schema: T) => orNull(schema).catch(null);

/**
 * A session as GET /public/sessions and GET /sessions/uuid/{id} answer it: the spec's Session
 * (docs/spec/enrolment.md 3) and the reservations calendar's (docs/spec/members-area.md 3), one
 * entity in docs/openapi/main-api.yaml, read with this one schema (docs/adr/0018-one-data-path.md).
 * The document requires id, date and the hours; the activity page's timetable and the calendar each
 * select what they need (the calendar leaves out, and reports, a session without its own fields).
 * Absent: the calendar's fields read as not known (null); the designed places as 'no limit', the
 * booking date as 'already open', the picture as none; `reserved` as not known (null): the calendar
 * then asks the spec's GET /reservations/{sessionId}/profile/{profileId} (issue 32).
 */
export const publicSessionSchema = zSession.extend({
  uuid: known(session.uuid),
  activityId: known(session.activityId),
  activityName: known(session.activityName),
  categoryId: orNull(session.categoryId),
  categoryName: known(session.categoryName),
  description: nullableString,
  maxSlots: known(session.maxSlots),
  soldPlaces: known(session.soldPlaces),
  static: known(session.static),
  /** Places left; null when the session has no limit. */
  availablePlaces: orNull(z.number().int().min(0).nullish()),
  /** First day the session can be booked; null when booking is already open. */
  bookingOpensOn: orNull(z.iso.date().nullish()),
  /** Booked by the profile asked about (designed): absent, not known (null). */
  reserved: known(session.reserved),
  imageUrl: known(session.imageUrl),
});
export type PublicSession = z.infer<typeof publicSessionSchema>;
