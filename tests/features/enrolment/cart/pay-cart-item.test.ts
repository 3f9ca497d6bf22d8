import { describe, expect, it } from 'vitest';
import { readCart } from '@/features/enrolment/cart/cart-storage';
import { cartPaymentMessages, payCartItem } from '@/features/enrolment/cart/pay-cart-item';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { selectToasts } from '@/shared/ui/ui-slice';
import { cartItem, familyEmail, signedInStore, storeCart } from './enrolment-test-utils';
import { mockControl, testOrigin } from '@/mocks/node';
import { getMockDb } from '@/mocks/db';
import type { CartItem } from '@/features/enrolment/cart/cart-item';
import { lastCheckoutUrl, lastOrder, recordPaymentCalls, seedCartPrices } from './payment-calls';

const withoutValidation = (amount: number) =>
  cartItem({
    registrationWithoutValidation: true,
    order: { ...cartItem().order, amount },
  });

async function pay(item = withoutValidation(150)) {
  seedCartPrices({ pilates: 150 });
  storeCart([item]);
  const store = await signedInStore();
  const result = await store.dispatch(payCartItem({ item })).unwrap();
  const toasts = selectToasts(store.getState()).map(({ kind, title, message }) => ({
    kind,
    title,
    message,
  }));
  return { result, toasts };
}

const sent = { kind: 'success', ...cartPaymentMessages.sent };

describe('Payer for a category that needs no validation: confirm, then go to the payment link', () => {
  it.each([
    ['the order (no demand), then the standard link', 150, null, '/get-payment-link'],
    [
      "the provider's link when the club has a payment slug",
      150,
      'amsf-lyon',
      '/helloasso/get-payment-link',
    ],
  ])('%s', async (_case, amount, clubSlug, path) => {
    const calls = recordPaymentCalls({ clubSlug });
    const { result, toasts } = await pay(withoutValidation(amount));
    expect(result).toEqual({ kind: 'redirected', url: lastCheckoutUrl() });
    expect(calls.orders).toEqual([withoutValidation(amount).order]);
    expect(calls.demands).toEqual([]);
    const order = lastOrder();
    expect(order).toMatchObject({ categoryPriceId: 10511, status: 'PENDING_PAYMENT' });
    expect(calls.confirmed).toEqual([order?.id]);
    expect(calls.paymentLinks).toEqual([
      { path, body: { orderId: order?.id, firstName: 'Claire', lastName: 'Martin' } },
    ]);
    expect(calls.zeroEuro).toEqual([]);
    expect(toasts).toEqual([sent]);
    expect(readCart(familyEmail)).toEqual([]);
  });

  it("a backend without the provider's variant (404): the spec's get-payment-link", async () => {
    const calls = recordPaymentCalls({ clubSlug: 'amsf-lyon' });
    mockControl.fail({
      method: 'POST',
      path: '/helloasso/get-payment-link',
      status: 404,
      body: { message: "Ce service n'est pas fourni par le serveur." },
    });
    const { result, toasts } = await pay();
    expect(result).toEqual({ kind: 'redirected', url: lastCheckoutUrl() });
    expect(calls.paymentLinks.map(({ path }) => path)).toEqual([
      '/helloasso/get-payment-link',
      '/get-payment-link',
    ]);
    expect(toasts).toEqual([sent]);
  });

  it("the provider's variant failing otherwise: the payment error, no second link", async () => {
    const calls = recordPaymentCalls({ clubSlug: 'amsf-lyon' });
    mockControl.fail({ method: 'POST', path: '/helloasso/get-payment-link', status: 500 });
    const { result, toasts } = await pay();
    expect(result).toEqual({ kind: 'failed' });
    expect(calls.paymentLinks.map(({ path }) => path)).toEqual(['/helloasso/get-payment-link']);
    expect(toasts).toEqual([sent, { kind: 'error', ...cartPaymentMessages.failed }]);
  });

  it('uses the zero-euro link when the price is 0', async () => {
    const calls = recordPaymentCalls();
    const { result } = await pay(withoutValidation(0));
    const orderId = lastOrder()?.id;
    expect(calls.confirmed).toEqual([orderId]);
    expect(calls.zeroEuro).toEqual([orderId]);
    expect(calls.paymentLinks).toEqual([]);
    // The free order is paid at once: the backend's zero-euro link is the success page.
    expect(result).toEqual({ kind: 'redirected', url: `${testOrigin}/payments/success` });
  });

  it.each([
    ['FULL', { kind: 'info', ...paymentLinkMessages.full }],
    [null, { kind: 'error', title: 'Erreur', message: paymentLinkMessages.missing }],
  ])('a link %s does not redirect and says why', async (link, message) => {
    recordPaymentCalls({ link });
    const { result, toasts } = await pay();
    expect(result).toEqual({ kind: 'failed' });
    expect(toasts).toEqual([sent, message]);
  });

  it('a failed confirmation shows the payment error only', async () => {
    const calls = recordPaymentCalls({ confirmStatus: 500 });
    const { result, toasts } = await pay();
    expect(result).toEqual({ kind: 'failed' });
    expect(calls.paymentLinks).toEqual([]);
    expect(toasts).toEqual([sent, { kind: 'error', ...cartPaymentMessages.failed }]);
  });
});

describe('Payer for a category the club validates', () => {
  it('sends a demand to the club: no order, no confirmation, no payment link', async () => {
    const calls = recordPaymentCalls();
    const { result, toasts } = await pay(cartItem());
    expect(result).toEqual({ kind: 'sent' });
    expect(calls.demands).toEqual([cartItem().order]);
    expect(calls.orders).toEqual([]);
    expect(calls.confirmed).toEqual([]);
    expect(calls.paymentLinks).toEqual([]);
    expect(toasts).toEqual([sent]);
  });

  it('sends one order however often Payer is pressed', async () => {
    const calls = recordPaymentCalls();
    const item = cartItem();
    seedCartPrices({ pilates: 150 });
    storeCart([item]);
    const store = await signedInStore();
    const actions = await Promise.all([1, 2, 3].map(() => store.dispatch(payCartItem({ item }))));
    // The thunk's condition drops a click while the first one's request is in flight.
    const results = actions.map((action) =>
      payCartItem.fulfilled.match(action)
        ? action.payload.kind
        : action.meta.condition
          ? 'ignored'
          : 'rejected',
    );
    expect(results.sort()).toEqual(['ignored', 'ignored', 'sent']);
    expect(calls.demands).toHaveLength(1);
  });
});

describe('Payer when the connection drops (docs/adr/0020)', () => {
  const interrupted = { kind: 'error', ...cartPaymentMessages.interrupted };

  /** Pays `item` twice in one store: the first time under `fault`, the second time normally. */
  async function payTwice(item: CartItem, fault: 'answerLost' | 'networkError') {
    recordPaymentCalls();
    seedCartPrices({ pilates: 150 });
    storeCart([item]);
    const ofPrice = () =>
      getMockDb().orders.filter(
        (order) => order.categoryPriceId === item.order.activityCategoryPriceId,
      ).length;
    const before = ofPrice();
    const path = item.registrationWithoutValidation ? '/orders' : '/orders/presign';
    mockControl.add({ method: 'POST', path, times: 1, [fault]: true });
    const store = await signedInStore();
    const { kind: first } = await store.dispatch(payCartItem({ item })).unwrap();
    const kept = readCart(familyEmail);
    const retried = kept[0];
    const second = retried
      ? (await store.dispatch(payCartItem({ item: retried })).unwrap()).kind
      : 'ignored';
    const toasts = selectToasts(store.getState()).map(({ kind, title, message }) => ({
      kind,
      title,
      message,
    }));
    return { first, second, kept, toasts, created: ofPrice() - before };
  }

  it.each([
    ['an order whose answer was lost is not sent again', true, 'answerLost', 'redirected'],
    ['an order that never arrived is sent again', true, 'networkError', 'redirected'],
    ['a demand whose answer was lost is not sent again', false, 'answerLost', 'sent'],
    ['a demand that never arrived is sent again', false, 'networkError', 'sent'],
  ] as const)(
    '%s: one order in the end',
    async (_case, withoutValidationNeeded, fault, outcome) => {
      const item = withoutValidationNeeded ? withoutValidation(150) : cartItem();
      const { first, second, kept, toasts, created } = await payTwice(item, fault);
      expect(first).toBe('failed');
      expect(kept).toEqual([{ ...item, answerLostAt: expect.any(String) }]);
      expect(second).toBe(outcome);
      expect(created).toBe(1);
      expect(toasts[0]).toEqual(interrupted);
      expect(readCart(familyEmail)).toEqual([]);
    },
  );
});

describe('Payer when a call after the order fails once (docs/adr/0020)', () => {
  it.each([
    ['the confirmation', '/customers/*/confirm', { confirmed: 2, links: 1 }],
    ['the payment link', '/get-payment-link', { confirmed: 1, links: 2 }],
  ] as const)(
    '%s fails: the item stays with its order, and one more Payer goes on from there',
    async (_case, path, expected) => {
      const calls = recordPaymentCalls();
      mockControl.fail({ method: 'POST', path, status: 502, times: 1 });
      const item = withoutValidation(150);
      seedCartPrices({ pilates: 150 });
      storeCart([item]);
      const store = await signedInStore();
      const first = await store.dispatch(payCartItem({ item })).unwrap();
      const kept = readCart(familyEmail);
      const orderId = lastOrder()?.id;
      expect(first).toEqual({ kind: 'failed' });
      expect(kept).toEqual([
        {
          ...item,
          placedOrder: { id: orderId, clubId: 1, confirmed: path === '/get-payment-link' },
        },
      ]);

      const second = await store.dispatch(payCartItem({ item: kept[0] as CartItem })).unwrap();
      expect(second).toEqual({ kind: 'redirected', url: lastCheckoutUrl() });
      // One order; the confirmation is sent again only when it failed.
      expect(calls.orders).toHaveLength(1);
      expect(calls.confirmed).toEqual(Array(expected.confirmed).fill(orderId));
      expect(calls.paymentLinks).toHaveLength(expected.links);
      expect(readCart(familyEmail)).toEqual([]);
      const toasts = selectToasts(store.getState()).map(({ kind, title, message }) => ({
        kind,
        title,
        message,
      }));
      expect(toasts).toEqual([sent, { kind: 'error', ...cartPaymentMessages.failed }]);
    },
  );

  it('the club cannot be read: told once, and the item stays with its order, read before confirming', async () => {
    recordPaymentCalls();
    mockControl.fail({ method: 'GET', path: '/public/amsf/1', status: 500, times: 1 });
    const item = withoutValidation(150);
    seedCartPrices({ pilates: 150 });
    storeCart([item]);
    const store = await signedInStore();
    const result = await store.dispatch(payCartItem({ item })).unwrap();
    expect(result).toEqual({ kind: 'failed' });
    const errors = selectToasts(store.getState()).filter(({ kind }) => kind === 'error');
    expect(errors).toHaveLength(1);
    expect(readCart(familyEmail)).toEqual([
      { ...item, placedOrder: { id: lastOrder()?.id, clubId: 1, confirmed: false } },
    ]);
  });
});
