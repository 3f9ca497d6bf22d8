import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { z } from 'zod';
import { updateMockDb } from '../../db/mock-db';
import { profilesOfAccount } from '../../db/queries';
import type { AccountRow, MockDb } from '../../db/types';
import { findPassSession, passSessionsOfMonth } from '../../db/pass/pass-sessions';
import { createRouter, numberParam } from '../router';
import { frenchDateTime, payingSubscription, sessionStart } from './pass-booking-rules';
import { passJson, passMessages, passText } from './pass-respond';
import { monthSlotView, offerView, sessionByIdView, subscriptionView } from './pass-views';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** Licence numbers of the signed-in account's profiles: whose PASS rows it may touch. */
function licencesOf(db: MockDb, account: AccountRow): Set<string> {
  const profileIds = new Set(profilesOfAccount(db, account.id).map((profile) => profile.id));
  return new Set(
    db.memberships
      .filter((row) => profileIds.has(row.profileId) && row.license?.number)
      .map((row) => row.license?.number ?? ''),
  );
}

function ownsAyantDroit(db: MockDb, account: AccountRow, ayantDroitId: number): boolean {
  const ayantDroit = db.passAyantsDroits.find((row) => row.id === ayantDroitId);
  return ayantDroit !== undefined && licencesOf(db, account).has(ayantDroit.licence);
}

/** The PASS leisure-booking API (base passApiBaseUrl), at the paths and case of section 7. */
export function passHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('pass', absoluteUrl(config.passApiBaseUrl, origin));

  return [
    route.signedIn('GET', '/clubs/all', ({ db }) => passJson([...db.passCatalogue.clubs])),

    route.signedIn('GET', '/Activites/GetActivitiesByClubId/:clubId', ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      const rows = db.passCatalogue.activities.filter((row) => row.clubId === clubId);
      return passJson(rows.map(({ clubId: _c, ...row }) => row));
    }),

    route.signedIn('GET', '/Activites/GetActivitiesByOffers/:offerId', ({ db, params }) => {
      const offer = db.passCatalogue.offers.find(
        (row) => row.offreId === numberParam(params, 'offerId'),
      );
      const rows = db.passCatalogue.activities.filter((row) =>
        offer?.activiteIds.includes(row.activiteId),
      );
      return passJson(rows.map(({ clubId: _c, ...row }) => row));
    }),

    route.signedIn('GET', '/ActivitesCalendriers/GetClubsCreneauxForMonth', ({ db, url }) => {
      const clubId = Number(url.searchParams.get('clubId'));
      const monthDate = url.searchParams.get('monthDate') ?? '';
      if (!Number.isInteger(clubId) || !/^\d{4}-\d{2}-01$/.test(monthDate)) {
        return passText('Paramètres clubId et monthDate (AAAA-MM-01) attendus.', 400);
      }
      const slots = passSessionsOfMonth(db, clubId, monthDate).map((session) =>
        monthSlotView(db, session),
      );
      return passJson(slots);
    }),

    route.signedIn('GET', '/ActivitesCalendriers/GetActivitesCalendrier/:id', ({ db, params }) => {
      const session = findPassSession(db, numberParam(params, 'id'));
      if (!session) return passText(passMessages.unknownSession, 404);
      return passJson(sessionByIdView(db, session));
    }),

    route.signedIn('GET', '/OffresActivites/GetOffresByActivity/:activityId', ({ db, params }) => {
      const activityId = numberParam(params, 'activityId');
      const rows = db.passCatalogue.offers.filter((row) => row.activiteIds.includes(activityId));
      return passJson(rows.map(offerView));
    }),

    route.signedIn('GET', '/Offres/GetOffresId/:id', ({ db, params }) => {
      const offer = db.passCatalogue.offers.find(
        (row) => row.offreId === numberParam(params, 'id'),
      );
      if (!offer) return passText('Offre introuvable.', 404);
      return passJson(offerView(offer));
    }),

    route.signedIn('GET', '/Offres/GetOffersByClub/:clubId', ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      const rows = db.passCatalogue.offers.filter((row) => row.clubId === clubId);
      return passJson(rows.map(offerView));
    }),

    route.signedIn(
      'GET',
      '/AyantsDroits/GetAyantDroitByLicenceNumber/:licence',
      ({ db, params, account }) => {
        const licence = decodeURIComponent(params.licence ?? '');
        const known = licencesOf(db, account).has(licence);
        if (!known) {
          // The PASS server knows no such member: a reply without globalToken (section 4).
          return passJson({
            globalToken: null,
            personne: null,
            estCoach: false,
            mesSouscriptions: null,
          });
        }
        const ayantDroit =
          db.passAyantsDroits.find((row) => row.licence === licence) ??
          updateMockDb((live) => {
            const row = {
              id: 9100 + live.passAyantsDroits.length,
              licence,
              prenom: '',
              nom: '',
              estCoach: false,
            };
            live.passAyantsDroits.push(row);
            return row;
          });
        const subscriptions = db.passSubscriptions.filter(
          (row) => row.ayantDroitId === ayantDroit.id,
        );
        return passJson({
          globalToken: `pass-${ayantDroit.id}-${licence}`,
          personne: { idAyantDroit: ayantDroit.id, numero_Licence: licence },
          estCoach: ayantDroit.estCoach,
          mesSouscriptions: subscriptions.length
            ? subscriptions.map((row) => subscriptionView(db, row))
            : null,
        });
      },
    ),

    route.signedIn('GET', '/Reservations/GetReseByAyantDroit/:id', ({ db, params, account }) => {
      const ayantDroitId = numberParam(params, 'id');
      if (!ownsAyantDroit(db, account, ayantDroitId)) return passText(passMessages.notYours, 403);
      const rows = db.passReservations
        .filter((row) => row.ayantDroitId === ayantDroitId)
        .flatMap((row) => {
          const session = findPassSession(db, row.sessionId);
          if (!session) return [];
          const activity = db.passCatalogue.activities.find(
            (item) => item.activiteId === session.schedule.activiteId,
          );
          return [
            {
              rowid: row.id,
              activiteId: session.schedule.activiteId,
              activiteNom: activity?.activiteNom ?? '',
              lesActCals: {
                rowId: session.id,
                clubId: session.schedule.clubId,
                dateRecur: session.day,
                heureDebut: session.schedule.start,
                heureFin: session.schedule.end,
              },
            },
          ];
        });
      return passJson(rows);
    }),

    route.signedIn(
      'POST',
      '/Reservations/ReserverCreneau/:sessionId/:ayantDroitId',
      ({ db, params, account }) => {
        const now = new Date();
        const ayantDroitId = numberParam(params, 'ayantDroitId');
        if (!ownsAyantDroit(db, account, ayantDroitId)) return passText(passMessages.notYours, 403);
        const session = findPassSession(db, numberParam(params, 'sessionId'), now);
        if (!session) return passText(passMessages.unknownSession, 404);
        const club = db.passCatalogue.clubs.find((row) => row.clubId === session.schedule.clubId);
        const start = sessionStart(session);
        if (start.getTime() <= now.getTime()) return passText(passMessages.past, 400);
        if (
          db.passReservations.some(
            (row) => row.sessionId === session.id && row.ayantDroitId === ayantDroitId,
          )
        ) {
          return passText(passMessages.alreadyBooked, 409);
        }
        const opens = new Date(start.getTime() - (club?.nbJoursPossibleReservation ?? 7) * dayMs);
        if (now.getTime() < opens.getTime())
          return passText(passMessages.windowOpensAt(frenchDateTime(opens)), 400);
        if (session.placesLeft === 0) return passText(passMessages.full, 409);
        const paying = payingSubscription(db, ayantDroitId, session, now);
        if (!paying) return passText(passMessages.noOffer, 400);
        updateMockDb((live) => {
          const subscription = live.passSubscriptions.find(
            (row) => row.id === paying.subscription.id,
          );
          if (subscription && paying.offer.nombreJetons !== -1) subscription.credit -= 1;
          live.passReservations.push({
            id: Math.max(0, ...live.passReservations.map((row) => row.id)) + 1,
            ayantDroitId,
            sessionId: session.id,
            subscriptionId: paying.subscription.id,
            createdAt: now.toISOString(),
          });
        });
        return passText(passMessages.booked);
      },
    ),

    route.signedIn('POST', '/Reservations/annulerReservation/:id', ({ db, params, account }) => {
      const now = new Date();
      const reservation = db.passReservations.find((row) => row.id === numberParam(params, 'id'));
      if (!reservation) return passText(passMessages.unknownReservation, 404);
      if (!ownsAyantDroit(db, account, reservation.ayantDroitId))
        return passText(passMessages.notYours, 403);
      const session = findPassSession(db, reservation.sessionId, now);
      const club = db.passCatalogue.clubs.find((row) => row.clubId === session?.schedule.clubId);
      const delay = club?.nbHeuresCarrenceAnnulation ?? 24;
      if (!session || sessionStart(session).getTime() - now.getTime() <= delay * hourMs) {
        return passText(passMessages.tooLate(delay), 400);
      }
      updateMockDb((live) => {
        live.passReservations = live.passReservations.filter((row) => row.id !== reservation.id);
        const subscription = live.passSubscriptions.find(
          (row) => row.id === reservation.subscriptionId,
        );
        const offer = live.passCatalogue.offers.find(
          (row) => row.offreId === subscription?.offreId,
        );
        if (subscription && offer && offer.nombreJetons !== -1) subscription.credit += 1;
      });
      return passText(passMessages.cancelled);
    }),

    route.signedIn('GET', '/Reservations/LastKnownCredit/:id', ({ db, params }) => {
      const subscription = db.passSubscriptions.find((row) => row.id === numberParam(params, 'id'));
      if (!subscription) return passText('Souscription introuvable.', 404);
      return passJson(subscription.credit);
    }),

    route.signedIn('GET', '/Reservations/GetParticipantsNamesByCreaneaux/:id', ({ db, params }) => {
      const session = findPassSession(db, numberParam(params, 'id'));
      if (!session) return passText(passMessages.unknownSession, 404);
      const booked = db.passReservations
        .filter((row) => row.sessionId === session.id)
        .map((row) => db.passAyantsDroits.find((item) => item.id === row.ayantDroitId))
        .map((row) => ({ prenom: row?.prenom ?? '', nom: row?.nom ?? '' }));
      return passJson([...booked, ...session.seededParticipants]);
    }),

    route.signedIn('GET', '/Installations/:clubId', ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      const rows = db.passCatalogue.installations
        .filter((row) => row.clubId === clubId)
        .map(({ nom, adresse, codePostal, ville }) => ({ nom, adresse, codePostal, ville }));
      return passJson(rows);
    }),

    route.signedIn(
      'PUT',
      '/ActivitesCalendriers/UpdateCreneauAddress/:sessionId',
      async ({ db, params, account, request }) => {
        const session = findPassSession(db, numberParam(params, 'sessionId'));
        if (!session) return passText(passMessages.unknownSession, 404);
        const coach = db.passAyantsDroits.find((row) => row.id === session.schedule.coachId);
        if (!coach?.estCoach || !licencesOf(db, account).has(coach.licence)) {
          return passText(passMessages.notCoach, 403);
        }
        const body = z
          .object({
            adresse: z.string().trim().min(1),
            codepostal: z
              .union([z.string(), z.number()])
              .transform(String)
              .pipe(z.string().regex(/^\d{4,6}$/)),
            ville: z.string().trim().min(1),
            commentaire: z.string().nullish(),
          })
          .safeParse(await request.json().catch(() => null));
        if (!body.success) return passText(passMessages.invalidAddress, 400);
        updateMockDb((live) => {
          const edit = {
            id: session.id,
            adresse: body.data.adresse,
            codePostal: body.data.codepostal,
            ville: body.data.ville,
            commentaire: body.data.commentaire ?? '',
          };
          live.passSessionEdits = [
            ...live.passSessionEdits.filter((row) => row.id !== session.id),
            edit,
          ];
        });
        return passText(passMessages.updated);
      },
    ),
  ];
}
