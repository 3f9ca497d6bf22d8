import { describe, expect, it } from 'vitest';
import { licenceOptionListSchema } from '@/features/enrolment/api/get-licence-options';
import { memberSubscriptionListSchema } from '@/features/enrolment/api/member-subscriptions';
import { offersSchema } from '@/features/enrolment/api/get-offers';
import { optionalPromoSchema, promoSchema } from '@/features/enrolment/api/promo';
import { paymentOptionListSchema } from '@/features/enrolment/api/get-payment-options';
import { seededProfileIds } from '@/mocks/db';
import {
  paymentOptions,
  transactionFeeCents,
} from '@/mocks/handlers/enrolment/rules/payment-options';
import { call, read } from '../../enrolment-client';
import { demoEmails } from '../../fake-token';
import { withoutRequestCheck } from '../../request-check';

const { claireMartin, lucasMartin, paulMartin } = seededProfileIds;

const offers = (categoryId: number, seasonId: number, memberId?: number) =>
  read(
    `/public/payment/get-category-prices-for-order/season/${seasonId}?activityCategoryId=${categoryId}${
      memberId === undefined ? '' : `&memberId=${memberId}`
    }`,
    offersSchema,
  );

describe('offers', () => {
  it("gives the club's promo and flags the default price", async () => {
    const answer = await offers(1011, 4);
    expect(answer.promo).toEqual({ id: 1, title: 'Rentrée sportive', discountPercentage: 10 });
    expect(answer.activityCategoryPrices.map((price) => [price.priceId, price.default])).toEqual([
      [10111, true],
      [10112, false],
    ]);
  });

  it('answers no promo for a club without one, and an expired promo counts as none', async () => {
    expect((await offers(2011, 4)).promo).toBeNull();
    expect((await offers(9011, 4)).promo).toBeNull();
  });

  // Prices include the licence of the category's level: 45 premium, 15 access, 5 event.
  it.each([
    ['a visitor', 1021, undefined, 240, 0, 0],
    [
      'Claire (premium) on a premium category, relatives in the club',
      1021,
      claireMartin,
      240,
      45,
      10,
    ],
    [
      'Claire (premium) on an access category, relatives in the club',
      1061,
      claireMartin,
      125,
      15,
      10,
    ],
    ['Paul (access) on an access category, with Claire in the club', 1151, paulMartin, 140, 15, 10],
    [
      'Lucas (access) on a premium category, with Claire in the club',
      1012,
      lucasMartin,
      150,
      15,
      10,
    ],
    ['Claire (premium) on an event', 1092, claireMartin, 12, 5, 0],
    ['Claire on a free category', 1131, claireMartin, 0, 0, 0],
  ])('prices for %s', async (_who, categoryId, memberId, initial, droitClub, family) => {
    const [price] = (await offers(categoryId, 4, memberId)).activityCategoryPrices;
    expect(price).toMatchObject({
      initialPriceAmount: initial,
      priceAmount: initial - droitClub - family,
      discountDroitClub: { amount: droitClub },
      discount: { amount: family },
    });
  });

  it('offers the next season of a pre-sales category when asked', async () => {
    const answer = await offers(1071, 5, claireMartin);
    expect(answer.activityCategoryPrices.map((price) => price.seasonId)).toEqual([5, 5]);
    expect(answer.activityCategoryPrices[0]?.activityCategory).toMatchObject({
      preSales: true,
      activity: { id: 107, clubId: 1 },
    });
  });

  it('answers no price for a season the category does not sell', async () => {
    expect((await offers(1011, 5)).activityCategoryPrices).toEqual([]);
  });

  it.each([
    [
      'an unknown category',
      '/public/payment/get-category-prices-for-order/season/4?activityCategoryId=1',
    ],
    [
      'an unknown season',
      '/public/payment/get-category-prices-for-order/season/42?activityCategoryId=1011',
    ],
  ])('answers 404 for %s', async (_case, path) => {
    expect((await call(path)).status).toBe(404);
  });
});

describe('licence options', () => {
  const options = async (priceId: number, memberId?: number) =>
    (
      await read(
        `/public/payment/get-licenses-options-for-order?activityCategoryPriceId=${priceId}${
          memberId === undefined ? '' : `&memberId=${memberId}`
        }`,
        licenceOptionListSchema,
      )
    ).map((option) => [option.licenseLevelId, option.licenseAmount]);

  it.each([
    ['premium category, visitor: premium included', 10111, undefined, [[1, 0]]],
    [
      'access category, visitor: access included, premium +30',
      11511,
      undefined,
      [
        [2, 0],
        [1, 30],
      ],
    ],
    [
      'event category, visitor: event included, premium +40',
      10921,
      undefined,
      [
        [3, 0],
        [1, 40],
      ],
    ],
    ['access category, Paul holds access: upgrade to premium for 30', 11511, paulMartin, [[1, 30]]],
    ['access category, Claire holds premium: nothing more', 11511, claireMartin, [[1, 0]]],
  ])('%s', async (_case, priceId, memberId, expected) => {
    expect(await options(priceId, memberId)).toEqual(expected);
  });

  it('explains every option in French', async () => {
    const list = await read(
      '/public/payment/get-licenses-options-for-order?activityCategoryPriceId=11511',
      licenceOptionListSchema,
    );
    expect(list.map((option) => option.explanation)).toEqual([
      expect.stringMatching(/licence Accès .*comprise dans le tarif/) as string,
      expect.stringMatching(/Supplément de 30,00\s€/) as string,
    ]);
  });
});

describe('payment options', () => {
  const url = (priceId: number, amount: number) =>
    `/public/payment/get-payment-options?memberId=0&activityCategoryPriceId=${priceId}&licenseLevelId=1&amount=${amount}`;

  it.each([
    ['Natation adults, split 1', 10111, [1]],
    ['Yoga adults, split 3', 10211, [1, 3]],
    ['Tennis adults, split 10', 11611, [1, 10]],
  ])('offers %s', async (_case, priceId, ids) => {
    const list = await read(url(priceId, 200), paymentOptionListSchema);
    expect(list.map((option) => option.paymentMethod)).toEqual(
      ids.map((id) => ({ id, name: id === 1 ? 'Paiement en une fois' : `Paiement en ${id} fois` })),
    );
  });

  it.each([
    [195.5, 3],
    [100, 3],
    [320, 10],
    [0.01, 1],
    [12, 1],
  ])('splits %d € in %i instalments that add up exactly', (amount, count) => {
    const [, split] = paymentOptions(amount, count, '2026-11-21', true);
    const option = split ?? paymentOptions(amount, count, '2026-11-21', true)[0];
    const cents = option?.transactionsSchedule?.reduce(
      (sum, entry) => sum + Math.round(entry.totalAmount * 100),
      0,
    );
    expect(option?.transactionsSchedule).toHaveLength(count);
    expect(cents).toBe(Math.round(amount * 100));
  });

  it('schedules monthly instalments from today', () => {
    const [, split] = paymentOptions(300, 3, '2027-01-31', true);
    expect(split?.transactionsSchedule?.map((entry) => entry.date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  it.each([
    [100_00, 105],
    [65_18, 77],
    [1, 25],
    [0, 0],
  ])('charges a card fee (0.8 percent plus 25 cents) on %i cents: %i cents', (cents, fee) => {
    expect(transactionFeeCents(cents)).toBe(fee);
  });

  it.each([
    ['Lyon does not absorb the fees', 10211, false],
    ['Marseille absorbs them', 2011, true],
  ])('%s', async (_case, priceIdOrCategory, absorbs) => {
    const priceId = priceIdOrCategory > 10000 ? priceIdOrCategory : priceIdOrCategory * 10 + 1;
    const [once] = await read(url(priceId, 120), paymentOptionListSchema);
    const schedule = once?.transactionsSchedule ?? [];
    const charged = schedule.reduce((sum, entry) => sum + entry.chargedAmount, 0);
    const fees = schedule.reduce((sum, entry) => sum + entry.feeAmount, 0);
    expect(fees).toBeGreaterThan(0);
    expect(charged).toBeCloseTo(120, 2);
    // Section 9: absorbed exactly when the sum charged reaches the option's total.
    expect(once?.totalAmount).toBeCloseTo(absorbs ? 120 : 120 + fees, 2);
    expect(charged >= (once?.totalAmount ?? 0)).toBe(absorbs);
  });

  it('answers 400 without an amount', async () => {
    withoutRequestCheck();
    const path =
      '/public/payment/get-payment-options?memberId=0&activityCategoryPriceId=10111&licenseLevelId=1';
    expect((await call(path)).status).toBe(400);
  });
});

describe('promos and subscriptions', () => {
  it("answers a club's promo, or null, to a signed-in member", async () => {
    const lyon = await read('/promo/amsf/1', optionalPromoSchema, { email: demoEmails.family });
    expect(lyon?.discountPercentage).toBe(10);
    expect(
      await read('/promo/amsf/2', optionalPromoSchema, { email: demoEmails.family }),
    ).toBeNull();
    expect(await read('/promo/2', promoSchema, { email: demoEmails.family })).toMatchObject({
      title: 'Offre parrainage',
    });
    expect((await call('/promo/1')).status).toBe(401);
  });

  it("lists a member's subscriptions in a club, every season", async () => {
    const list = await read(
      `/public/member-subscription/club/1/member/${claireMartin}`,
      memberSubscriptionListSchema,
    );
    expect(
      list.map((item) => [item.activityCategory?.id, item.activityCategoryPrice?.season.id]),
    ).toEqual([
      [1011, 4],
      [1021, 3],
    ]);
  });
});
