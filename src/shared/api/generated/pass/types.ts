// Generated from docs/openapi/pass-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

/**
 * members-area.md 3 'PASS club: clubId, clubNom, actif', with the spec's 'club pass settings
 * (nbJoursPossibleReservation, nbHeuresCarrenceAnnulation)': the spec names both fields, the
 * club is where they travel (members-area.md 4 'PASS booking rules' reads them). Absent or
 * null, the portal assumes 7 days (ours) and 24 hours (members-area.md 9's cancellation
 * threshold).
 *
 */
export type PassClub = {
  clubId: number;
  clubNom: string;
  actif?: boolean;
  /**
   * How many days ahead a session can be booked.
   */
  nbJoursPossibleReservation?: number | null;
  /**
   * How many hours before a session a booking can still be cancelled.
   */
  nbHeuresCarrenceAnnulation?: number | null;
};

/**
 * members-area.md 3 'Activity (PASS)'.
 */
export type PassActivity = {
  activiteId: number;
  activiteNom: string;
  activiteDescription?: string | null;
  activiteImage?: string | null;
};

/**
 * members-area.md 3 'Session slot (month listing)'; nombreDePace -1 unlimited, 0 full; offreID -1 all offers of the activity.
 */
export type SessionSlot = {
  idCalendrier: number;
  dateRecur: string;
  hDebut: string;
  hFin: string;
  activite?: string | null;
  nombreDePace?: number;
  nbReservations?: number | null;
  coachId?: number | null;
  adresse?: string | null;
  codePostal?: string | null;
  ville?: string | null;
  commentaire?: string | null;
  offreID?: number | null;
  idClub?: number;
  description?: string | null;
  image?: string | null;
  activiteId?: number;
};

/**
 * members-area.md 3 'Session by id'.
 */
export type SessionById = {
  rowId: number;
  clubId?: number;
  coachId?: number | null;
  adresse?: string | null;
  codepostal?: string | null;
  ville?: string | null;
  commentaire?: string | null;
  dateRecur: string;
  heureDebut: string;
  heureFin: string;
  nombrePlaces?: number;
  offreid?: number | null;
  activiteId?: number;
  activite?: string | null;
  image?: string | null;
  description?: string | null;
  nbReservations?: number | null;
};

/**
 * members-area.md 3 'Offer' (id or offreId); nombreJetons 0 unlimited, jeton N unlimited.
 */
export type Offer = {
  id?: number;
  offreId?: number;
  offreNom: string;
  offreDescriptif?: string | null;
  nombreJetons?: number | null;
  prix?: number | null;
  dateFin?: string | null;
  actif?: boolean | null;
  imageUrl?: string | null;
  lienpaiement?: string | null;
  consigne?: string | null;
  clubId?: number | null;
  jeton?: string | null;
};

/**
 * members-area.md 3 'PASS account' (from licence login); mesSouscriptions null is empty.
 */
export type PassAccount = {
  globalToken?: string | null;
  personne?: {
    idAyantDroit?: number;
    numero_Licence?: string | null;
  } | null;
  estCoach?: boolean | null;
  mesSouscriptions?: Array<{
    id?: number;
    monOffre?: {
      id?: number;
      nom?: string;
      clubId?: number | null;
      imageUrl?: string | null;
      credit?: number | null;
      /**
       * -1 unlimited.
       */
      nombreJetons?: number | null;
      fin?: string | null;
      prix?: number | null;
      clubNom?: string | null;
      jeton?: string | null;
    };
  }> | null;
};

/**
 * members-area.md 3 'PASS reservation'.
 */
export type PassReservation = {
  rowid: number;
  activiteId?: number;
  lesActCals: {
    rowId?: number;
    clubId?: number;
    dateRecur?: string;
    heureDebut?: string;
    heureFin?: string;
  };
  activiteNom?: string | null;
};

/**
 * members-area.md 3 'participant (prenom, nom)'.
 */
export type Participant = {
  prenom?: string | null;
  nom?: string | null;
};

/**
 * members-area.md 3 'installation (nom, adresse, codePostal, ville)'.
 */
export type Installation = {
  nom?: string | null;
  adresse?: string | null;
  codePostal?: string | null;
  ville?: string | null;
};

export type GetPassClubsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/clubs/all';
};

export type GetPassClubsResponses = {
  /**
   * The PASS clubs.
   */
  200: Array<PassClub>;
};

export type GetPassClubsResponse = GetPassClubsResponses[keyof GetPassClubsResponses];

export type GetActivitiesByClubIdData = {
  body?: never;
  path: {
    clubId: number;
  };
  query?: never;
  url: '/Activites/GetActivitiesByClubId/{clubId}';
};

export type GetActivitiesByClubIdResponses = {
  /**
   * The activities.
   */
  200: Array<PassActivity>;
};

export type GetActivitiesByClubIdResponse =
  GetActivitiesByClubIdResponses[keyof GetActivitiesByClubIdResponses];

export type GetActivitiesByOffersData = {
  body?: never;
  path: {
    offerId: number;
  };
  query?: never;
  url: '/Activites/GetActivitiesByOffers/{offerId}';
};

export type GetActivitiesByOffersResponses = {
  /**
   * The activities.
   */
  200: Array<PassActivity>;
};

export type GetActivitiesByOffersResponse =
  GetActivitiesByOffersResponses[keyof GetActivitiesByOffersResponses];

export type GetClubsCreneauxForMonthData = {
  body?: never;
  path?: never;
  query: {
    clubId: number;
    /**
     * The first day of the month, YYYY-MM-01 (designed format, the server date format of members-area.md 9).
     */
    monthDate: string;
  };
  url: '/ActivitesCalendriers/GetClubsCreneauxForMonth';
};

export type GetClubsCreneauxForMonthResponses = {
  /**
   * The month's session slots.
   */
  200: Array<SessionSlot>;
};

export type GetClubsCreneauxForMonthResponse =
  GetClubsCreneauxForMonthResponses[keyof GetClubsCreneauxForMonthResponses];

export type GetActivitesCalendrierData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/ActivitesCalendriers/GetActivitesCalendrier/{id}';
};

export type GetActivitesCalendrierErrors = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  404: string;
};

export type GetActivitesCalendrierError =
  GetActivitesCalendrierErrors[keyof GetActivitesCalendrierErrors];

export type GetActivitesCalendrierResponses = {
  /**
   * The session.
   */
  200: SessionById;
};

export type GetActivitesCalendrierResponse =
  GetActivitesCalendrierResponses[keyof GetActivitesCalendrierResponses];

export type GetOffresByActivityData = {
  body?: never;
  path: {
    activityId: number;
  };
  query?: never;
  url: '/OffresActivites/GetOffresByActivity/{activityId}';
};

export type GetOffresByActivityResponses = {
  /**
   * The offers.
   */
  200: Array<Offer>;
};

export type GetOffresByActivityResponse =
  GetOffresByActivityResponses[keyof GetOffresByActivityResponses];

export type GetOffreByIdData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/Offres/GetOffresId/{id}';
};

export type GetOffreByIdErrors = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  404: string;
};

export type GetOffreByIdError = GetOffreByIdErrors[keyof GetOffreByIdErrors];

export type GetOffreByIdResponses = {
  /**
   * The offer.
   */
  200: Offer;
};

export type GetOffreByIdResponse = GetOffreByIdResponses[keyof GetOffreByIdResponses];

export type GetOffersByClubData = {
  body?: never;
  path: {
    clubId: number;
  };
  query?: never;
  url: '/Offres/GetOffersByClub/{clubId}';
};

export type GetOffersByClubResponses = {
  /**
   * The offers.
   */
  200: Array<Offer>;
};

export type GetOffersByClubResponse = GetOffersByClubResponses[keyof GetOffersByClubResponses];

export type GetAyantDroitByLicenceNumberData = {
  body?: never;
  path: {
    licence: string;
  };
  query?: never;
  url: '/AyantsDroits/GetAyantDroitByLicenceNumber/{licence}';
};

export type GetAyantDroitByLicenceNumberResponses = {
  /**
   * The PASS account (no globalToken, not a PASS member).
   */
  200: PassAccount;
};

export type GetAyantDroitByLicenceNumberResponse =
  GetAyantDroitByLicenceNumberResponses[keyof GetAyantDroitByLicenceNumberResponses];

export type GetReseByAyantDroitData = {
  body?: never;
  path: {
    ayantDroitId: number;
  };
  query?: never;
  url: '/Reservations/GetReseByAyantDroit/{ayantDroitId}';
};

export type GetReseByAyantDroitResponses = {
  /**
   * The reservations.
   */
  200: Array<PassReservation>;
};

export type GetReseByAyantDroitResponse =
  GetReseByAyantDroitResponses[keyof GetReseByAyantDroitResponses];

export type ReserverCreneauData = {
  body?: never;
  path: {
    a: number;
    b: number;
  };
  query?: never;
  url: '/Reservations/ReserverCreneau/{a}/{b}';
};

export type ReserverCreneauErrors = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  400: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  403: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  404: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  409: string;
};

export type ReserverCreneauError = ReserverCreneauErrors[keyof ReserverCreneauErrors];

export type ReserverCreneauResponses = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  200: string;
};

export type ReserverCreneauResponse = ReserverCreneauResponses[keyof ReserverCreneauResponses];

export type AnnulerReservationData = {
  body?: never;
  path: {
    /**
     * The reservation's rowid.
     */
    id: number;
  };
  query?: never;
  url: '/Reservations/annulerReservation/{id}';
};

export type AnnulerReservationErrors = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  400: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  403: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  404: string;
};

export type AnnulerReservationError = AnnulerReservationErrors[keyof AnnulerReservationErrors];

export type AnnulerReservationResponses = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  200: string;
};

export type AnnulerReservationResponse =
  AnnulerReservationResponses[keyof AnnulerReservationResponses];

export type LastKnownCreditData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/Reservations/LastKnownCredit/{id}';
};

export type LastKnownCreditResponses = {
  /**
   * The credit (shape not shown; a number in the demo).
   */
  200: number;
};

export type LastKnownCreditResponse = LastKnownCreditResponses[keyof LastKnownCreditResponses];

export type GetParticipantsNamesByCreaneauxData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/Reservations/GetParticipantsNamesByCreaneaux/{id}';
};

export type GetParticipantsNamesByCreaneauxResponses = {
  /**
   * The participants.
   */
  200: Array<Participant>;
};

export type GetParticipantsNamesByCreaneauxResponse =
  GetParticipantsNamesByCreaneauxResponses[keyof GetParticipantsNamesByCreaneauxResponses];

export type GetInstallationsData = {
  body?: never;
  path: {
    clubId: number;
  };
  query?: never;
  url: '/Installations/{clubId}';
};

export type GetInstallationsResponses = {
  /**
   * The installations.
   */
  200: Array<Installation>;
};

export type GetInstallationsResponse = GetInstallationsResponses[keyof GetInstallationsResponses];

export type UpdateCreneauAddressData = {
  body: {
    adresse: string;
    codepostal: string;
    ville: string;
    commentaire?: string | null;
  };
  path: {
    sessionId: number;
  };
  query?: never;
  url: '/ActivitesCalendriers/UpdateCreneauAddress/{sessionId}';
};

export type UpdateCreneauAddressErrors = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  400: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  403: string;
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  404: string;
};

export type UpdateCreneauAddressError =
  UpdateCreneauAddressErrors[keyof UpdateCreneauAddressErrors];

export type UpdateCreneauAddressResponses = {
  /**
   * Plain text, shown as is (members-area.md 8).
   */
  200: string;
};

export type UpdateCreneauAddressResponse =
  UpdateCreneauAddressResponses[keyof UpdateCreneauAddressResponses];

export type ClientOptions = {
  baseUrl: `${string}://{passApiBaseUrl}` | (string & {});
};
