import { http, HttpResponse } from 'msw';
import type { Offers } from '@/features/enrolment/api/get-offers';
import type { OrderPayload } from '@/features/enrolment/api/order-payload-schema';
import { server, testConfig } from '@/mocks/node';
import { toProductKeys } from '@/shared/api/product-keys';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { apiUrl } from '../../../mocks/api-urls';

const wire = (value: unknown) =>
  HttpResponse.json(toProductKeys(value, testConfig.productSlug) as Record<string, unknown>);

/** What the payment calls received, in order. */
export type PaymentCalls = {
  /** POST /orders: categories without validation. */
  orders: OrderPayload[];
  /** POST /orders/presign: demands the club validates. */
  demands: OrderPayload[];
  confirmed: number[];
  paymentLinks: { path: string; body: unknown }[];
  zeroEuro: number[];
};

type Options = {
  orderStatus?: number;
  confirmStatus?: number;
  link?: string | null;
  clubSlug?: string | null;
  orderId?: number;
};

/** The payment provider these handlers play, named in config.json as a deployment would. */
const providerCheckout = 'https://checkout.example.fr/pay';

/** The order and payment endpoints, answering as the real backend would (or failing on demand). */
export function servePaymentCalls({
  orderStatus = 200,
  confirmStatus = 200,
  link = `${providerCheckout}/7001`,
  clubSlug = null,
  orderId = 7001,
}: Options = {}): PaymentCalls {
  setRuntimeConfig({ ...testConfig, paymentCheckoutUrl: providerCheckout });
  const calls: PaymentCalls = {
    orders: [],
    demands: [],
    confirmed: [],
    paymentLinks: [],
    zeroEuro: [],
  };
  server.use(
    http.post(apiUrl('/orders'), async ({ request }) => {
      calls.orders.push((await request.json()) as OrderPayload);
      if (orderStatus !== 200) {
        return HttpResponse.json(
          { message: 'Commande refusée par le serveur' },
          { status: orderStatus },
        );
      }
      return wire({
        id: orderId,
        activityCategoryPrice: { activityCategory: { activity: { clubId: 1 } } },
      });
    }),
    http.post(apiUrl('/orders/presign'), async ({ request }) => {
      calls.demands.push((await request.json()) as OrderPayload);
      if (orderStatus !== 200) {
        return HttpResponse.json(
          { message: 'Commande refusée par le serveur' },
          { status: orderStatus },
        );
      }
      return HttpResponse.json({ id: orderId, status: 'PENDING_DEMAND' });
    }),
    http.post(apiUrl('/customers/:orderId/confirm'), ({ params }) => {
      calls.confirmed.push(Number(params.orderId));
      if (confirmStatus !== 200) {
        return HttpResponse.json({ message: 'Confirmation impossible' }, { status: confirmStatus });
      }
      return HttpResponse.json({ success: true });
    }),
    http.get(apiUrl(`/public/${testConfig.productSlug}/:clubId`), ({ params }) =>
      wire({
        id: Number(params.clubId),
        title: 'AMSF Lyon',
        site: null,
        logoUrl: null,
        latitude: 45.76,
        longitude: 4.84,
        address: null,
        postalCode: null,
        city: 'Lyon',
        email: null,
        phone: null,
        federalActivities: [],
        parametersClub: { helloassoClubSlug: clubSlug },
      }),
    ),
    ...['/get-payment-link', '/helloasso/get-payment-link'].map((path) =>
      http.post(apiUrl(path), async ({ request }) => {
        calls.paymentLinks.push({ path, body: await request.json() });
        return HttpResponse.json({ link });
      }),
    ),
    http.post(apiUrl('/helloasso/payment-zero-euro/:orderId'), ({ params }) => {
      calls.zeroEuro.push(Number(params.orderId));
      return HttpResponse.json({ link: '/payments/success?payment=false' });
    }),
  );
  return calls;
}

/** Offers per category: each answers its prices (name → current amount). */
export function serveOffers(prices: Record<number, Record<string, number>>): number[] {
  const asked: number[] = [];
  server.use(
    http.get(
      apiUrl('/public/payment/get-category-prices-for-order/season/:seasonId'),
      ({ request, params }) => {
        const categoryId = Number(new URL(request.url).searchParams.get('activityCategoryId'));
        asked.push(categoryId);
        const offers: Offers = {
          promo: null,
          activityCategoryPrices: Object.entries(prices[categoryId] ?? {}).map(
            ([priceName, amount], index) => ({
              priceId: categoryId * 10 + index,
              priceName,
              initialPriceAmount: amount,
              priceAmount: amount,
              seasonId: Number(params.seasonId),
              default: index === 0,
              discount: { reason: null, amount: 0 },
              discountDroitClub: { reason: null, amount: 0 },
              activityCategory: {
                id: categoryId,
                title: 'Adultes',
                preSales: false,
                activity: { id: 11, title: 'Pilates', type: 1, clubId: 1 },
              },
            }),
          ),
        };
        return wire(offers);
      },
    ),
  );
  return asked;
}

/** Counts the reloads of the profile's active orders (the header's badge source). */
export function countOrderReloads(profileId: number): { count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (
      request.method === 'GET' &&
      new URL(request.url).pathname.endsWith(`/orders/${profileId}`)
    ) {
      counter.count += 1;
    }
  });
  return counter;
}
