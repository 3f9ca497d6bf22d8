import { attestationToSend } from '../rules/questionnaire';
import { detailsSchema } from './details-schema';
import { atTheClubPaymentMethodId, onlineInOneGo, type OrderParts } from './order-payload';
import type { WizardModel } from './use-wizard-model';

/** The order's parts once every step before the last is valid; undefined otherwise. */
export function orderPartsOf(model: WizardModel): OrderParts | undefined {
  const { basket, price, licence, amount } = model;
  const details = detailsSchema.safeParse(basket.profileDetails);
  if (!details.success || !price || !licence || amount === undefined) return undefined;
  const club = basket.signinMethod === 'GoClub';
  const paymentMethodId = club
    ? atTheClubPaymentMethodId
    : (model.paymentOption?.paymentMethod.id ?? (amount === 0 ? onlineInOneGo : undefined));
  if (paymentMethodId === undefined) return undefined;
  return {
    basket,
    details: details.data,
    price,
    licence,
    promo: model.promo,
    session: model.session,
    paymentMethodId,
    amount,
    healthAttestation: club
      ? false
      : attestationToSend(model.healthIds, model.health.answers, model.health.attested),
  };
}
