import type { LicenceOption } from '../api/get-licence-options';
import type { OfferPrice } from '../api/get-offers';
import type { OrderPayload } from '../api/order-payload-schema';
import type { PaymentOption } from '../api/get-payment-options';
import type { Promo } from '../api/promo';
import type { Session } from '../api/session';
import type { NewCartItem } from '../cart/cart-item';
import { announcedFees, type PriceInput } from '../rules/amounts';
import type { Basket } from './basket';
import type { ValidDetails } from './details-schema';

/** Paid at the club: pre-registrations carry paymentMethodId 0 (section 4). */
export const atTheClubPaymentMethodId = 0;
/** Online in one payment: what a free order carries when no option was offered. */
export const onlineInOneGo = 1;

export type OrderParts = {
  basket: Basket;
  details: ValidDetails;
  price: OfferPrice;
  licence: LicenceOption;
  promo: Promo | null;
  session: Session | undefined;
  paymentMethodId: number;
  amount: number;
  /** Every health answer NO and attested; the answers themselves never leave the browser. */
  healthAttestation: boolean;
};

export function orderPayload(parts: OrderParts): OrderPayload {
  const { basket, details, price, licence, promo, session } = parts;
  return {
    profileId: basket.profileId,
    // A profile is its own member record in this portal.
    memberId: basket.profileId,
    activityCategoryPriceId: price.priceId,
    licenseLevelId: licence.licenseLevelId,
    reservation: session
      ? { id: null, person: basket.profileId, seance: session.id, reservationDate: session.date }
      : null,
    promo,
    paymentMethodId: parts.paymentMethodId,
    profileDetails: details,
    amount: parts.amount,
    healthAttestation: parts.healthAttestation,
  };
}

export type CartParts = OrderParts & {
  activityTitle: string;
  categoryTitle: string;
  registrationWithoutValidation: boolean;
  paymentOption: PaymentOption | undefined;
  /** The money model's input the wizard priced with (docs/adr/0014-one-money-model.md). */
  pricing: PriceInput;
};

/** The cart keeps the payload plus what its card shows and its price check needs. */
export function cartItemOf(parts: CartParts): NewCartItem {
  const { basket, price, licence, paymentOption } = parts;
  return {
    order: orderPayload(parts),
    clubId: basket.clubId,
    activityId: basket.activityId,
    categoryId: basket.categoryId,
    seasonId: price.seasonId,
    activityTitle: parts.activityTitle,
    categoryTitle: parts.categoryTitle,
    priceName: price.priceName,
    initialPriceAmount: price.initialPriceAmount,
    licenseLevelTitle: licence.licenseLevelTitle,
    discountAmount: price.discount.amount,
    discountDroitClubAmount: price.discountDroitClub.amount,
    priceReasons: {
      discount: price.discount.reason ?? null,
      clubRight: price.discountDroitClub.reason ?? null,
    },
    transactionFees: announcedFees(paymentOption),
    pricing: parts.pricing,
    registrationWithoutValidation: parts.registrationWithoutValidation,
    firstname: parts.details.firstname,
    lastname: parts.details.lastname,
  };
}
