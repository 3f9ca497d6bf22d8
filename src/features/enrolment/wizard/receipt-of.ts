import { paths } from '@/shared/config/paths';
import type { NewPaymentReceipt } from '@/shared/orders/payment-receipt';
import { returnsToActivity } from '@/shared/session/rules/profile-loading';
import { seasonTitleOf } from '@/shared/session/rules/seasons';
import type { Membership } from '@/shared/session/schemas';
import { receiptMoney } from '../rules/receipt-money';
import type { WizardModel } from './use-wizard-model';

type ReceiptFacts = {
  club: { title: string; logoUrl: string | null } | undefined;
  activity: { id: number; title: string };
  categoryTitle: string;
  member: {
    id: number;
    firstname: string;
    lastname: string;
    memberships: readonly Membership[];
  };
  /** The profile whose space the member is in: the result page opens inside it. */
  spaceProfileId: number | undefined;
  now: Date;
};

/**
 * What the result page shows of a payment the wizard hands to the provider
 * (src/shared/orders/payment-receipt.ts): what, for whom, how much today and later, whether
 * the member comes back to an activity of an earlier season, and where to pay again.
 */
export function receiptOf(
  model: Pick<WizardModel, 'amount' | 'paymentOption' | 'seasons'>,
  { club, activity, categoryTitle, member, spaceProfileId, now }: ReceiptFacts,
): NewPaymentReceipt {
  const amount = model.amount ?? 0;
  const currentTitle = model.seasons.current?.title ?? seasonTitleOf(now);
  return {
    clubTitle: club?.title ?? '',
    clubLogoUrl: club?.logoUrl ?? null,
    activity: `${activity.title} – ${categoryTitle}`,
    member: `${member.firstname} ${member.lastname}`,
    ...receiptMoney(amount, model.paymentOption),
    renewal: returnsToActivity(member.memberships, activity.id, currentTitle),
    profileId: spaceProfileId,
    // The order waits in the enrolled person's Mes inscriptions, with its 'Paiement'.
    payAgain: { place: 'request', path: paths.registrations(member.id) },
  };
}
