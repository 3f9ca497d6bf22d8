import type { PassSubscription } from '../../api/get-pass-account';
import { nounFor } from '@/shared/lib/french';

/** An offer without a count: nombreJetons -1 (or 0 in the offers list) or the jeton flag 'N'. */
export function isUnlimited(offer: { nombreJetons: number; jeton?: string }): boolean {
  return offer.nombreJetons === -1 || offer.nombreJetons === 0 || offer.jeton === 'N';
}

/** 'YYYY-MM-DD' end dates compare as text; an offer without end date does not end. */
export function hasNotEnded(end: string | null, today: string): boolean {
  return end === null || end >= today;
}

/**
 * docs/spec/members-area.md 4: subscriptions of the selected club whose end date is not past and which
 * are unlimited or have credit above 0.
 */
export function usableSubscriptions(
  subscriptions: readonly PassSubscription[],
  clubId: number,
  today: string,
): PassSubscription[] {
  return subscriptions.filter(
    (subscription) =>
      subscription.clubId === clubId &&
      hasNotEnded(subscription.fin, today) &&
      (isUnlimited(subscription) || subscription.credit > 0),
  );
}

/** 'N/M jetons', or 'À volonté' for an unlimited offer (Mon compte, Mes offres). */
export function creditLabel(subscription: PassSubscription): string {
  if (isUnlimited(subscription)) return 'À volonté';
  return `${subscription.credit}/${subscription.nombreJetons} ${nounFor(subscription.nombreJetons, 'jeton')}`;
}
