import { z } from 'zod';
import { zSessionById } from '@/shared/api/generated/pass/zod';
import { followSessionUpdates } from './follow-session-updates';
import { passApi } from './pass-api';
import { passId, passTimeSchema } from './pass-primitives';
import { commonSessionFields } from './pass-session-fields';
import type { PassSession } from './pass-session';

/**
 * docs/spec/members-area.md 3 'Session by id'. It names neither the activity nor the reservations count:
 * activiteId, activite and nbReservations are designed and optional (absent: the caller's
 * activity, from the booking, and 0). Derived from docs/openapi/pass-api.yaml SessionById: the
 * booking dialog places the session in its club and counts its places, which stay required.
 */
export const sessionByIdSchema = zSessionById
  .extend({
    ...commonSessionFields,
    rowId: passId,
    clubId: passId,
    codepostal: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((value) => (value === null || value === undefined ? '' : String(value))),
    heureDebut: passTimeSchema,
    heureFin: passTimeSchema,
    nombrePlaces: z.number().int().min(-1),
    offreid: z
      .number()
      .int()
      .nullish()
      .transform((value) => value ?? -1),
    activiteId: passId.nullish().transform((value) => value ?? null),
  })
  .transform((session): PassSession => ({
    id: session.rowId,
    clubId: session.clubId,
    activiteId: session.activiteId,
    activityName: session.activite,
    image: session.image,
    description: session.description,
    day: session.dateRecur,
    start: session.heureDebut,
    end: session.heureFin,
    places: session.nombrePlaces,
    bookings: session.nbReservations,
    coachId: session.coachId,
    adresse: session.adresse,
    codePostal: session.codepostal,
    ville: session.ville,
    commentaire: session.commentaire,
    offreId: session.offreid,
  }));

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassSession: build.query<PassSession, number>({
      query: (sessionId) => ({
        api: 'pass',
        request: { url: `/ActivitesCalendriers/GetActivitesCalendrier/${sessionId}` },
        schema: sessionByIdSchema,
      }),
      providesTags: (_result, _error, sessionId) => [{ type: 'PassSessions', id: sessionId }],
      onCacheEntryAdded: (sessionId, lifecycle) =>
        followSessionUpdates(lifecycle, (updatedId, changes) => {
          if (updatedId === sessionId) {
            lifecycle.updateCachedData((draft) => Object.assign(draft, changes));
          }
        }),
    }),
  }),
});

export const { useGetPassSessionQuery, useLazyGetPassSessionQuery } = endpoints;
export const passSessionByIdApi = endpoints;
