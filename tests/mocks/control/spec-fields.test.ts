import { describe, expect, it } from 'vitest';
import { mockControl } from '@/mocks/control';
import { breakListItem, malformedItem, projectOnShape } from '@/mocks/control/spec-fields';
import { testConfig } from '@/mocks/node';
import { answerWithSpecFieldsOnly } from '../../spec-only-backend';
import { call } from '../enrolment-client';

const product = testConfig.productSlug;

describe('spec fields only', () => {
  it('keeps the named fields at every depth, item by item', () => {
    const shape = { id: true, prices: { id: true }, club: { id: true } } as const;
    expect(
      projectOnShape([{ id: 1, extra: 2, prices: [{ id: 3, designed: true }], club: null }], shape),
    ).toEqual([{ id: 1, prices: [{ id: 3 }], club: null }]);
  });

  it('breaks one item of a list or of a page, and leaves the rest', () => {
    expect(breakListItem([1, 2, 3], 1)).toEqual([1, malformedItem, 3]);
    expect(breakListItem({ content: [1, 2], size: 2 }, 0)).toEqual({
      content: [malformedItem, 2],
      size: 2,
    });
    expect(breakListItem([1], 4)).toEqual([1]);
  });

  it('answers a club with the spec fields only, on the wire names', async () => {
    answerWithSpecFieldsOnly();
    const { status, body } = await call(`/public/${product}/1`);
    expect(status).toBe(200);
    expect(Object.keys(body as object).sort()).toEqual(
      [
        'federalActivities',
        'id',
        'latitude',
        'logoUrl',
        'longitude',
        `parameters${product.charAt(0).toUpperCase()}${product.slice(1)}`,
        'site',
        'title',
      ].sort(),
    );
  });

  it('answers the activities of a club without the designed clubId and federalActivityId', async () => {
    answerWithSpecFieldsOnly();
    const { body } = await call('/public/valides/activities/1');
    const [first] = body as Record<string, unknown>[];
    expect(first).toHaveProperty('title');
    expect(first).not.toHaveProperty(`${product}Id`);
    expect(first).not.toHaveProperty('federalActivityId');
    expect(first).not.toHaveProperty('publishedOnMemberPortal');
    expect(first?.activityCategories).toEqual(
      expect.arrayContaining([expect.not.objectContaining({ preSales: expect.anything() })]),
    );
  });

  it('answers payment options without the designed feeAmount', async () => {
    answerWithSpecFieldsOnly();
    const { body } = await call(
      '/public/payment/get-payment-options?memberId=0&activityCategoryPriceId=10211&licenseLevelId=1&amount=240',
    );
    const [option] = body as { transactionsSchedule: Record<string, unknown>[] }[];
    expect(option?.transactionsSchedule[0]).toEqual({
      date: expect.any(String),
      totalAmount: expect.any(Number),
      chargedAmount: expect.any(Number),
    });
  });

  it('breaks the chosen item of a list answer', async () => {
    mockControl.malformedItem('GET', '/public/valides/activities/1', 0);
    const { body } = await call('/public/valides/activities/1');
    const items = body as unknown[];
    expect(items[0]).toEqual(malformedItem);
    expect(items[1]).toHaveProperty('title');
  });
});
