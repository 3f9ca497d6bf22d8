import { formatDate } from '@/shared/lib/dates';
import { countOf } from '@/shared/lib/french';
import type { PassSubscription } from '../../api/get-pass-account';
import { isUnlimited } from '../../account/rules/usable-offers';
import type { PassSession } from '../../api/pass-session';
import { sessionStart } from './session-time';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

export const bookingMessages = {
  full: 'Cette séance est complète.',
  noOffer: "Vous devez disposer d'une offre compatible pour réserver cette séance.",
  noPremium:
    'Une licence PREMIUM est nécessaire pour réserver une séance PASS (conditions d’utilisation).',
  windowOpensAt: (date: string) => `Vous pourrez réserver cette séance à partir du ${date}`,
  tooLateToCancel: (hours: number) =>
    `Vous ne pouvez plus annuler une réservation moins de ${countOf(hours, 'heure')} avant la séance.`,
  past: 'Cette séance est déjà passée.',
} as const;

/** 'dd/MM/yyyy à HH:mm', the form of every PASS date-time in messages. */
export function dateTimeText(date: Date): string {
  return `${formatDate(date)} à ${formatDate(date, 'HH:mm')}`;
}

export type ClubSettings = {
  nbJoursPossibleReservation: number;
  nbHeuresCarrenceAnnulation: number;
};

/** The booking window opens nbJoursPossibleReservation days before the session starts. */
export function bookingOpensAt(
  session: Pick<PassSession, 'day' | 'start'>,
  club: ClubSettings,
): Date {
  return new Date(sessionStart(session).getTime() - club.nbJoursPossibleReservation * dayMs);
}

/** The last moment a booking may be cancelled: nbHeuresCarrenceAnnulation hours before. */
export function cancellationDeadline(
  session: Pick<PassSession, 'day' | 'start'>,
  club: ClubSettings,
): Date {
  return new Date(sessionStart(session).getTime() - club.nbHeuresCarrenceAnnulation * hourMs);
}

export type BookingDecision =
  | { kind: 'bookable'; subscription: PassSubscription; cancelUntil: Date }
  | { kind: 'refused'; message: string };

/**
 * docs/spec/members-area.md 4: a member can book only with a compatible offer, free places, not booked
 * already, inside the booking window; the terms add the premium licence. The first failing rule
 * gives its message (section 8).
 */
export function bookingDecision(input: {
  session: Pick<PassSession, 'day' | 'start' | 'places'>;
  club: ClubSettings;
  compatible: PassSubscription | undefined;
  premium: boolean;
  now: Date;
}): BookingDecision {
  const { session, club, compatible, premium, now } = input;
  if (sessionStart(session).getTime() <= now.getTime()) return refused(bookingMessages.past);
  if (session.places === 0) return refused(bookingMessages.full);
  const opens = bookingOpensAt(session, club);
  if (now.getTime() < opens.getTime()) {
    return refused(bookingMessages.windowOpensAt(dateTimeText(opens)));
  }
  if (!premium) return refused(bookingMessages.noPremium);
  if (!compatible) return refused(bookingMessages.noOffer);
  return {
    kind: 'bookable',
    subscription: compatible,
    cancelUntil: cancellationDeadline(session, club),
  };
}

/** Cancelling is allowed only if the session starts more than nbHeuresCarrenceAnnulation hours from now. */
export function canCancel(
  session: Pick<PassSession, 'day' | 'start'>,
  club: ClubSettings,
  now: Date,
): boolean {
  return sessionStart(session).getTime() - now.getTime() > club.nbHeuresCarrenceAnnulation * hourMs;
}

/**
 * What the session's dialog says about cancelling: the deadline while it is ahead, never a
 * deadline gone by. Past it, a booking says the spec's refusal (docs/spec/members-area.md 8), and a session
 * not yet booked that it could not be cancelled once booked.
 */
export function cancellationText(
  session: Pick<PassSession, 'day' | 'start'>,
  club: ClubSettings,
  now: Date,
  booked: boolean,
): string {
  if (canCancel(session, club, now)) {
    return `Annulation possible jusqu'au ${dateTimeText(cancellationDeadline(session, club))}.`;
  }
  const hours = club.nbHeuresCarrenceAnnulation;
  return booked
    ? bookingMessages.tooLateToCancel(hours)
    : `Une fois réservée, cette séance ne pourra pas être annulée : elle commence dans moins de ${countOf(hours, 'heure')}.`;
}

function refused(message: string): BookingDecision {
  return { kind: 'refused', message };
}

/**
 * What 'Annuler la réservation' asks before it cancels (issue 34: nothing was asked), and
 * whether the credit comes back. Cancelling is offered only before the deadline, where the
 * server gives a credit-based offer its jeton back; `subscription` is the offer the session was
 * booked with, as the dialog named it ('Réservation avec : …').
 */
export function cancellationQuestion(subscription: PassSubscription | undefined): string {
  const question = 'Voulez-vous vraiment annuler cette réservation ?';
  if (!subscription) return question;
  return isUnlimited(subscription)
    ? `${question} Votre offre ${subscription.nom} est à volonté : aucun jeton n'est en jeu.`
    : `${question} Le jeton de cette séance sera rendu à votre offre ${subscription.nom}.`;
}
