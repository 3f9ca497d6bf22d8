import type { HttpHandler } from 'msw';
import {
  instalmentsOfCheckout,
  instalmentsOfPlan,
  recordPaymentSchedule,
} from '../../db/registrations/checkout-schedule';
import { categoryIdOfPrice, findCategory, hasRoomFor } from '../../db/catalogue';
import { grantPremium } from '../../db/members/premium-licence';
import { updateMockDb } from '../../db/mock-db';
import type { CheckoutRow, MockDb } from '../../db/types';
import { type CheckoutAnswer } from '../../checkout/checkout-contract';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { payOrder, registerOfflineMembers } from './effects';
import { enrolmentMessages } from './messages';

export { providerBasePath } from '../../checkout/checkout-contract';

/** The instalments a payment of this checkout records, the first one taken on `paidOn`. */
function instalmentsOf(checkout: CheckoutRow, paidOn: Date) {
  return checkout.plan
    ? instalmentsOfPlan(checkout.plan, paidOn)
    : instalmentsOfCheckout(checkout.amountCents, checkout.instalments, paidOn);
}

function checkoutAnswer(checkout: CheckoutRow): CheckoutAnswer {
  const { id, status, itemName, amountCents, instalments, payerName, backUrl } = checkout;
  const first = instalmentsOf(checkout, new Date())[0];
  const todayCents = first ? Math.round(first.expectedAmount * 100) : amountCents;
  return { id, status, itemName, amountCents, instalments, todayCents, payerName, backUrl };
}

/** Still room for what the checkout sells (someone may have taken the last place meanwhile). */
function stillRoom(db: MockDb, checkout: CheckoutRow): boolean {
  if (checkout.premiumProfileId) return true; // a licence, not a place
  if (checkout.orderId !== null) {
    const order = db.orders.find((item) => item.id === checkout.orderId);
    const category = order && findCategory(db, categoryIdOfPrice(order.categoryPriceId));
    return category ? hasRoomFor(db, category, 1) : false;
  }
  const members = db.offlineMembers.filter((member) =>
    checkout.offlineMemberIds.includes(member.id),
  );
  const category = members[0] && findCategory(db, members[0].categoryId);
  return category ? hasRoomFor(db, category, members.length) : false;
}

/**
 * The card payment provider's side, used by the checkout page (src/mocks/checkout): read a
 * checkout, pay it (the order is paid or the visitors registered) or make it fail.
 */
export function providerHandlers(route: MockRouter, respond: Respond): HttpHandler[] {
  const open = (db: MockDb, id: number) => db.checkouts.find((item) => item.id === id);

  return [
    route.thirdParty('GET', '/checkouts/:id', ({ db, params }) => {
      const checkout = open(db, numberParam(params, 'id'));
      if (!checkout) return errorResponse(404, enrolmentMessages.checkoutNotFound);
      return respond(checkoutAnswer(checkout));
    }),

    route.thirdParty('POST', '/checkouts/:id/pay', ({ db, params }) => {
      const checkout = open(db, numberParam(params, 'id'));
      if (!checkout) return errorResponse(404, enrolmentMessages.checkoutNotFound);
      if (checkout.status === 'PAID') return errorResponse(409, enrolmentMessages.alreadyPaid);
      const order = db.orders.find((item) => item.id === checkout.orderId);
      if (order && order.status !== 'PENDING_PAYMENT') {
        return errorResponse(409, enrolmentMessages.notPayable);
      }
      const paid = stillRoom(db, checkout);
      updateMockDb((live) => {
        const row = open(live, checkout.id);
        if (!row) return;
        row.status = paid ? 'PAID' : 'FAILED';
        if (!paid) return;
        const liveOrder = live.orders.find((item) => item.id === row.orderId);
        if (liveOrder) {
          const membership = payOrder(live, liveOrder);
          recordPaymentSchedule(live, membership.id, instalmentsOf(row, new Date()));
        }
        registerOfflineMembers(live, row.offlineMemberIds);
        if (row.premiumProfileId) grantPremium(live, row.premiumProfileId);
      });
      return respond({ redirectUrl: paid ? checkout.returnUrl : checkout.errorUrl });
    }),

    route.thirdParty('POST', '/checkouts/:id/fail', ({ db, params }) => {
      const checkout = open(db, numberParam(params, 'id'));
      if (!checkout) return errorResponse(404, enrolmentMessages.checkoutNotFound);
      if (checkout.status === 'PAID') return errorResponse(409, enrolmentMessages.alreadyPaid);
      updateMockDb((live) => {
        const row = open(live, checkout.id);
        if (row) row.status = 'FAILED';
      });
      return respond({ redirectUrl: checkout.errorUrl });
    }),
  ];
}
