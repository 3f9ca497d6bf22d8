import type { MockDb } from '../../db/types';
import { localToday } from '../../db/pass/pass-calendar';
import type { MockPassSession } from '../../db/pass/pass-sessions';
import type { PassOfferRow, PassSubscriptionRow } from '../../db/pass/pass-types';

/**
 * The server's own rules (a real PASS server keeps them whatever the portal shows): the mock
 * refuses what the portal should not have offered.
 */
export function sessionStart(session: MockPassSession): Date {
  const [year = 0, month = 1, day = 1] = session.day.split('-').map(Number);
  const [hours = 0, minutes = 0] = session.schedule.start.split(':').map(Number);
  return new Date(year, month - 1, day, hours, minutes);
}

export function offerCoversSession(
  offer: Readonly<PassOfferRow>,
  session: MockPassSession,
): boolean {
  if (offer.clubId !== session.schedule.clubId || !offer.actif) return false;
  if (session.schedule.offreId !== -1 && session.schedule.offreId !== offer.offreId) return false;
  return offer.activiteIds.includes(session.schedule.activiteId);
}

/**
 * The subscription that pays for a booking: a usable one (not ended, unlimited or with credits
 * left) whose offer covers the session; an unlimited one first, then the one ending soonest.
 */
export function payingSubscription(
  db: MockDb,
  ayantDroitId: number,
  session: MockPassSession,
  now: Date,
): { subscription: PassSubscriptionRow; offer: Readonly<PassOfferRow> } | undefined {
  const today = localToday(now);
  const candidates = db.passSubscriptions
    .filter((row) => row.ayantDroitId === ayantDroitId && row.fin >= today)
    .map((subscription) => ({
      subscription,
      offer: db.passCatalogue.offers.find((row) => row.offreId === subscription.offreId),
    }))
    .filter(
      (item): item is { subscription: PassSubscriptionRow; offer: Readonly<PassOfferRow> } =>
        item.offer !== undefined &&
        item.offer.dateFin >= today &&
        offerCoversSession(item.offer, session) &&
        (item.offer.nombreJetons === -1 || item.subscription.credit > 0),
    )
    .sort(
      (x, y) =>
        Number(y.offer.nombreJetons === -1) - Number(x.offer.nombreJetons === -1) ||
        x.subscription.fin.localeCompare(y.subscription.fin),
    );
  return candidates[0];
}

/** 'dd/MM/yyyy à HH:mm', as the portal writes dates. */
export function frenchDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} à ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
