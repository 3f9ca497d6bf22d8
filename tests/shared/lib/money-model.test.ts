import { describe, expect, it } from 'vitest';
import {
  announcedFees,
  cardFeeCents,
  clubAbsorbsFees,
  instalmentCents,
  instalmentPlan,
  paymentFees,
  priceBreakdown,
  priceDifference,
  totalToPay,
  type PriceInput,
} from '@/shared/lib/money-model';

function input(overrides: Partial<PriceInput>): PriceInput {
  return {
    initialPrice: 240,
    discount: 0,
    clubRightDiscount: 0,
    promoPercentage: 0,
    licenceUpgrade: null,
    ...overrides,
  };
}

/** Each row is a sentence of enrolment.md section 9 (or section 2), with its figures. */
describe('one money model: the order of operations of enrolment.md section 9', () => {
  it.each([
    [
      'otherwise base = initial price - club-right discount - discount',
      input({ discount: 10, clubRightDiscount: 45 }),
      { licence: 0, discount: 10, base: 185, promo: 0, amount: 185, difference: 55 },
    ],
    [
      'the promo reduces the base by discountPercentage percent (Claire, Yoga at AMSF Lyon)',
      input({ discount: 10, clubRightDiscount: 45, promoPercentage: 10 }),
      { licence: 0, discount: 10, base: 185, promo: 18.5, amount: 166.5, difference: 73.5 },
    ],
    [
      'with the upgrade, base = initial price + (level 1 - level 2) - club-right discount',
      input({ initialPrice: 140, discount: 10, clubRightDiscount: 15, licenceUpgrade: 30 }),
      { licence: 30, discount: 0, base: 155, promo: 0, amount: 155, difference: -15 },
    ],
    [
      'the upgrade with the promo: the promo is on the base, licence included',
      input({ initialPrice: 140, clubRightDiscount: 15, licenceUpgrade: 30, promoPercentage: 10 }),
      { licence: 30, discount: 0, base: 155, promo: 15.5, amount: 139.5, difference: 0.5 },
    ],
    [
      'a better licence than the included one adds its supplement before the promo',
      input({ initialPrice: 180, licenceSupplement: 30, promoPercentage: 10 }),
      { licence: 30, discount: 0, base: 210, promo: 21, amount: 189, difference: -9 },
    ],
    [
      'a promo percentage rounds to the cent (15 % of 99,99 €)',
      input({ initialPrice: 99.99, promoPercentage: 15 }),
      { licence: 0, discount: 0, base: 99.99, promo: 15, amount: 84.99, difference: 15 },
    ],
    [
      'a free category (Zumba solidaire, 0 €) stays free with a promo',
      input({ initialPrice: 0, promoPercentage: 10 }),
      { licence: 0, discount: 0, base: 0, promo: 0, amount: 0, difference: 0 },
    ],
    [
      'discounts above the price never make a negative amount',
      input({ initialPrice: 10, discount: 30 }),
      { licence: 0, discount: 30, base: -20, promo: 0, amount: 0, difference: 30 },
    ],
  ])('%s', (_case, price, expected) => {
    const breakdown = priceBreakdown(price);
    expect({
      licence: breakdown.licence,
      discount: breakdown.discount,
      base: breakdown.base,
      promo: breakdown.promo,
      amount: breakdown.amount,
      difference: priceDifference(breakdown),
    }).toEqual(expected);
  });
});

describe("fees: 'Payment fees = the sum of fee amounts over the schedule'; the club absorbs them when the total charged is at least the option's total", () => {
  it.each([
    ['the provider: 0,8 % + 0,25 € on 166,50 €', 16650, 158],
    ['on 55,50 €', 5550, 69],
    ['nothing on a zero amount', 0, 0],
  ])('%s', (_case, cents, fee) => {
    expect(cardFeeCents(cents)).toBe(fee);
  });

  it.each([
    ['one go', 16650, 1, [16650]],
    ['three, the first takes the odd cents', 16650, 3, [5550, 5550, 5550]],
    ['three of 100,00 €', 10000, 3, [3334, 3333, 3333]],
  ])('instalments: %s', (_case, cents, count, parts) => {
    expect(instalmentCents(cents, count)).toEqual(parts);
  });

  it.each([
    // amount, instalments, absorbed → fees announced, total to pay
    ['Claire, Yoga in one go, fees paid by the member', 166.5, 1, false, 1.58, 168.08],
    ['the same in three instalments', 166.5, 3, false, 2.07, 168.57],
    ['a club that absorbs the fees', 166.5, 1, true, 0, 166.5],
    ['nothing to pay', 0, 1, false, 0, 0],
  ])('%s', (_case, amount, count, absorbed, fees, total) => {
    const schedule = instalmentPlan(amount, count, absorbed);
    const option = {
      totalAmount: schedule.reduce((sum, entry) => sum + Math.round(entry.totalAmount * 100), 0) / 100,
      transactionsSchedule: schedule,
    };
    expect(clubAbsorbsFees(option)).toBe(absorbed || fees === 0);
    expect(announcedFees(option)).toBe(fees);
    expect(totalToPay(amount, announcedFees(option))).toBe(total);
    expect(option.totalAmount).toBe(total);
  });

  it('announces no fee before an option is chosen, and reads an entry without fee as 0', () => {
    expect(announcedFees(undefined)).toBe(0);
    expect(paymentFees({ totalAmount: 10, transactionsSchedule: [{ chargedAmount: 10 }] })).toBe(0);
  });
});
