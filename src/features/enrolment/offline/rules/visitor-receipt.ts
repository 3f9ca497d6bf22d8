import { paths } from '@/shared/config/paths';
import type { ClubDetails } from '@/shared/clubs/get-club-details';
import type { NewPaymentReceipt } from '@/shared/orders/payment-receipt';
import type { OfflineTarget } from './offline-registration';

/**
 * The receipt of a registration without an account leaving for the payment provider (issue 34;
 * src/shared/orders/payment-receipt.ts): the price the checkout is asked for, in one payment
 * (docs/spec/enrolment.md 7, payment link request). Nothing is saved before it is paid, so the
 * way back is the activity's page.
 */
export function visitorReceipt(
  member: { firstname: string; lastname: string },
  target: OfflineTarget,
  club: Pick<ClubDetails, 'title' | 'logoUrl'> | undefined,
): NewPaymentReceipt {
  return {
    clubTitle: club?.title ?? '',
    clubLogoUrl: club?.logoUrl ?? null,
    activity: `${target.activityTitle} – ${target.categoryTitle}`,
    member: `${member.firstname} ${member.lastname}`,
    total: target.amount,
    today: target.amount,
    schedule: [],
    payAgain: {
      place: 'registration',
      path: paths.publicActivity(target.clubId, target.activityId),
    },
  };
}
