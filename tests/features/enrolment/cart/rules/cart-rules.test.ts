import { describe, expect, it } from 'vitest';
import type { OfferPrice } from '@/features/enrolment/api/get-offers';
import { cardAmounts, cardTitle } from '@/features/enrolment/cart/rules/card-amounts';
import { hasPriceChanged } from '@/features/enrolment/cart/rules/price-check';
import { cartItem } from '../enrolment-test-utils';

function price(priceName: string, priceAmount: number): OfferPrice {
  return {
    priceId: 1,
    priceName,
    initialPriceAmount: priceAmount,
    priceAmount,
    seasonId: 4,
    default: false,
    discount: { reason: null, amount: 0 },
    discountDroitClub: { reason: null, amount: 0 },
    activityCategory: {
      id: 21,
      title: 'Adultes',
      preSales: false,
      activity: { id: 11, title: 'Pilates', type: 1, clubId: 1 },
    },
  };
}

describe("cart price check: 'each item's amount is compared with the current price of the same priceName'", () => {
  const offers = [price('Tarif annuel', 150), price('Tarif réduit', 120)];

  it.each([
    ['same name, same amount', 'Tarif annuel', 150, false],
    ['same name, amount within a rounding error', 'Tarif annuel', 150.0000001, false],
    ['same name, higher current price', 'Tarif annuel', 140, true],
    ['same name, lower current price', 'Tarif annuel', 160, true],
    ['compared with its own name, not another price', 'Tarif réduit', 150, true],
    ['other name, its own amount', 'Tarif réduit', 120, false],
    ['the price name no longer exists', 'Tarif famille', 150, true],
  ])('%s: %s at %d € → changed %s', (_case, priceName, amount, changed) => {
    expect(hasPriceChanged({ priceName, amount }, { activityCategoryPrices: offers })).toBe(
      changed,
    );
  });
});

describe('cart card amounts', () => {
  it.each([
    // amount to pay, promo %, fees → promo reduction, total
    [150, null, 0, 0, 150],
    [150, 10, 0, 15, 135],
    [150, null, 2.35, 0, 152.35],
    [150, 10, 2.35, 15, 137.35],
    [99.99, 15, 0, 15, 84.99],
    [0, 50, 0, 0, 0],
  ])(
    'amount %d €, promo %s %%, fees %d € → promo -%d €, total %d €',
    (amount, percentage, fees, promoReduction, total) => {
      const item = cartItem({
        transactionFees: fees,
        order: {
          ...cartItem().order,
          amount,
          promo:
            percentage === null
              ? null
              : { id: 3, title: 'Rentrée', discountPercentage: percentage },
        },
      });
      expect(cardAmounts(item)).toEqual({
        initialPrice: 180,
        clubRightDiscount: 20,
        discount: 10,
        promoReduction,
        fees,
        total,
      });
    },
  );

  it.each([
    ['Pilates', 'Adultes', 'Adhésion Pilates (Adultes)'],
    ['Judo', 'Poussins 7-8 ans', 'Adhésion Judo (Poussins 7-8 ans)'],
  ])("is titled 'Adhésion {activity} ({category})': %s, %s", (activity, category, title) => {
    expect(cardTitle({ activityTitle: activity, categoryTitle: category })).toBe(title);
  });
});
