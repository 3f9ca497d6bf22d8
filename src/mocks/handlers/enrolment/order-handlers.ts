import type { HttpHandler } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import {
  activityIdOfCategory,
  categoryIdOfPrice,
  clubIdOfActivity,
  findActivity,
  findCategory,
  findClub,
  findPrice,
  isFull,
} from '../../db/catalogue';
import { updateMockDb } from '../../db/mock-db';
import type { MockDb, OrderRow } from '../../db/types';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter, type SignedInContext } from '../router';
import { activeOrderStatuses } from '../views/order-view';
import { createCheckout, nextId, nowIso, payOrder } from './effects';
import { enrolmentMessages } from './messages';
import {
  orderPayloadBody,
  orderPaymentLinkBody,
  type OrderPayloadBody as OrderPayload,
} from './order-bodies';
import { jsonBody } from './query';
import { todayDate } from './rules/days';
import { orderSchedule } from './rules/payment-options';
import { toCents } from '@/shared/lib/money';
import { checkoutPagePath as checkoutPath } from '../../checkout/checkout-contract';

/** Where the provider sends the member back (the portal's payment result pages). */
export const paymentPages = {
  success: (origin: string) => `${origin}/payments/success`,
  error: (origin: string) => `${origin}/payments/error`,
  /** The payer left the provider's page without paying (its 'Retour'). */
  cancel: (origin: string) => `${origin}/payments/cancel`,
};

function priceContext(db: MockDb, priceId: number) {
  const price = findPrice(db, priceId);
  const category = price && findCategory(db, categoryIdOfPrice(price.id));
  const activity = category && findActivity(db, activityIdOfCategory(category.id));
  const club = activity && findClub(db, clubIdOfActivity(activity.id));
  return price && category && activity && club ? { price, category, activity, club } : undefined;
}

function alreadyMember(db: MockDb, profileId: number, categoryId: number, seasonId: number) {
  return db.memberships.some(
    (membership) =>
      membership.profileId === profileId &&
      membership.seasonId === seasonId &&
      membership.subscriptions.some((subscription) => subscription.categoryId === categoryId),
  );
}

type Checked =
  | { payload: OrderPayload; context: NonNullable<ReturnType<typeof priceContext>> }
  | { denied: Response };

/** The payload is valid, for one of the caller's profiles, on a price that exists. */
async function checkPayload(context: SignedInContext, productSlug: string): Promise<Checked> {
  const parsed = orderPayloadBody.safeParse(await jsonBody(context.request, productSlug));
  if (!parsed.success) return { denied: errorResponse(400, enrolmentMessages.badBody) };
  const access = ownProfile(context, parsed.data.profileId);
  if ('denied' in access) return { denied: access.denied };
  const found = priceContext(context.db, parsed.data.activityCategoryPriceId);
  if (!found) return { denied: errorResponse(404, enrolmentMessages.priceNotFound) };
  if (alreadyMember(context.db, parsed.data.profileId, found.category.id, found.price.seasonId)) {
    return { denied: errorResponse(409, enrolmentMessages.alreadyMember) };
  }
  return { payload: parsed.data, context: found };
}

function newOrder(db: MockDb, payload: OrderPayload, status: OrderRow['status']): OrderRow {
  const order: OrderRow = {
    id: nextId(db.orders, 9001),
    profileId: payload.profileId,
    createdAt: nowIso(),
    status,
    ePaymentMethodId: payload.paymentMethodId === 0 ? null : payload.paymentMethodId,
    categoryPriceId: payload.activityCategoryPriceId,
    licenseLevelId: payload.licenseLevelId,
    amount: payload.amount,
    promoId: payload.promo?.id ?? null,
    reservation: payload.reservation && {
      seanceId: payload.reservation.seance,
      reservationDate: payload.reservation.reservationDate,
    },
    confirmed: false,
  };
  db.orders.push(order);
  return order;
}

/** An order of one of the caller's profiles, or the answer that refuses it. */
function ownOrder(
  context: SignedInContext,
  orderId: number,
): { order: OrderRow } | { denied: Response } {
  const order = context.db.orders.find((item) => item.id === orderId);
  if (!order) return { denied: errorResponse(404, enrolmentMessages.orderNotFound) };
  const access = ownProfile(context, order.profileId);
  if ('denied' in access) return { denied: access.denied };
  return { order };
}

/** Orders, demands and their payment (docs/spec/enrolment.md 4 and 7). */
export function orderHandlers(
  route: MockRouter,
  respond: Respond,
  config: RuntimeConfig,
  origin: string,
): HttpHandler[] {
  const link = (value: string) => respond({ link: value });

  const paymentLink = (clubSlugRequired: boolean) => async (context: SignedInContext) => {
    const parsed = orderPaymentLinkBody.safeParse(
      await jsonBody(context.request, config.productSlug),
    );
    if (!parsed.success) return errorResponse(400, enrolmentMessages.badBody);
    const owned = ownOrder(context, parsed.data.orderId);
    if ('denied' in owned) return owned.denied;
    const { order } = owned;
    const found = priceContext(context.db, order.categoryPriceId);
    if (!found) return errorResponse(404, enrolmentMessages.priceNotFound);
    if (clubSlugRequired && !found.club.helloassoClubSlug) {
      return errorResponse(400, enrolmentMessages.noClubSlug);
    }
    if (order.status !== 'PENDING_PAYMENT') return errorResponse(409, enrolmentMessages.notPayable);
    if (isFull(context.db, found.category)) return link('FULL');
    const instalments = order.ePaymentMethodId ?? 1;
    // The option the member chose, fees included unless the club absorbs them: what the wizard
    // and the cart announced (docs/adr/0014-one-money-model.md).
    const plan = orderSchedule(order, found.price.amount, todayDate(), found.club.absorbsFees).map(
      (entry) => toCents(entry.totalAmount),
    );
    const checkout = updateMockDb((live) =>
      createCheckout(live, {
        itemName: `Adhésion ${found.activity.title} (${found.category.title})`,
        amountCents: plan.reduce((sum, cents) => sum + cents, 0),
        plan,
        instalments,
        payerName: `${parsed.data.firstName} ${parsed.data.lastName}`.trim(),
        returnUrl: paymentPages.success(origin),
        errorUrl: paymentPages.error(origin),
        backUrl: paymentPages.cancel(origin),
        orderId: order.id,
        offlineMemberIds: [],
      }),
    );
    return link(`${origin}${checkoutPath}/${checkout.id}`);
  };

  return [
    // No validation needed: the order waits for its payment at once.
    route.signedIn('POST', '/orders', async (context) => {
      const checked = await checkPayload(context, config.productSlug);
      if ('denied' in checked) return checked.denied;
      const { payload, context: found } = checked;
      if (!found.category.forSale || payload.paymentMethodId === 0) {
        return errorResponse(409, enrolmentMessages.notForSale);
      }
      const order = updateMockDb((live) => newOrder(live, payload, 'PENDING_PAYMENT'));
      return respond({
        id: order.id,
        activityCategoryPrice: {
          activityCategory: { activity: { clubId: found.activity.clubId } },
        },
      });
    }),

    // Pre-registration (paymentMethodId 0) or an online request the club will review.
    route.signedIn('POST', '/orders/presign', async (context) => {
      const checked = await checkPayload(context, config.productSlug);
      if ('denied' in checked) return checked.denied;
      const { payload, context: found } = checked;
      const atClub = payload.paymentMethodId === 0;
      if (atClub && !found.category.possiblePreRegistration) {
        return errorResponse(409, enrolmentMessages.noPreRegistration);
      }
      if (!atClub && !found.category.forSale) {
        return errorResponse(409, enrolmentMessages.notForSale);
      }
      if (isFull(context.db, found.category)) return errorResponse(409, enrolmentMessages.full);
      const order = updateMockDb((live) => newOrder(live, payload, 'PENDING_DEMAND'));
      return respond({ id: order.id, status: order.status });
    }),

    route.signedIn('POST', '/customers/:orderId/confirm', (context) => {
      const owned = ownOrder(context, numberParam(context.params, 'orderId'));
      if ('denied' in owned) return owned.denied;
      if (!activeOrderStatuses.includes(owned.order.status)) {
        return errorResponse(409, enrolmentMessages.notConfirmable);
      }
      updateMockDb((live) => {
        const order = live.orders.find((item) => item.id === owned.order.id);
        if (order) order.confirmed = true;
      });
      return respond({ success: true });
    }),

    route.signedIn('PUT', '/orders/:orderId/cancel', (context) => {
      const owned = ownOrder(context, numberParam(context.params, 'orderId'));
      if ('denied' in owned) return owned.denied;
      if (!activeOrderStatuses.includes(owned.order.status)) {
        return errorResponse(409, enrolmentMessages.notCancellable);
      }
      updateMockDb((live) => {
        const order = live.orders.find((item) => item.id === owned.order.id);
        if (order) order.status = 'CANCELLED';
      });
      return respond({ success: true });
    }),

    route.signedIn('POST', '/get-payment-link', paymentLink(false)),
    route.signedIn('POST', '/helloasso/get-payment-link', paymentLink(true)),

    route.signedIn('POST', '/payment-zero-euro/:orderId', (context) => {
      const owned = ownOrder(context, numberParam(context.params, 'orderId'));
      if ('denied' in owned) return owned.denied;
      const found = priceContext(context.db, owned.order.categoryPriceId);
      if (!found) return errorResponse(404, enrolmentMessages.priceNotFound);
      if ((owned.order.amount ?? found.price.amount) !== 0) {
        return errorResponse(400, enrolmentMessages.notFree);
      }
      if (owned.order.status !== 'PENDING_PAYMENT') {
        return errorResponse(409, enrolmentMessages.notPayable);
      }
      if (isFull(context.db, found.category)) return link('FULL');
      updateMockDb((live) => {
        const order = live.orders.find((item) => item.id === owned.order.id);
        if (order) payOrder(live, order);
      });
      return link(paymentPages.success(origin));
    }),
  ];
}
