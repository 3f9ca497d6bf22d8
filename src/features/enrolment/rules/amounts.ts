import { formatEuros } from '@/shared/lib/money';
import type { Membership } from '@/shared/session/schemas';
import type { PaymentOption } from '../api/get-payment-options';

export const licenceLevels = { premium: 1, access: 2, event: 3 } as const;

/** Euro amounts keep 2 decimals; EPSILON keeps 1.005 from rounding down to 1.00. */
export function roundToCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

export type PriceInput = {
  initialPrice: number;
  /** discount.amount of the offer. */
  discount: number;
  /** discountDroitClub.amount of the offer (club-right deduction). */
  clubRightDiscount: number;
  /** The promo's discountPercentage, 0 without a promo. */
  promoPercentage: number;
  /** Level 1 amount minus level 2 amount when the upgrade case applies, else null. */
  licenceUpgrade: number | null;
  /**
   * The chosen licence's own amount when it is not the one included in the price ('- inclue'
   * is 0): a better licence than the category's costs its supplement. Unused in the upgrade
   * case, whose formula already adds the licence.
   */
  licenceSupplement?: number;
};

/**
 * The upgrade case (section 6): the member already holds an access (level 2) licence in the
 * season and enrols in a category requiring licence level 2.
 */
export function holdsAccessLicence(memberships: readonly Membership[], seasonId: number): boolean {
  return memberships.some(
    (membership) =>
      membership.season.id === seasonId &&
      membership.license?.licenseLevel.level === licenceLevels.access,
  );
}

export function licenceUpgrade(
  holdsAccess: boolean,
  categoryLicenceLevel: number,
  levelAmounts: ReadonlyArray<{ level: number; amount: number }>,
): number | null {
  if (!holdsAccess || categoryLicenceLevel !== licenceLevels.access) return null;
  const amountOf = (level: number) => levelAmounts.find((entry) => entry.level === level)?.amount;
  const premium = amountOf(licenceLevels.premium);
  const access = amountOf(licenceLevels.access);
  if (premium === undefined || access === undefined) return null;
  return roundToCents(premium - access);
}

/**
 * Section 9: with the upgrade, base = initial price + (level 1 - level 2) - club-right discount;
 * otherwise base = initial price - club-right discount - discount.
 */
export function baseAmount(input: PriceInput): number {
  if (input.licenceUpgrade !== null) {
    return roundToCents(input.initialPrice + input.licenceUpgrade - input.clubRightDiscount);
  }
  return roundToCents(
    input.initialPrice + (input.licenceSupplement ?? 0) - input.clubRightDiscount - input.discount,
  );
}

/** The promo reduces the base by discountPercentage percent. */
export function promoAmount(input: PriceInput): number {
  return roundToCents((baseAmount(input) * input.promoPercentage) / 100);
}

/** Difference = initial price - (base - promo): positive is a reduction, negative an increase. */
export function amountDifference(input: PriceInput): number {
  return roundToCents(input.initialPrice - (baseAmount(input) - promoAmount(input)));
}

/**
 * The amount sent: initial price minus discounts (or with the licence added for access
 * members, or a chosen licence's supplement), never below 0.
 */
export function amountToSend(input: PriceInput): number {
  return Math.max(0, roundToCents(baseAmount(input) - promoAmount(input)));
}

/** Section 9's messages; zero shows nothing. */
export function differenceMessage(difference: number): string | null {
  if (difference > 0) {
    return `Vous bénéficiez d'une réduction de ${formatEuros(difference)} pour cette activité:`;
  }
  if (difference < 0) {
    return `Il y a une augmentation de ${formatEuros(-difference)} pour cette activité:`;
  }
  return null;
}

/** Payment fees = the sum of fee amounts over the schedule. */
export function paymentFees(option: PaymentOption): number {
  return roundToCents(option.transactionsSchedule.reduce((sum, entry) => sum + entry.feeAmount, 0));
}

/** The club absorbs fees when the total charged over the schedule is at least the option's total. */
export function clubAbsorbsFees(option: PaymentOption): boolean {
  const charged = option.transactionsSchedule.reduce((sum, entry) => sum + entry.chargedAmount, 0);
  return roundToCents(charged) >= roundToCents(option.totalAmount);
}

/** What the member pays: the amount, plus the fees unless the club absorbs them. */
export function totalToPay(amount: number, option: PaymentOption | undefined): number {
  if (!option || clubAbsorbsFees(option)) return roundToCents(amount);
  return roundToCents(amount + paymentFees(option));
}
