import { HttpResponse, type HttpHandler } from 'msw';
import { ownProfile } from '../../profile-access';
import { errorResponse, type Respond } from '../../respond';
import type { MockRouter, SignedInContext } from '../../router';
import { numberParam } from '../../router';
import {
  calendarSessionById,
  hasStarted,
  localNow,
  seriesSessions,
  type CalendarSessionBody,
} from './calendar-sessions';
import { updateMockDb } from '../../../db/mock-db';

export const reservationMessages = {
  past: "La date de l'activité est passée, vous ne pouvez plus vous inscrire.",
  full: 'La session est complète, vous ne pouvez plus vous inscrire.',
  unknown: 'Séance introuvable.',
} as const;

function profileParam(context: SignedInContext): number | null | Response {
  const raw = context.url.searchParams.get('profileId');
  if (raw === null) return null;
  const access = ownProfile(context, Number(raw));
  return 'denied' in access ? access.denied : access.profile.id;
}

/** The sessions a booking touches: this one, or with the flag its series' future ones. */
function targets(
  context: SignedInContext,
  session: CalendarSessionBody,
  all: boolean,
  profileId: number,
): CalendarSessionBody[] {
  if (!all || !session.static) return [session];
  const now = localNow();
  return seriesSessions(context.db, session.uuid, profileId).filter(
    (item) => !hasStarted(item, now),
  );
}

/** The :sessionId of the address as the :profileId sees it (own profiles only), or the refusal. */
function ownSession(
  context: SignedInContext,
): { profileId: number; session: CalendarSessionBody } | Response {
  const access = ownProfile(context, numberParam(context.params, 'profileId'));
  if ('denied' in access) return access.denied;
  const profileId = access.profile.id;
  const session = calendarSessionById(
    context.db,
    numberParam(context.params, 'sessionId'),
    profileId,
  );
  if (!session) return errorResponse(404, reservationMessages.unknown);
  return { profileId, session };
}

/**
 * Reservations calendar (docs/spec/members-area.md 7 'Reservations'): stateful in
 * sessionReservations.
 */
export function reservationHandlers(route: MockRouter, respond: Respond): HttpHandler[] {
  const reserve = (context: SignedInContext, all: boolean) => {
    const found = ownSession(context);
    if (found instanceof Response) return found;
    const { profileId, session } = found;
    const now = localNow();
    if (hasStarted(session, now)) return errorResponse(400, reservationMessages.past);
    const toBook = targets(context, session, all, profileId).filter((item) => !item.reserved);
    if (toBook.some((item) => item.soldPlaces >= item.maxSlots)) {
      return errorResponse(409, reservationMessages.full);
    }
    updateMockDb((db) => {
      let nextId = Math.max(0, ...db.sessionReservations.map((row) => row.id)) + 1;
      for (const item of toBook) {
        db.sessionReservations.push({
          id: nextId++,
          sessionId: item.id,
          profileId,
          reservedAt: new Date().toISOString(),
        });
      }
    });
    return HttpResponse.json({ reserved: toBook.map((item) => item.id) });
  };

  return [
    route.signedIn('GET', '/sessions/uuid/:uuid', (context) => {
      const profileId = profileParam(context);
      if (profileId instanceof Response) return profileId;
      const sessions = seriesSessions(context.db, context.params.uuid ?? '', profileId);
      return respond(sessions);
    }),

    route.signedIn('GET', '/sessions/:uuid/siblings', (context) => {
      const now = localNow();
      const count = seriesSessions(context.db, context.params.uuid ?? '', null).filter(
        (session) => !hasStarted(session, now),
      ).length;
      return respond(count);
    }),

    route.signedIn('POST', '/reservations/session/:sessionId/profile/:profileId', (context) =>
      reserve(context, false),
    ),
    route.signedIn(
      'POST',
      '/reservations/session/:sessionId/profile/:profileId/all-sessions/:flag',
      (context) => reserve(context, context.params.flag === 'true'),
    ),

    route.signedIn('GET', '/reservations/:sessionId/profile/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const sessionId = numberParam(context.params, 'sessionId');
      const reserved = context.db.sessionReservations.some(
        (row) => row.sessionId === sessionId && row.profileId === access.profile.id,
      );
      return respond(reserved);
    }),

    route.signedIn('DELETE', '/reservations/:sessionId/profile/:profileId', (context) => {
      const found = ownSession(context);
      if (found instanceof Response) return found;
      // One session, as the spec's DELETE: a series is cancelled session by session.
      const { profileId, session } = found;
      updateMockDb((db) => {
        db.sessionReservations = db.sessionReservations.filter(
          (row) => !(row.profileId === profileId && row.sessionId === session.id),
        );
      });
      return HttpResponse.json({ cancelled: [session.id] });
    }),
  ];
}
