import { describe, expect, it } from 'vitest';
import type { OfferPrice } from '@/features/enrolment/api/get-offers';
import { cardAmounts, cardTitle, pricingOf } from '@/features/enrolment/cart/rules/card-amounts';
import { hasPriceChanged } from '@/features/enrolment/cart/rules/price-check';
import { cartItem } from '../enrolment-test-utils';

function price(
  priceName: string,
  initialPriceAmount: number,
  discounts: { family?: number; clubRight?: number } = {},
): OfferPrice {
  const family = discounts.family ?? 0;
  const clubRight = discounts.clubRight ?? 0;
  return {
    priceId: 1,
    priceName,
    initialPriceAmount,
    priceAmount: initialPriceAmount - family - clubRight,
    seasonId: 4,
    default: false,
    discount: { reason: null, amount: family },
    discountDroitClub: { reason: null, amount: clubRight },
    activityCategory: {
      id: 21,
      title: 'Adultes',
      preSales: false,
      activity: { id: 11, title: 'Pilates', type: 1, clubId: 1 },
    },
  };
}

const noPricing = {
  initialPrice: 0,
  discount: 0,
  clubRightDiscount: 0,
  promoPercentage: 0,
  licenceUpgrade: null,
};
const promo = (discountPercentage: number) => ({ title: 'Rentrée sportive', discountPercentage });

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
    expect(
      hasPriceChanged(
        { priceName, amount, pricing: noPricing },
        { activityCategoryPrices: offers, promo: null },
      ),
    ).toBe(changed);
  });

  // Like with like (docs/adr/0014-one-money-model.md): the kept amount has the discounts, the
  // licence and the promo in it, so the current price goes through the same model.
  const yoga = [price('Tarif plein', 240, { family: 10, clubRight: 45 })];
  it.each([
    ["Claire's Yoga with the 10 % promo, unchanged", 166.5, 10, 10, undefined, false],
    ['the promo ended since', 166.5, 10, 0, undefined, true],
    ['a promo started since', 185, 0, 10, undefined, true],
    ['no promo then or now', 185, 0, 0, undefined, false],
    ['a better licence kept its supplement', 193.5, 10, 10, 30, false],
  ])('%s', (_case, amount, promoThen, promoNow, supplement, changed) => {
    expect(
      hasPriceChanged(
        {
          priceName: 'Tarif plein',
          amount,
          pricing: {
            ...noPricing,
            initialPrice: 240,
            discount: 10,
            clubRightDiscount: 45,
            promoPercentage: promoThen,
            licenceSupplement: supplement,
          },
        },
        { activityCategoryPrices: yoga, promo: promoNow > 0 ? promo(promoNow) : null },
      ),
    ).toBe(changed);
  });
});

describe("cart card amounts: the wizard's breakdown, the promo taken off once, the fees on top", () => {
  it.each([
    // discount, club right, promo %, licence supplement, fees → licence, promo, amount, total
    [0, 0, null, 0, 0, 0, 0, 180, 180],
    [10, 20, null, 0, 0, 0, 0, 150, 150],
    [10, 20, 10, 0, 0, 0, 15, 135, 135],
    [10, 20, null, 0, 2.35, 0, 0, 150, 152.35],
    [10, 20, 10, 0, 1.33, 0, 15, 135, 136.33],
    [10, 20, 10, 30, 0, 30, 18, 162, 162],
  ])(
    'discount %d, club right %d, promo %s %%, licence %d, fees %d → licence %d, promo %d, amount %d, total %d',
    (discount, clubRight, percentage, supplement, fees, licence, promoReduction, amount, total) => {
      const pricing = {
        initialPrice: 180,
        discount,
        clubRightDiscount: clubRight,
        promoPercentage: percentage ?? 0,
        licenceUpgrade: null,
        licenceSupplement: supplement,
      };
      const item = cartItem({
        transactionFees: fees,
        discountAmount: discount,
        discountDroitClubAmount: clubRight,
        pricing,
        order: {
          ...cartItem().order,
          amount,
          promo: percentage === null ? null : { id: 1, ...promo(percentage) },
        },
      });
      expect(cardAmounts(item)).toEqual({
        initialPrice: 180,
        licence,
        clubRightDiscount: clubRight,
        discount,
        promoReduction,
        amount,
        fees,
        total,
      });
    },
  );

  it("reads a cart stored before the pricing snapshot from the item's own fields", () => {
    const item = cartItem({
      order: { ...cartItem().order, amount: 135, promo: { id: 1, ...promo(10) } },
    });
    expect(pricingOf(item)).toEqual({
      initialPrice: 180,
      discount: 10,
      clubRightDiscount: 20,
      promoPercentage: 10,
      licenceUpgrade: null,
    });
    expect(cardAmounts(item)).toMatchObject({ promoReduction: 15, amount: 135, total: 135 });
  });

  it.each([
    ['Pilates', 'Adultes', 'Adhésion Pilates (Adultes)'],
    ['Judo', 'Poussins 7-8 ans', 'Adhésion Judo (Poussins 7-8 ans)'],
  ])("is titled 'Adhésion {activity} ({category})': %s, %s", (activity, category, title) => {
    expect(cardTitle({ activityTitle: activity, categoryTitle: category })).toBe(title);
  });
});
