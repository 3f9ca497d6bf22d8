import type { z } from 'zod';
import { publicSessionSchema } from '@/shared/activity-sessions/public-session';

/**
 * A session (séance): listed on its own and inside each category of an activity. The fields the
 * wizard and the timetable read, picked from the one session schema
 * (shared/activity-sessions/public-session.ts, derived from docs/openapi/main-api.yaml Session,
 * docs/adr/0017-generated-schemas.md). The document requires id, date and the hours; absent, the
 * category reads as unknown (null) and the designed places and booking date as 'no limit' and
 * 'already open'.
 */
export const sessionSchema = publicSessionSchema.pick({
  id: true,
  date: true,
  startHour: true,
  endHour: true,
  categoryId: true,
  description: true,
  availablePlaces: true,
  bookingOpensOn: true,
});
export type Session = z.infer<typeof sessionSchema>;
