import type { AppDispatch } from '../store/store';
import { readClubPaymentAccount } from './club-payment-account';
import { orderCalls } from './order-calls';

/** Who pays: the names the payment provider shows. */
export type Payer = { firstName: string; lastName: string };

/** A confirmed order to pay, and the club whose own provider account picks the link's variant. */
export type OrderPayment = { orderId: number; clubId: number; payer: Payer };

/**
 * The payment link of a confirmed order (enrolment.md 7): the checkout's last step in the wizard
 * and the cart, and 'Paiement' in Mes inscriptions (members-area.md 2). 'FULL' or null are for
 * the caller to tell (followPaymentLink, paymentLinkMessages).
 */
export async function paymentLinkOf(
  dispatch: AppDispatch,
  { orderId, clubId, payer }: OrderPayment,
  silent?: boolean,
): Promise<string | null> {
  const club = await readClubPaymentAccount(dispatch, clubId);
  const { link } = await orderCalls.getOrderPaymentLink(
    dispatch,
    { orderId, firstName: payer.firstName, lastName: payer.lastName },
    Boolean(club.parametersClub.helloassoClubSlug),
    silent,
  );
  return link;
}
