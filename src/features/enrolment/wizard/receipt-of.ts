import type { PaymentReceipt } from '@/shared/orders/payment-receipt';
import { returnsToActivity } from '@/shared/session/rules/profile-loading';
import { seasonTitleOf } from '@/shared/session/rules/seasons';
import type { Membership } from '@/shared/session/schemas';
import { chargedToday, totalToPay } from '../rules/amounts';
import type { WizardModel } from './use-wizard-model';

type ReceiptFacts = {
  club: { title: string; logoUrl: string | null } | undefined;
  activity: { id: number; title: string };
  categoryTitle: string;
  member: { firstname: string; lastname: string; memberships: readonly Membership[] };
  now: Date;
};

/**
 * What the result page shows of a payment the wizard hands to the provider
 * (src/shared/orders/payment-receipt.ts): what, for whom, how much today and later, and whether
 * the member comes back to an activity of an earlier season.
 */
export function receiptOf(
  model: Pick<WizardModel, 'amount' | 'paymentOption' | 'seasons'>,
  { club, activity, categoryTitle, member, now }: ReceiptFacts,
): Omit<PaymentReceipt, 'savedAt'> {
  const amount = model.amount ?? 0;
  const currentTitle = model.seasons.current?.title ?? seasonTitleOf(now);
  return {
    clubTitle: club?.title ?? '',
    clubLogoUrl: club?.logoUrl ?? null,
    activity: `${activity.title} – ${categoryTitle}`,
    member: `${member.firstname} ${member.lastname}`,
    total: totalToPay(amount, model.paymentOption),
    today: chargedToday(amount, model.paymentOption),
    schedule: (model.paymentOption?.transactionsSchedule ?? []).map((entry) => ({
      date: entry.date,
      amount: entry.totalAmount,
    })),
    renewal: returnsToActivity(member.memberships, activity.id, currentTitle),
  };
}
