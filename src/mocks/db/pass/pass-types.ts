/**
 * The PASS backend's rows (docs/spec/members-area.md 3), in the spec's French names so the handlers map
 * little. The catalogue is static (built once, frozen); sessions are not stored at all: they are
 * generated from the weekly schedules for the months asked, so six months of a busy club cost
 * nothing in localStorage. Only what members change is stored.
 */
export type PassClubRow = {
  clubId: number;
  clubNom: string;
  actif: boolean;
  nbJoursPossibleReservation: number;
  nbHeuresCarrenceAnnulation: number;
};

export type PassInstallationRow = {
  id: number;
  clubId: number;
  nom: string;
  adresse: string;
  codePostal: string;
  ville: string;
};

export type PassActivityRow = {
  activiteId: number;
  clubId: number;
  activiteNom: string;
  activiteDescription: string;
  activiteImage: string | null;
};

export type PassOfferRow = {
  offreId: number;
  clubId: number;
  offreNom: string;
  offreDescriptif: string;
  /** -1: unlimited (jeton 'N'). */
  nombreJetons: number;
  prix: number;
  /** 'YYYY-MM-DD', relative to the day the seed is built. */
  dateFin: string;
  actif: boolean;
  imageUrl: string | null;
  lienpaiement: string;
  consigne: string;
  jeton: 'O' | 'N';
  activiteIds: number[];
};

/**
 * A weekly schedule: one session on each listed ISO weekday (1 Monday … 7 Sunday) from the
 * month `fromMonth` months after the current one. capacity -1: unlimited. `full`: the seeded
 * participants take every place.
 */
export type PassScheduleRow = {
  id: number;
  clubId: number;
  activiteId: number;
  installationId: number;
  weekdays: number[];
  start: string;
  end: string;
  capacity: number;
  full: boolean;
  fromMonth: number;
  coachId: number | null;
  /** -1: every offer of the activity. */
  offreId: number;
  description: string;
};

export type PassCatalogue = {
  clubs: readonly Readonly<PassClubRow>[];
  installations: readonly Readonly<PassInstallationRow>[];
  activities: readonly Readonly<PassActivityRow>[];
  offers: readonly Readonly<PassOfferRow>[];
  schedules: readonly Readonly<PassScheduleRow>[];
};

export type PassAyantDroitRow = {
  id: number;
  licence: string;
  prenom: string;
  nom: string;
  estCoach: boolean;
};

export type PassSubscriptionRow = {
  id: number;
  ayantDroitId: number;
  offreId: number;
  /** Credits left; ignored for an unlimited offer. */
  credit: number;
  /** 'YYYY-MM-DD' */
  fin: string;
};

export type PassReservationRow = {
  id: number;
  ayantDroitId: number;
  sessionId: number;
  subscriptionId: number;
  createdAt: string;
};

/** A coach's edit of one session's address and comment (the session id is the row's id). */
export type PassSessionEditRow = {
  id: number;
  adresse: string;
  codePostal: string;
  ville: string;
  commentaire: string;
};

/** The PASS tables a journey changes (seeded by pass-state-seed.ts). */
export type PassMutableTables = {
  passAyantsDroits: PassAyantDroitRow[];
  passSubscriptions: PassSubscriptionRow[];
  passReservations: PassReservationRow[];
  passSessionEdits: PassSessionEditRow[];
};
