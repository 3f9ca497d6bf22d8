import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { offerSchema } from '@/features/members/api/get-best-offers';
import { sponsorSchema } from '@/features/members/api/get-club-sponsors';
import { seededProfileIds } from '@/mocks/db';
import { testConfig } from '@/mocks/node';
import { fromProductKeys } from '@/shared/api/product-keys';
import { getActiveOrdersResponse } from '@/shared/session/api/get-active-orders';
import { getConversationsResponse } from '@/shared/session/api/get-conversations';
import { getSeasonsResponse } from '@/shared/session/api/get-seasons';
import { unreadTotal } from '@/shared/session/rules/profile-loading';
import { apiUrl, chatUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';

async function read<S extends z.ZodType>(
  url: string,
  schema: S,
  email?: string,
): Promise<z.infer<S>> {
  const response = await fetch(url, email ? { headers: bearer(email) } : {});
  expect(response.status).toBe(200);
  return schema.parse(fromProductKeys(await response.json(), testConfig.productSlug));
}

describe('seasons, orders, conversations and public data', () => {
  it('answers the four seasons with 2026/2027 current', async () => {
    const seasons = await read(apiUrl('/seasons'), getSeasonsResponse, demoEmails.family);
    expect(seasons.map((season) => [season.id, season.title, season.current])).toEqual([
      [2, '2024/2025', false],
      [3, '2025/2026', false],
      [4, '2026/2027', true],
      [5, '2027/2028', false],
    ]);
    expect(seasons[2]).toMatchObject({ startDate: '2026-08-01', endDate: '2027-07-31' });
  });

  it("answers Claire's two active orders only", async () => {
    const orders = await read(
      apiUrl(`/orders/${seededProfileIds.claireMartin}`),
      getActiveOrdersResponse,
      demoEmails.family,
    );
    expect(orders.map((order) => order.status).sort()).toEqual([
      'PENDING_DEMAND',
      'PENDING_PAYMENT',
    ]);
    expect(orders[0]?.activityCategoryPrice.activityCategory.activity.club.title).toBe('AMSF Lyon');
  });

  it("refuses another account's orders", async () => {
    const response = await fetch(apiUrl(`/orders/${seededProfileIds.claireMartin}`), {
      headers: bearer(demoEmails.petit),
    });
    expect(response.status).toBe(403);
  });

  it('answers conversations with 3 unread messages for Claire and none for Lucas', async () => {
    const claire = await read(
      chatUrl(`/conversations/user/${seededProfileIds.claireMartin}`),
      getConversationsResponse,
      demoEmails.family,
    );
    expect(claire).toHaveLength(2);
    expect(unreadTotal(claire)).toBe(3);
    const lucas = await read(
      chatUrl(`/conversations/user/${seededProfileIds.lucasMartin}`),
      getConversationsResponse,
      demoEmails.family,
    );
    expect(lucas).toEqual([]);
  });

  it('answers two or three sponsors per club, and 404 for an unknown club', async () => {
    const sponsors = await read(apiUrl('/public/amsf/1/sponsors'), z.array(sponsorSchema));
    expect(sponsors.length).toBeGreaterThanOrEqual(2);
    expect(sponsors.length).toBeLessThanOrEqual(3);
    expect(sponsors[0]?.linkUrl).toMatch(/^https:\/\/example\.fr\//);
    expect((await fetch(apiUrl('/public/amsf/9999/sponsors'))).status).toBe(404);
  });

  it('answers the four best premium offers', async () => {
    const offers = await read(apiUrl('/public/premium-offers/best'), z.array(offerSchema));
    expect(offers).toHaveLength(4);
    for (const offer of offers) expect(offer.finalPrice).toBeLessThan(offer.initialPrice);
  });
});
