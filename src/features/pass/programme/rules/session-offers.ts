import type { PassOffer } from '../../api/get-offers';
import type { PassSubscription } from '../../api/get-pass-account';
import type { PassSession } from '../../api/pass-session';
import { hasNotEnded, isUnlimited } from '../../account/rules/usable-offers';
import { compareCodeUnits } from '@/shared/lib/french-order';

/**
 * docs/spec/members-area.md 4: a session's offers (those of its activity, or its one offer when offreID
 * is not -1) are kept only if the end date is not past and the offer is active, sorted by price.
 */
export function sessionOffers(
  offers: readonly PassOffer[],
  session: Pick<PassSession, 'offreId'>,
  today: string,
): PassOffer[] {
  return offers
    .filter((offer) => session.offreId === -1 || offer.id === session.offreId)
    .filter((offer) => offer.actif && hasNotEnded(offer.dateFin, today))
    .sort((a, b) => a.prix - b.prix);
}

/**
 * The member's usable subscription that the booking will use: one whose offer is among the
 * session's offers; unlimited first, then the one ending soonest (the server's choice too,
 * docs/api.md). undefined: no compatible offer.
 */
export function compatibleSubscription(
  usable: readonly PassSubscription[],
  offers: readonly PassOffer[],
): PassSubscription | undefined {
  const ids = new Set(offers.map((offer) => offer.id));
  return usable
    .filter((subscription) => ids.has(subscription.offerId))
    .sort(
      (a, b) =>
        Number(isUnlimited(b)) - Number(isUnlimited(a)) ||
        compareCodeUnits(a.fin ?? '9999', b.fin ?? '9999'),
    )[0];
}
