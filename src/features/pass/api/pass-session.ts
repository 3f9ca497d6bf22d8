/**
 * One session as the screens use it, whichever call it came from (the month listing or the
 * session by id): the two answers name the same facts differently.
 */
export type PassSession = {
  id: number;
  clubId: number;
  activiteId: number | null;
  activityName: string;
  image: string | null;
  description: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'HH:mm' */
  start: string;
  end: string;
  /** Places left: -1 unlimited, 0 full. */
  places: number;
  bookings: number;
  coachId: number | null;
  adresse: string;
  codePostal: string;
  ville: string;
  commentaire: string;
  /** -1: every offer of the activity. */
  offreId: number;
};

/** The address fields a coach edits, and the live 'sessionUpdated' event carries. */
export type SessionAddress = Pick<PassSession, 'adresse' | 'codePostal' | 'ville' | 'commentaire'>;
