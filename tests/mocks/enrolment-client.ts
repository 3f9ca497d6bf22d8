import { expect } from 'vitest';
import type { z } from 'zod';
import { testConfig } from '@/mocks/node';
import { fromProductKeys } from '@/shared/api/product-keys';
import { apiUrl } from './api-urls';
import { bearer } from './fake-token';

type Options = { method?: string; body?: unknown; email?: string };

/** A call to the mocked main API (or to an absolute address), answer as status and JSON. */
export async function call(path: string, { method = 'GET', body, email }: Options = {}) {
  const response = await fetch(path.startsWith('http') ? path : apiUrl(path), {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(email ? bearer(email) : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** A successful answer read as the app reads it: product names translated, schema applied. */
export async function read<S extends z.ZodType>(
  path: string,
  schema: S,
  options: Options = {},
): Promise<z.infer<S>> {
  const { status, body } = await call(path, options);
  expect(status, JSON.stringify(body)).toBe(200);
  return schema.parse(fromProductKeys(body, testConfig.productSlug));
}

export function profileDetails(firstname: string) {
  return {
    firstname,
    lastname: 'Martin',
    birthday: '1984-03-12',
    gender: 'F' as const,
    email: 'famille.martin@exemple.fr',
    address: '14 rue Victor Hugo',
    addressContinued: '',
    city: 'Lyon',
    postalCode: '69002',
  };
}

/** An order payload for one of the Martin family's profiles. */
export function orderPayload(profileId: number, priceId: number, overrides: object = {}) {
  return {
    profileId,
    memberId: profileId,
    activityCategoryPriceId: priceId,
    licenseLevelId: 1,
    reservation: null,
    promo: null,
    paymentMethodId: 1,
    profileDetails: profileDetails('Claire'),
    amount: 100,
    ...overrides,
  };
}
