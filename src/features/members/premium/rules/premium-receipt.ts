import { paths } from '@/shared/config/paths';
import type { NewPaymentReceipt } from '@/shared/orders/payment-receipt';
import { premiumPackPrice } from './premium-price';

/** The federation's own logo: the pack is its licence, sold by no club. */
const productLogo = '/images/logo.svg';

/**
 * The receipt of a premium pack leaving for the payment provider (issue 34;
 * src/shared/orders/payment-receipt.ts): 25 € in one payment (docs/spec/administration.md 9). A
 * signed-in member pays again from the home's block; a visitor, whose account the purchase has
 * just created, signs in first.
 */
export function premiumReceipt({
  productName,
  member,
  profileId,
}: {
  productName: string;
  member: { firstname: string; lastname: string };
  profileId: number | undefined;
}): NewPaymentReceipt {
  return {
    clubTitle: productName,
    clubLogoUrl: productLogo,
    activity: `Pack PREMIUM ${productName}`,
    member: `${member.firstname} ${member.lastname}`,
    total: premiumPackPrice,
    today: premiumPackPrice,
    schedule: [],
    profileId,
    payAgain:
      profileId === undefined
        ? { place: 'sign-in', path: paths.profile }
        : { place: 'premium', path: paths.home(profileId) },
  };
}
