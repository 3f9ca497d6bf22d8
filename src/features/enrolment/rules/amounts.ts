import { formatEuros } from '@/shared/lib/money';
import type { Membership } from '@/shared/session/schemas';
import {
  announcedFees,
  priceBreakdown,
  priceDifference,
  roundToCents,
  totalToPay as addFees,
  type PriceInput,
} from '@/shared/lib/money-model';
import type { OfferPrice } from '../api/get-offers';
import type { PaymentOption } from '../api/get-payment-options';
import type { Promo } from '../api/promo';

export {
  announcedFees,
  clubAbsorbsFees,
  paymentFees,
  priceBreakdown,
  roundToCents,
  type PriceBreakdown,
  type PriceInput,
} from '@/shared/lib/money-model';

export const licenceLevels = { premium: 1, access: 2, event: 3 } as const;

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
 * The money model's input for what the wizard shows: the chosen price, the club's promo, the
 * upgrade case or the chosen licence's own amount (docs/adr/0014-one-money-model.md).
 */
export function wizardPriceInput(parts: {
  price: Pick<OfferPrice, 'initialPriceAmount' | 'discount' | 'discountDroitClub'>;
  promo: Pick<Promo, 'discountPercentage'> | null;
  upgrade: number | null;
  licenceAmount: number | undefined;
}): PriceInput {
  return {
    initialPrice: parts.price.initialPriceAmount,
    discount: parts.price.discount.amount,
    clubRightDiscount: parts.price.discountDroitClub.amount,
    promoPercentage: parts.promo?.discountPercentage ?? 0,
    licenceUpgrade: parts.upgrade,
    licenceSupplement: parts.upgrade === null ? (parts.licenceAmount ?? 0) : 0,
  };
}

/** Section 9's base (docs/adr/0014-one-money-model.md). */
export function baseAmount(input: PriceInput): number {
  return priceBreakdown(input).base;
}

/** The promo reduces the base by discountPercentage percent. */
export function promoAmount(input: PriceInput): number {
  return priceBreakdown(input).promo;
}

/** Difference = initial price - (base - promo): positive is a reduction, negative an increase. */
export function amountDifference(input: PriceInput): number {
  return priceDifference(priceBreakdown(input));
}

/**
 * The amount sent: initial price minus discounts and the promo (or with the licence added for
 * access members, or a chosen licence's supplement), never below 0.
 */
export function amountToSend(input: PriceInput): number {
  return priceBreakdown(input).amount;
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

/** What the member pays: the amount, plus the option's fees unless the club absorbs them. */
export function totalToPay(amount: number, option: PaymentOption | undefined): number {
  return addFees(amount, announcedFees(option));
}

/**
 * What the checkout takes on the day of payment: the schedule's first instalment when the
 * option splits the payment, else the whole total (issue 34: 168,57 € 'en 3 fois' did not say
 * that 56,19 € is taken today).
 */
export function chargedToday(amount: number, option: PaymentOption | undefined): number {
  const first = option?.transactionsSchedule[0];
  return first ? first.totalAmount : totalToPay(amount, option);
}
