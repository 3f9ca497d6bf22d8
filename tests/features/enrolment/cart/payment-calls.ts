import type { OrderPayload } from '@/features/enrolment/api/order-payload-schema';
import { getMockDb, type OrderRow } from '@/mocks/db';
import { mockControl, testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';
import { apiUrl } from '../../../mocks/api-urls';
import { bodiesOf, recordRequests, type RecordedRequest } from '../../../mocks/request-log';
import { seedCatalogue, seedClub } from '../../../mocks/seed';

/** What the payment calls received, in order, read from msw's request events. */
export type PaymentCalls = {
  /** POST /orders: categories without validation. */
  readonly orders: OrderPayload[];
  /** POST /orders/presign: demands the club validates. */
  readonly demands: OrderPayload[];
  readonly confirmed: number[];
  readonly paymentLinks: { path: string; body: unknown }[];
  readonly zeroEuro: number[];
};

type Options = {
  /** POST /orders and /orders/presign fail with this status. */
  orderStatus?: number;
  /** POST /customers/{id}/confirm fails with this status. */
  confirmStatus?: number;
  /** The payment link answers this instead of a checkout: 'FULL', or no link at all. */
  link?: string | null;
  /** AMSF Lyon's own account at the payment provider (club 1). */
  clubSlug?: string | null;
};

const apiPath = new URL(absoluteUrl(testConfig.apiBaseUrl, testOrigin)).pathname;
const pathOf = (request: RecordedRequest) => request.url.pathname.slice(apiPath.length);
/** The order id in '/customers/{id}/confirm' or '/payment-zero-euro/{id}'. */
const orderIdOf = (request: RecordedRequest) =>
  Number(/\/(\d+)(?:\/confirm)?$/.exec(pathOf(request))?.[1]);

/**
 * The order and payment calls go to the mocked backend, which answers from its database; the
 * options make it fail or answer a special link through mockControl rules.
 */
export function recordPaymentCalls({
  orderStatus,
  confirmStatus,
  link,
  clubSlug = null,
}: Options = {}): PaymentCalls {
  seedClub(1, { helloassoClubSlug: clubSlug });
  if (orderStatus !== undefined) {
    for (const path of ['/orders', '/orders/presign']) {
      mockControl.fail({
        method: 'POST',
        path,
        status: orderStatus,
        body: { message: 'Commande refusée par le serveur' },
      });
    }
  }
  if (confirmStatus !== undefined) {
    mockControl.fail({
      method: 'POST',
      path: '/customers/*/confirm',
      status: confirmStatus,
      body: { message: 'Confirmation impossible' },
    });
  }
  if (link !== undefined) {
    for (const path of ['/get-payment-link', '/helloasso/get-payment-link']) {
      mockControl.add({ method: 'POST', path, status: 200, body: { link } });
    }
  }
  const orders = recordRequests('POST', apiUrl('/orders'));
  const demands = recordRequests('POST', apiUrl('/orders/presign'));
  const confirmed = recordRequests('POST', apiUrl('/customers/*/confirm'));
  const paymentLinks = recordRequests('POST', apiUrl('/*get-payment-link'));
  const zeroEuro = recordRequests('POST', apiUrl('/payment-zero-euro/*'));
  return {
    get orders() {
      return bodiesOf(orders) as OrderPayload[];
    },
    get demands() {
      return bodiesOf(demands) as OrderPayload[];
    },
    get confirmed() {
      return confirmed.map(orderIdOf);
    },
    get paymentLinks() {
      return paymentLinks.map((request) => ({ path: pathOf(request), body: request.body }));
    },
    get zeroEuro() {
      return zeroEuro.map(orderIdOf);
    },
  };
}

/** The order the last call created in the mocked backend. */
export function lastOrder(): OrderRow | undefined {
  return getMockDb().orders.at(-1);
}

/** The address of the simulated provider's checkout the last payment link opened. */
export function lastCheckoutUrl(): string {
  return `${testOrigin}/mock-checkout/${getMockDb().checkouts.at(-1)?.id}`;
}

/**
 * The cart's activities at AMSF Lyon, priced so that Claire (licence Premium paid this season,
 * a relative in the club: 45 € club right and 10 € family discount) is offered `amounts`:
 * Pilates 'Adultes' (1051, licence Accès: 15 € club right) 'Tarif annuel', and Judo 'Adultes
 * confirmés' (1031, licence Premium) 'Tarif plein'.
 */
export function seedCartPrices(amounts: { pilates: number; judo?: number }): void {
  seedCatalogue((db) => {
    // The cart's items were priced without a promo: the club's is over (docs/adr/0014).
    db.promos = db.promos.map((row) => (row.clubId === 1 ? { ...row, active: false } : row));
    const prices = {
      10511: ['Tarif annuel', amounts.pilates + 25],
      10311: ['Tarif plein', (amounts.judo ?? 210) + 55],
    } as const;
    db.categories = db.categories.map((row) => {
      if (row.id === 1051) return { ...row, licenseLevelId: 2 };
      if (row.id === 1031) return { ...row, title: 'Adultes confirmés', forSale: true };
      return row;
    });
    db.categoryPrices = db.categoryPrices.map((row) => {
      const price = prices[row.id as keyof typeof prices];
      return price ? { ...row, title: price[0], amount: price[1] } : row;
    });
  });
}

/** Counts the reloads of the profile's active orders (the header's badge source). */
export function countOrderReloads(profileId: number): { readonly count: number } {
  const reloads = recordRequests('GET', apiUrl(`/orders/${profileId}`));
  return {
    get count() {
      return reloads.length;
    },
  };
}
