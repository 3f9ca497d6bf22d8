import type { MockDb } from '../../db/types';
import type { MockPassSession } from '../../db/pass/pass-sessions';
import type { PassOfferRow, PassSubscriptionRow } from '../../db/pass/pass-types';

/** The wire shapes of docs/spec/members-area.md 3, built from the rows. */
export function monthSlotView(db: MockDb, session: MockPassSession) {
  const activity = db.passCatalogue.activities.find(
    (row) => row.activiteId === session.schedule.activiteId,
  );
  return {
    idCalendrier: session.id,
    dateRecur: session.day,
    hDebut: session.schedule.start,
    hFin: session.schedule.end,
    activite: activity?.activiteNom ?? '',
    nombreDePace: session.placesLeft,
    nbReservations: session.taken,
    coachId: session.schedule.coachId,
    adresse: session.adresse,
    codePostal: session.codePostal,
    ville: session.ville,
    commentaire: session.commentaire,
    offreID: session.schedule.offreId,
    idClub: session.schedule.clubId,
    description: session.schedule.description || (activity?.activiteDescription ?? ''),
    image: activity?.activiteImage ?? null,
    activiteId: session.schedule.activiteId,
  };
}

export function sessionByIdView(db: MockDb, session: MockPassSession) {
  const slot = monthSlotView(db, session);
  return {
    rowId: session.id,
    clubId: slot.idClub,
    coachId: slot.coachId,
    adresse: slot.adresse,
    codepostal: slot.codePostal,
    ville: slot.ville,
    commentaire: slot.commentaire,
    dateRecur: slot.dateRecur,
    heureDebut: slot.hDebut,
    heureFin: slot.hFin,
    nombrePlaces: slot.nombreDePace,
    offreid: slot.offreID,
    activiteId: slot.activiteId,
    activite: slot.activite,
    image: slot.image,
    description: slot.description,
    nbReservations: slot.nbReservations,
  };
}

export function offerView(offer: Readonly<PassOfferRow>) {
  const { activiteIds: _activities, ...wire } = offer;
  return wire;
}

export function subscriptionView(db: MockDb, subscription: PassSubscriptionRow) {
  const offer = db.passCatalogue.offers.find((row) => row.offreId === subscription.offreId);
  const club = db.passCatalogue.clubs.find((row) => row.clubId === offer?.clubId);
  return {
    id: subscription.id,
    monOffre: {
      id: subscription.offreId,
      nom: offer?.offreNom ?? '',
      clubId: offer?.clubId ?? 0,
      clubNom: club?.clubNom ?? '',
      imageUrl: offer?.imageUrl ?? null,
      credit: offer?.nombreJetons === -1 ? -1 : subscription.credit,
      nombreJetons: offer?.nombreJetons ?? 0,
      jeton: offer?.jeton ?? 'O',
      fin: subscription.fin,
      prix: offer?.prix ?? 0,
    },
  };
}
