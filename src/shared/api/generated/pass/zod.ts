// Generated from docs/openapi/pass-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/**
 * members-area.md 3 'PASS club: clubId, clubNom, actif', with the spec's 'club pass settings
 * (nbJoursPossibleReservation, nbHeuresCarrenceAnnulation)': the spec names both fields, the
 * club is where they travel (members-area.md 4 'PASS booking rules' reads them). Absent or
 * null, the portal assumes 7 days (ours) and 24 hours (members-area.md 9's cancellation
 * threshold).
 *
 */
export const zPassClub = /* @__PURE__ */ lazySchema(() =>
  z.object({
    clubId: z.int(),
    clubNom: z.string(),
    actif: z.optional(z.boolean()),
    nbJoursPossibleReservation: z.optional(z.union([z.int(), z.null()])),
    nbHeuresCarrenceAnnulation: z.optional(z.union([z.int(), z.null()])),
  }),
);

/**
 * members-area.md 3 'Activity (PASS)'.
 */
export const zPassActivity = /* @__PURE__ */ lazySchema(() =>
  z.object({
    activiteId: z.int(),
    activiteNom: z.string(),
    activiteDescription: z.optional(z.union([z.string(), z.null()])),
    activiteImage: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * members-area.md 3 'Session slot (month listing)'; nombreDePace -1 unlimited, 0 full; offreID -1 all offers of the activity.
 */
export const zSessionSlot = /* @__PURE__ */ lazySchema(() =>
  z.object({
    idCalendrier: z.int(),
    dateRecur: z.string(),
    hDebut: z.string(),
    hFin: z.string(),
    activite: z.optional(z.union([z.string(), z.null()])),
    nombreDePace: z.optional(z.int()),
    nbReservations: z.optional(z.union([z.int(), z.null()])),
    coachId: z.optional(z.union([z.int(), z.null()])),
    adresse: z.optional(z.union([z.string(), z.null()])),
    codePostal: z.optional(z.union([z.string(), z.null()])),
    ville: z.optional(z.union([z.string(), z.null()])),
    commentaire: z.optional(z.union([z.string(), z.null()])),
    offreID: z.optional(z.union([z.int(), z.null()])),
    idClub: z.optional(z.int()),
    description: z.optional(z.union([z.string(), z.null()])),
    image: z.optional(z.union([z.string(), z.null()])),
    activiteId: z.optional(z.int()),
  }),
);

/**
 * members-area.md 3 'Session by id'.
 */
export const zSessionById = /* @__PURE__ */ lazySchema(() =>
  z.object({
    rowId: z.int(),
    clubId: z.optional(z.int()),
    coachId: z.optional(z.union([z.int(), z.null()])),
    adresse: z.optional(z.union([z.string(), z.null()])),
    codepostal: z.optional(z.union([z.string(), z.null()])),
    ville: z.optional(z.union([z.string(), z.null()])),
    commentaire: z.optional(z.union([z.string(), z.null()])),
    dateRecur: z.string(),
    heureDebut: z.string(),
    heureFin: z.string(),
    nombrePlaces: z.optional(z.int()),
    offreid: z.optional(z.union([z.int(), z.null()])),
    activiteId: z.optional(z.int()),
    activite: z.optional(z.union([z.string(), z.null()])),
    image: z.optional(z.union([z.string(), z.null()])),
    description: z.optional(z.union([z.string(), z.null()])),
    nbReservations: z.optional(z.union([z.int(), z.null()])),
  }),
);

/**
 * members-area.md 3 'Offer' (id or offreId); nombreJetons 0 unlimited, jeton N unlimited.
 */
export const zOffer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.int()),
    offreId: z.optional(z.int()),
    offreNom: z.string(),
    offreDescriptif: z.optional(z.union([z.string(), z.null()])),
    nombreJetons: z.optional(z.union([z.int(), z.null()])),
    prix: z.optional(z.union([z.number(), z.null()])),
    dateFin: z.optional(z.union([z.string(), z.null()])),
    actif: z.optional(z.union([z.boolean(), z.null()])),
    imageUrl: z.optional(z.union([z.string(), z.null()])),
    lienpaiement: z.optional(z.union([z.string(), z.null()])),
    consigne: z.optional(z.union([z.string(), z.null()])),
    clubId: z.optional(z.union([z.int(), z.null()])),
    jeton: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * members-area.md 3 'PASS account' (from licence login); mesSouscriptions null is empty.
 */
export const zPassAccount = /* @__PURE__ */ lazySchema(() =>
  z.object({
    globalToken: z.optional(z.union([z.string(), z.null()])),
    personne: z.optional(
      z.union([
        z.object({
          idAyantDroit: z.optional(z.int()),
          numero_Licence: z.optional(z.union([z.string(), z.null()])),
        }),
        z.null(),
      ]),
    ),
    estCoach: z.optional(z.union([z.boolean(), z.null()])),
    mesSouscriptions: z.optional(
      z.union([
        z.array(
          z.object({
            id: z.optional(z.int()),
            monOffre: z.optional(
              z.object({
                id: z.optional(z.int()),
                nom: z.optional(z.string()),
                clubId: z.optional(z.union([z.int(), z.null()])),
                imageUrl: z.optional(z.union([z.string(), z.null()])),
                credit: z.optional(z.union([z.number(), z.null()])),
                nombreJetons: z.optional(z.union([z.int(), z.null()])),
                fin: z.optional(z.union([z.string(), z.null()])),
                prix: z.optional(z.union([z.number(), z.null()])),
                clubNom: z.optional(z.union([z.string(), z.null()])),
                jeton: z.optional(z.union([z.string(), z.null()])),
              }),
            ),
          }),
        ),
        z.null(),
      ]),
    ),
  }),
);

/**
 * members-area.md 3 'PASS reservation'.
 */
export const zPassReservation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    rowid: z.int(),
    activiteId: z.optional(z.int()),
    lesActCals: z.object({
      rowId: z.optional(z.int()),
      clubId: z.optional(z.int()),
      dateRecur: z.optional(z.string()),
      heureDebut: z.optional(z.string()),
      heureFin: z.optional(z.string()),
    }),
    activiteNom: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * members-area.md 3 'participant (prenom, nom)'.
 */
export const zParticipant = /* @__PURE__ */ lazySchema(() =>
  z.object({
    prenom: z.optional(z.union([z.string(), z.null()])),
    nom: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * members-area.md 3 'installation (nom, adresse, codePostal, ville)'.
 */
export const zInstallation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    nom: z.optional(z.union([z.string(), z.null()])),
    adresse: z.optional(z.union([z.string(), z.null()])),
    codePostal: z.optional(z.union([z.string(), z.null()])),
    ville: z.optional(z.union([z.string(), z.null()])),
  }),
);

export const zGetPassClubsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The PASS clubs.
 */
export const zGetPassClubsResponse = /* @__PURE__ */ lazySchema(() => z.array(zPassClub));

export const zGetActivitiesByClubIdData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      clubId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The activities.
 */
export const zGetActivitiesByClubIdResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zPassActivity),
);

export const zGetActivitiesByOffersData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      offerId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The activities.
 */
export const zGetActivitiesByOffersResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zPassActivity),
);

export const zGetClubsCreneauxForMonthData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      clubId: z.int(),
      monthDate: z.string(),
    }),
  }),
);

/**
 * The month's session slots.
 */
export const zGetClubsCreneauxForMonthResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zSessionSlot),
);

export const zGetActivitesCalendrierData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The session.
 */
export const zGetActivitesCalendrierResponse = /* @__PURE__ */ lazySchema(() => zSessionById);

export const zGetOffresByActivityData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      activityId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The offers.
 */
export const zGetOffresByActivityResponse = /* @__PURE__ */ lazySchema(() => z.array(zOffer));

export const zGetOffreByIdData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The offer.
 */
export const zGetOffreByIdResponse = /* @__PURE__ */ lazySchema(() => zOffer);

export const zGetOffersByClubData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      clubId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The offers.
 */
export const zGetOffersByClubResponse = /* @__PURE__ */ lazySchema(() => z.array(zOffer));

export const zGetAyantDroitByLicenceNumberData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      licence: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The PASS account (no globalToken, not a PASS member).
 */
export const zGetAyantDroitByLicenceNumberResponse = /* @__PURE__ */ lazySchema(() => zPassAccount);

export const zGetReseByAyantDroitData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      ayantDroitId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The reservations.
 */
export const zGetReseByAyantDroitResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zPassReservation),
);

export const zReserverCreneauData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.int(),
      b: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Plain text, shown as is (members-area.md 8).
 */
export const zReserverCreneauResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zAnnulerReservationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Plain text, shown as is (members-area.md 8).
 */
export const zAnnulerReservationResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zLastKnownCreditData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The credit (shape not shown; a number in the demo).
 */
export const zLastKnownCreditResponse = /* @__PURE__ */ lazySchema(() => z.number());

export const zGetParticipantsNamesByCreaneauxData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The participants.
 */
export const zGetParticipantsNamesByCreaneauxResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zParticipant),
);

export const zGetInstallationsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      clubId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The installations.
 */
export const zGetInstallationsResponse = /* @__PURE__ */ lazySchema(() => z.array(zInstallation));

export const zUpdateCreneauAddressData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.object({
      adresse: z.string(),
      codepostal: z.string(),
      ville: z.string(),
      commentaire: z.optional(z.union([z.string(), z.null()])),
    }),
    path: z.object({
      sessionId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Plain text, shown as is (members-area.md 8).
 */
export const zUpdateCreneauAddressResponse = /* @__PURE__ */ lazySchema(() => z.string());
