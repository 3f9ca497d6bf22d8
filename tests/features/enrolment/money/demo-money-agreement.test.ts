import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createdOrderSchema } from '@/shared/orders/order-schemas';
import { licenceLevelAmountListSchema } from '@/features/enrolment/api/get-licence-levels';
import { licenceOptionListSchema } from '@/features/enrolment/api/get-licence-options';
import { offersSchema } from '@/features/enrolment/api/get-offers';
import { paymentOptionListSchema } from '@/features/enrolment/api/get-payment-options';
import { paymentLinkSchema } from '@/shared/orders/payment-link-schema';
import { cardAmounts } from '@/features/enrolment/cart/rules/card-amounts';
import { hasPriceChanged } from '@/features/enrolment/cart/rules/price-check';
import {
  amountToSend,
  holdsAccessLicence,
  licenceUpgrade,
  priceBreakdown,
  totalToPay,
  wizardPriceInput,
} from '@/features/enrolment/rules/amounts';
import { defaultLicenceLevelId } from '@/features/enrolment/rules/offer-defaults';
import { cartItemOf } from '@/features/enrolment/wizard/order-payload';
import { createSeed, getMockDb, seededProfileIds } from '@/mocks/db';
import { attestationOfClub } from '@/mocks/handlers/members/documents/attestation-facts';
import { testOrigin } from '@/mocks/node';
import { toCents } from '@/shared/lib/money';
import { profileSchema } from '@/shared/session/schemas';
import { call, profileDetails, read } from '../../../mocks/enrolment-client';
import { demoEmails } from '../../../mocks/fake-token';

/**
 * docs/adr/0014-one-money-model.md: every priced case of AMSF Lyon (club 1, docs/api.md 'Demo
 * data for journeys') for each Martin profile, through what the member sees and pays: the
 * wizard's summary, the cart card and its price check, the mock's order and checkout, the
 * payment schedule (Mes échéances) and the attestation. All must agree to the cent.
 */
const family = { email: demoEmails.family };
const season = 4;
const lyon = 1;

type Case = {
  name: string;
  profileId: number;
  categoryId: number;
  priceId: number;
  optionId: number;
  forSale: boolean;
};

function pricedCases(): Case[] {
  const db = createSeed();
  const profiles = [
    ['Claire', seededProfileIds.claireMartin],
    ['Lucas', seededProfileIds.lucasMartin],
    ['Paul', seededProfileIds.paulMartin],
  ] as const;
  const categories = db.categories.filter(
    (category) => Math.floor(category.id / 1000) === lyon && category.maxRegistration !== 1,
  );
  return profiles.flatMap(([firstname, profileId]) =>
    categories.flatMap((category) => {
      const held = db.memberships.some(
        (membership) =>
          membership.profileId === profileId &&
          membership.seasonId === season &&
          membership.subscriptions.some((item) => item.categoryId === category.id),
      );
      const prices = db.categoryPrices.filter(
        (price) =>
          Math.floor(price.id / 10) === category.id &&
          price.seasonId === season &&
          price.amount > 0,
      );
      if (held) return [];
      const optionIds = category.paymentSplit > 1 ? [1, category.paymentSplit] : [1];
      return prices.flatMap((price) =>
        optionIds.map((optionId) => ({
          name: `${firstname}, category ${category.id}, price ${price.id}, option ${optionId}`,
          profileId,
          categoryId: category.id,
          priceId: price.id,
          optionId,
          forSale: category.forSale,
        })),
      );
    }),
  );
}

const cases = pricedCases();

async function wizardView(entry: Case) {
  const offers = await read(
    `/public/payment/get-category-prices-for-order/season/${season}?activityCategoryId=${entry.categoryId}&memberId=${entry.profileId}`,
    offersSchema,
  );
  const price = offers.activityCategoryPrices.find((item) => item.priceId === entry.priceId);
  if (!price) throw new Error(`no offer for price ${entry.priceId}`);
  const levels = await read('/public/license-level', licenceLevelAmountListSchema);
  const licences = await read(
    `/public/payment/get-licenses-options-for-order?activityCategoryPriceId=${price.priceId}&memberId=${entry.profileId}`,
    licenceOptionListSchema,
  );
  const licence = licences.find((item) => item.licenseLevelId === defaultLicenceLevelId(licences));
  if (!licence) throw new Error('no licence option');
  const profile = await read(`/profiles/${entry.profileId}`, profileSchema, family);
  const category = getMockDb().categories.find((item) => item.id === entry.categoryId);
  const upgrade = licenceUpgrade(
    holdsAccessLicence(profile.memberships, season),
    category?.licenseLevelId ?? 0,
    levels,
  );
  const pricing = wizardPriceInput({
    price,
    promo: offers.promo,
    upgrade,
    licenceAmount: licence.licenseAmount,
  });
  const amount = amountToSend(pricing);
  const options = await read(
    `/public/payment/get-payment-options?memberId=${entry.profileId}&activityCategoryPriceId=${price.priceId}&licenseLevelId=${licence.licenseLevelId}&amount=${amount}`,
    paymentOptionListSchema,
  );
  const option = options.find((item) => item.paymentMethod.id === entry.optionId);
  if (!option) throw new Error(`no payment option ${entry.optionId}`);
  return { offers, price, licence, pricing, amount, option };
}

/** The current season's membership holding the case's category, and its schedule's rows. */
function scheduleOf(entry: Case) {
  const db = getMockDb();
  const membership = db.memberships.find(
    (row) =>
      row.profileId === entry.profileId &&
      row.seasonId === season &&
      row.activityId === Math.floor(entry.categoryId / 10),
  );
  const schedule = db.paymentSchedules.find((row) => row.membershipId === membership?.id);
  return {
    title: db.activities.find((row) => row.id === membership?.activityId)?.title,
    instalments: schedule ? [...schedule.instalments] : [],
  };
}

describe('one money model: the demo cases of AMSF Lyon agree from the wizard to the attestation', () => {
  it('walks a priced case for every Martin profile', () => {
    expect(cases.length).toBeGreaterThan(30);
    expect(new Set(cases.map((entry) => entry.profileId)).size).toBe(3);
  });

  it.each(cases)('$name', async (entry) => {
    const { offers, price, licence, pricing, amount, option } = await wizardView(entry);

    // The wizard's summary: its lines add up to its total.
    const lines = priceBreakdown(pricing);
    const summaryTotal = totalToPay(amount, option);
    expect(
      toCents(lines.initialPrice + lines.licence - lines.discount - lines.clubRightDiscount) -
        toCents(lines.promo) +
        toCents(summaryTotal - amount),
    ).toBe(toCents(summaryTotal));

    // The cart card shows the same total, its lines add up, and its price check agrees.
    const item = {
      ...cartItemOf({
        basket: {
          profileId: entry.profileId,
          clubId: lyon,
          activityId: Math.floor(entry.categoryId / 10),
          categoryId: entry.categoryId,
        } as Parameters<typeof cartItemOf>[0]['basket'],
        details: profileDetails('Claire'),
        price,
        licence,
        promo: offers.promo,
        session: undefined,
        paymentMethodId: entry.optionId,
        amount,
        healthAttestation: true,
        activityTitle: 'Activité',
        categoryTitle: 'Catégorie',
        registrationWithoutValidation: true,
        paymentOption: option,
        pricing,
      }),
      key: 'walk',
      quantity: 1,
      priceChanged: false,
    };
    const card = cardAmounts(item);
    expect(card.total).toBe(summaryTotal);
    expect(
      toCents(card.initialPrice + card.licence - card.discount - card.clubRightDiscount) -
        toCents(card.promoReduction) +
        toCents(card.fees),
    ).toBe(toCents(card.total));
    expect(hasPriceChanged({ amount, priceName: price.priceName, pricing }, offers)).toBe(false);
    if (!entry.forSale) return;

    // The mock's order, its checkout (the payment link's amount) and, once paid, the schedule.
    const order = await read('/orders', createdOrderSchema, {
      method: 'POST',
      body: item.order,
      ...family,
    });
    await call(`/customers/${order.id}/confirm`, { method: 'POST', ...family });
    const { link } = await read('/get-payment-link', paymentLinkSchema, {
      method: 'POST',
      body: { orderId: order.id, firstName: 'Claire', lastName: 'Martin' },
      ...family,
    });
    if (link === 'FULL') return;
    const checkoutId = Number(link?.split('/').pop());
    const checkout = getMockDb().checkouts.find((row) => row.id === checkoutId);
    expect(checkout?.amountCents).toBe(toCents(summaryTotal));
    const before = scheduleOf(entry);
    const paid = await call(`${testOrigin}/mock-provider/checkouts/${checkoutId}/pay`, {
      method: 'POST',
    });
    expect(z.object({ redirectUrl: z.string() }).parse(paid.body).redirectUrl).toMatch(/success$/);

    // A second category of an activity joins its membership: its schedule gains the instalments.
    const after = scheduleOf(entry);
    const added = after.instalments.filter((row) => !before.instalments.includes(row));
    expect(added.map((row) => row.expectedAmount)).toEqual(
      option.transactionsSchedule.map((row) => row.totalAmount),
    );
    const scheduleTotal = after.instalments.reduce(
      (sum, row) => sum + toCents(row.expectedAmount),
      0,
    );
    const beforeTotal = before.instalments.reduce(
      (sum, row) => sum + toCents(row.expectedAmount),
      0,
    );
    expect(scheduleTotal - beforeTotal).toBe(toCents(summaryTotal));
    const attestation = attestationOfClub(getMockDb(), entry.profileId, lyon);
    expect(
      attestation?.activities.find((activity) => activity.title === after.title)
        ?.cotisationActivite,
    ).toBe(scheduleTotal / 100);
  });
});
