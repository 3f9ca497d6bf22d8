import { z } from 'zod';
import { zSessionSlot } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { nextMonthPage } from '../programme/rules/month-loading';
import { nextMonthDate } from './pass-formats';
import { followSessionUpdates } from './follow-session-updates';
import { passApi } from './pass-api';
import { optionalText, passId, passTimeSchema } from './pass-primitives';
import { commonSessionFields } from './pass-session-fields';
import type { PassSession } from './pass-session';

/**
 * docs/spec/members-area.md 3 'Session slot (month listing)', derived from docs/openapi/pass-api.yaml
 * SessionSlot (docs/adr/0017-generated-schemas.md). The programme places a slot in its club and
 * activity and counts its places, so idClub, activiteId and nombreDePace stay required.
 */
export const monthSlotSchema = zSessionSlot
  .extend({
    ...commonSessionFields,
    idCalendrier: passId,
    hDebut: passTimeSchema,
    hFin: passTimeSchema,
    nombreDePace: z.number().int().min(-1),
    codePostal: optionalText,
    offreID: z.number().int().default(-1),
    idClub: passId,
    activiteId: passId,
  })
  .transform((slot): PassSession => ({
    id: slot.idCalendrier,
    clubId: slot.idClub,
    activiteId: slot.activiteId,
    activityName: slot.activite,
    image: slot.image,
    description: slot.description,
    day: slot.dateRecur,
    start: slot.hDebut,
    end: slot.hFin,
    places: slot.nombreDePace,
    bookings: slot.nbReservations,
    coachId: slot.coachId,
    adresse: slot.adresse,
    codePostal: slot.codePostal,
    ville: slot.ville,
    commentaire: slot.commentaire,
    offreId: slot.offreID,
  }));

export const monthSlotsSchema = tolerantList(
  monthSlotSchema,
  'GET /ActivitesCalendriers/GetClubsCreneauxForMonth',
);

/** The programme of a club, month after month from `firstMonth` ('YYYY-MM-01'). */
export type MonthSessionsArg = { clubId: number; firstMonth: string };

/** Which month a page of the programme holds: `firstMonth` then one month per page. */
export function monthOfPage(firstMonth: string, page: number): string {
  let month = firstMonth;
  for (let index = 0; index < page; index += 1) month = nextMonthDate(month);
  return month;
}

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassMonthSessions: build.infiniteQuery<PassSession[], MonthSessionsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (_lastPage, _allPages, lastPageParam) => nextMonthPage(lastPageParam),
      },
      query: ({ queryArg, pageParam }) => ({
        api: 'pass',
        request: {
          url: '/ActivitesCalendriers/GetClubsCreneauxForMonth',
          // A reconnection refetches it while a booking dialog may be open; the programme shows
          // its own 'Chargement des séances…'.
          background: true,
          params: {
            clubId: queryArg.clubId,
            monthDate: monthOfPage(queryArg.firstMonth, pageParam),
          },
        },
        schema: monthSlotsSchema,
      }),
      // Each listed session's tag too: a booking or a cancellation of one of them reads the
      // months again, for their places (book-session.ts).
      providesTags: (result) => [
        { type: 'PassSessions', id: 'MONTHS' },
        ...(result?.pages ?? []).flat().map((session) => ({
          type: 'PassSessions' as const,
          id: session.id,
        })),
      ],
      onCacheEntryAdded: (_arg, lifecycle) =>
        followSessionUpdates(
          lifecycle,
          (sessionId, changes) =>
            lifecycle.updateCachedData((draft) => {
              for (const page of draft.pages) {
                for (const session of page) {
                  if (session.id === sessionId) Object.assign(session, changes);
                }
              }
            }),
          () =>
            lifecycle.dispatch(
              passApi.util.invalidateTags([{ type: 'PassSessions', id: 'MONTHS' }]),
            ),
        ),
    }),
  }),
});

export const { useGetPassMonthSessionsInfiniteQuery } = endpoints;
export const monthSessionsEndpoint = endpoints.endpoints.getPassMonthSessions;
export const passSessionsApi = endpoints;
