import { describe, expect, it } from 'vitest';
import { createdOrderSchema } from '@/shared/orders/order-schemas';

/**
 * POST /orders as docs/openapi/main-api.yaml CreatedOrder gives it: the id is required, the club
 * ('{product}Id', read as clubId) is optional; without it the wizard and the cart pay through the
 * club the member chose.
 */
describe('reading the created order', () => {
  it.each([
    [
      'the id and its club',
      { id: 7, activityCategoryPrice: { activityCategory: { activity: { clubId: 1 } } } },
      { id: 7, clubId: 1 },
    ],
    ['the id alone', { id: 7 }, { id: 7, clubId: undefined }],
    [
      'a category without its activity',
      { id: 7, activityCategoryPrice: { activityCategory: {} } },
      { id: 7, clubId: undefined },
    ],
  ])('%s', (_case, answer, expected) => {
    expect(createdOrderSchema.parse(answer)).toEqual(expected);
  });

  it.each([
    ['no id', { activityCategoryPrice: {} }],
    ['an id that is no integer', { id: '7' }],
    [
      'a club id that is no integer',
      { id: 7, activityCategoryPrice: { activityCategory: { activity: { clubId: 'lyon' } } } },
    ],
  ])('refuses %s', (_case, answer) => {
    expect(createdOrderSchema.safeParse(answer).success).toBe(false);
  });
});
