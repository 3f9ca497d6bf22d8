import { describe, expect, it } from 'vitest';
import { createdOrderSchema, presignAnswerSchema } from '@/shared/orders/order-schemas';
import { paymentLinkSchema } from '@/shared/orders/payment-link-schema';
import { paymentScheduleListContract } from '@/features/members/api/get-payment-schedules';
import { seededProfileIds } from '@/mocks/db';
import { testOrigin } from '@/mocks/node';
import { getActiveOrdersResponse } from '@/shared/session/api/get-active-orders';
import { profileSchema } from '@/shared/session/schemas';
import { call, orderPayload, read } from '../../enrolment-client';
import { demoEmails } from '../../fake-token';

const { claireMartin, lucasMartin, paulMartin, jeannePetit } = seededProfileIds;
const family = { email: demoEmails.family };

async function createOrder(profileId: number, priceId: number, overrides: object = {}) {
  return read('/orders', createdOrderSchema, {
    method: 'POST',
    body: orderPayload(profileId, priceId, overrides),
    ...family,
  });
}

async function paymentLink(orderId: number, path = '/get-payment-link') {
  return read(path, paymentLinkSchema, {
    method: 'POST',
    body: { orderId, firstName: 'Paul', lastName: 'Martin' },
    ...family,
  });
}

const checkoutId = (link: string | null) => link?.split('/').pop() ?? '';
const pay = (link: string | null) =>
  call(`${testOrigin}/mock-provider/checkouts/${checkoutId(link)}/pay`, { method: 'POST' });

const activeOrders = (profileId: number) =>
  read(`/orders/${profileId}`, getActiveOrdersResponse, family);
const profile = (profileId: number) => read(`/profiles/${profileId}`, profileSchema, family);

describe('online order without validation (create, confirm, pay)', () => {
  it('goes from the order to a paid membership that the profile shows', async () => {
    // Yoga 240 € less his access licence (15 €) and the family discount (10 €), then the 10 %
    // promo: 193,50 €; AMSF Lyon does not absorb the card fees (0,8 % + 0,25 € = 1,80 €), so
    // the checkout and the schedule carry 195,30 € (docs/adr/0014-one-money-model.md).
    const order = await createOrder(paulMartin, 10211, { amount: 193.5 });
    expect(order.clubId).toBe(1);
    expect((await activeOrders(paulMartin)).map((item) => [item.id, item.status])).toEqual([
      [order.id, 'PENDING_PAYMENT'],
    ]);

    expect(await call(`/customers/${order.id}/confirm`, { method: 'POST', ...family })).toEqual({
      status: 200,
      body: { success: true },
    });
    const { link } = await paymentLink(order.id, '/helloasso/get-payment-link');
    expect(link).toMatch(new RegExp(`^${testOrigin}/mock-checkout/\\d+$`));
    const checkout = await call(`${testOrigin}/mock-provider/checkouts/${checkoutId(link)}`);
    expect(checkout.body).toMatchObject({
      status: 'OPEN',
      itemName: 'Adhésion Yoga (Adultes)',
      amountCents: 19530,
    });

    expect((await pay(link)).body).toEqual({ redirectUrl: `${testOrigin}/payments/success` });
    expect(await activeOrders(paulMartin)).toEqual([]);
    const yoga = (await profile(paulMartin)).memberships.find((item) => item.activity.id === 102);
    expect(yoga).toMatchObject({
      season: { id: 4 },
      license: { licenseLevel: { level: 1 } },
      subscriptionMemberships: [
        { activityCategory: { id: 1021 }, activityCategoryPrice: { id: 10211 } },
      ],
    });
    const schedules = await read(
      `/public/payment/get-payment-schedule?memberId=${paulMartin}`,
      paymentScheduleListContract,
      family,
    );
    expect(schedules.find((row) => row.membershipId === yoga?.id)?.schedule).toEqual([
      {
        date: new Date().toISOString().slice(0, 10),
        expectedAmount: 195.3,
        payedAmount: 195.3,
        succeeded: true,
      },
    ]);
  });

  it('upgrades the access licence of the season to premium for every membership', async () => {
    const order = await createOrder(paulMartin, 11511, { licenseLevelId: 1, amount: 139.5 });
    await pay((await paymentLink(order.id)).link);
    const licences = (await profile(paulMartin)).memberships
      .filter((membership) => membership.season.id === 4)
      .map((membership) => membership.license?.licenseLevel.level);
    expect(licences).toEqual([1, 1]);
  });

  it('sends the payer to the error address when the payment fails, and the order stays', async () => {
    const order = await createOrder(paulMartin, 10211);
    const { link } = await paymentLink(order.id);
    const failed = await call(`${testOrigin}/mock-provider/checkouts/${checkoutId(link)}/fail`, {
      method: 'POST',
    });
    expect(failed.body).toEqual({ redirectUrl: `${testOrigin}/payments/error` });
    expect((await activeOrders(paulMartin)).map((item) => item.status)).toEqual([
      'PENDING_PAYMENT',
    ]);
  });

  it("answers 'FULL' for the link when the last place went meanwhile", async () => {
    const first = await createOrder(claireMartin, 11021);
    const second = await createOrder(paulMartin, 11021);
    const firstLink = await paymentLink(first.id);
    const secondLink = await paymentLink(second.id);
    await pay(firstLink.link);
    expect(await paymentLink(second.id)).toEqual({ link: 'FULL' });
    // A checkout opened before the category filled up fails instead of overbooking.
    expect((await pay(secondLink.link)).body).toEqual({
      redirectUrl: `${testOrigin}/payments/error`,
    });
  });

  it('pays a free order at once through the zero-euro call', async () => {
    const order = await createOrder(paulMartin, 11311, { amount: 0 });
    const { link } = await read(`/payment-zero-euro/${order.id}`, paymentLinkSchema, {
      method: 'POST',
      ...family,
    });
    expect(link).toBe(`${testOrigin}/payments/success`);
    const activities = (await profile(paulMartin)).memberships.map((item) => item.activity.id);
    expect(activities).toContain(113);
  });

  it.each([
    ['the zero-euro call on a paid order', '/payment-zero-euro/ORDER', 400],
    ["the club's own provider without a club slug", '/helloasso/get-payment-link', 400],
  ])('refuses %s', async (_case, path, status) => {
    const order = await createOrder(paulMartin, 20211);
    // POST /payment-zero-euro/{orderId} takes no body (docs/openapi/main-api.yaml).
    const zeroEuro = path.startsWith('/payment-zero-euro/');
    const body = zeroEuro
      ? undefined
      : { orderId: order.id, firstName: 'Paul', lastName: 'Martin' };
    const answer = await call(path.replace('ORDER', String(order.id)), {
      method: 'POST',
      body,
      ...family,
    });
    expect(answer.status).toBe(status);
  });
});

describe('demands the club reviews (presign)', () => {
  const presign = (profileId: number, priceId: number, paymentMethodId: number) =>
    call('/orders/presign', {
      method: 'POST',
      body: orderPayload(profileId, priceId, { paymentMethodId }),
      ...family,
    });

  it('records an online request as PENDING_DEMAND, then cancels it', async () => {
    const answer = presignAnswerSchema.parse((await presign(paulMartin, 10111, 1)).body);
    expect(answer.status).toBe('PENDING_DEMAND');
    const orders = await activeOrders(paulMartin);
    expect(orders.map((order) => [order.id, order.status, order.ePaymentMethod?.id])).toEqual([
      [answer.id, 'PENDING_DEMAND', 1],
    ]);
    expect((await call(`/orders/${answer.id}/cancel`, { method: 'PUT', ...family })).body).toEqual({
      success: true,
    });
    expect(await activeOrders(paulMartin)).toEqual([]);
    expect((await call(`/orders/${answer.id}/cancel`, { method: 'PUT', ...family })).status).toBe(
      409,
    );
  });

  it('records a pre-registration (payment method 0) without a payment method', async () => {
    const answer = presignAnswerSchema.parse((await presign(paulMartin, 10311, 0)).body);
    const [order] = await activeOrders(paulMartin);
    expect(order).toMatchObject({ id: answer.id, status: 'PENDING_DEMAND', ePaymentMethod: null });
  });

  it.each([
    ['a pre-registration where the category sells only online', paulMartin, 10121, 0, 409],
    ['an online request where the category is pre-registration only', paulMartin, 10311, 1, 409],
    ['a full category', paulMartin, 11011, 1, 409],
    ['a category the member already holds this season', claireMartin, 10111, 1, 409],
    ['an unknown price', paulMartin, 1, 1, 404],
  ])('refuses %s', async (_case, profileId, priceId, method, status) => {
    expect((await presign(profileId, priceId, method)).status).toBe(status);
  });
});

describe('access to orders', () => {
  it.each([
    ['no bearer', '/orders', 'POST', undefined, 401],
    ["another account's profile", '/orders', 'POST', demoEmails.petit, 403],
  ])('refuses an order with %s', async (_case, path, method, email, status) => {
    const answer = await call(path, { method, body: orderPayload(lucasMartin, 10121), email });
    expect(answer.status).toBe(status);
  });

  it("refuses to cancel, confirm or pay another account's order", async () => {
    const petit = { email: demoEmails.petit };
    expect((await call('/orders/9002/cancel', { method: 'PUT', ...petit })).status).toBe(403);
    expect((await call('/customers/9002/confirm', { method: 'POST', ...petit })).status).toBe(403);
    const body = { orderId: 9001, firstName: 'Jeanne', lastName: 'Petit' };
    expect((await call('/get-payment-link', { method: 'POST', body, ...petit })).status).toBe(403);
    expect((await call(`/orders/${claireMartin}`, petit)).status).toBe(403);
    expect(jeannePetit).toBeGreaterThan(0);
  });

  it('answers 400 to an invalid payload', async () => {
    const body = { ...orderPayload(paulMartin, 10211), amount: -1 };
    expect((await call('/orders', { method: 'POST', body, ...family })).status).toBe(400);
  });

  it("pays Claire's seeded validated demand (PENDING_PAYMENT) through its link", async () => {
    const { link } = await paymentLink(9001);
    expect((await pay(link)).status).toBe(200);
    expect((await activeOrders(claireMartin)).map((order) => order.id)).toEqual([9002]);
  });
});
