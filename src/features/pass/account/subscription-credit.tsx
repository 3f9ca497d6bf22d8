import type { PassSubscription } from '../api/get-pass-account';
import { useGetLastKnownCreditQuery } from '../api/get-last-known-credit';
import { creditLabel, isUnlimited } from './rules/usable-offers';

/** 'N/M jetons' with N the last known credit (the login's credit until it answers), or 'À volonté'. */
export function SubscriptionCredit({ subscription }: { subscription: PassSubscription }) {
  const unlimited = isUnlimited(subscription);
  const lastKnown = useGetLastKnownCreditQuery(subscription.id, { skip: unlimited });
  const credit = lastKnown.currentData ?? subscription.credit;
  return (
    <span className="pass-subscription__credit">{creditLabel({ ...subscription, credit })}</span>
  );
}
