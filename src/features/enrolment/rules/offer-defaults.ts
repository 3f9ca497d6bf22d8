import type { LicenceOption } from '../api/get-licence-options';
import type { OfferPrice } from '../api/get-offers';
import type { PaymentOption } from '../api/get-payment-options';

/** Price default: the price flagged default is preselected after offers load. */
export function defaultPrice(prices: readonly OfferPrice[]): OfferPrice | undefined {
  return prices.find((price) => price.default);
}

/** Payment options are sorted by payment method id ascending. */
export function sortPaymentOptions(options: readonly PaymentOption[]): PaymentOption[] {
  return [...options].sort((a, b) => a.paymentMethod.id - b.paymentMethod.id);
}

/** ...and the first is preselected. */
export function defaultPaymentOption(options: readonly PaymentOption[]): PaymentOption | undefined {
  return sortPaymentOptions(options)[0];
}

/** The first suggested licence level is preselected. */
export function defaultLicenceLevelId(options: readonly LicenceOption[]): number | undefined {
  return options[0]?.licenseLevelId;
}
