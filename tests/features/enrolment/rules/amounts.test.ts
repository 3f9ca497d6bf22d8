import { describe, expect, it } from 'vitest';
import {
  amountDifference,
  amountToSend,
  baseAmount,
  chargedToday,
  clubAbsorbsFees,
  differenceMessage,
  holdsAccessLicence,
  licenceUpgrade,
  paymentFees,
  promoAmount,
  roundToCents,
  totalToPay,
  type PriceInput,
} from '@/features/enrolment/rules/amounts';
import { toCents } from '@/shared/lib/money';
import { memberOf, paymentOption } from '../wizard/enrolment-factories';

const levels = [
  { level: 1, amount: 45 },
  { level: 2, amount: 20 },
  { level: 3, amount: 5 },
];

function input(overrides: Partial<PriceInput>): PriceInput {
  return {
    initialPrice: 200,
    discount: 0,
    clubRightDiscount: 0,
    promoPercentage: 0,
    licenceUpgrade: null,
    ...overrides,
  };
}

describe('amounts sent to the payment provider are in cents (price x 100, rounded)', () => {
  it.each([
    [180, 18000],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [12.345, 1235],
  ])('%s € is %s cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents);
  });

  it.each([
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [171, 171],
  ])('euro amounts keep 2 decimals: %s -> %s', (amount, rounded) => {
    expect(roundToCents(amount)).toBe(rounded);
  });
});

describe('the licence-upgrade case: access licence held in the season and a category requiring level 2', () => {
  it.each([
    ['access held, category level 2', true, 2, 25],
    ['access held, category level 1', true, 1, null],
    ['no access licence held', false, 2, null],
  ])('%s', (_case, holdsAccess, categoryLevel, expected) => {
    expect(licenceUpgrade(holdsAccess, categoryLevel, levels)).toBe(expected);
  });

  it('needs both level amounts', () => {
    expect(licenceUpgrade(true, 2, [{ level: 2, amount: 20 }])).toBeNull();
  });

  it.each([
    ['access (level 2) in the season', [memberOf(4, [], 2)], 4, true],
    ['premium (level 1) in the season', [memberOf(4, [], 1)], 4, false],
    ['access in another season', [memberOf(3, [], 2)], 4, false],
  ])('holds an access licence: %s', (_case, memberships, seasonId, expected) => {
    expect(holdsAccessLicence(memberships, seasonId)).toBe(expected);
  });
});

describe('amount difference logic (section 9)', () => {
  it.each([
    [
      'otherwise base = initial price - club-right discount - discount',
      input({ discount: 20, clubRightDiscount: 10 }),
      170,
      0,
      30,
      170,
    ],
    [
      'with the upgrade, base = initial price + (level 1 - level 2) - club-right discount',
      input({ discount: 20, clubRightDiscount: 10, licenceUpgrade: 25 }),
      215,
      0,
      -15,
      215,
    ],
    [
      'the promo reduces the base by discountPercentage percent',
      input({ discount: 20, promoPercentage: 10 }),
      180,
      18,
      38,
      162,
    ],
    ['nothing applies', input({}), 200, 0, 0, 200],
    [
      'a better licence than the included one adds its supplement',
      input({ licenceSupplement: 30, clubRightDiscount: 10 }),
      220,
      0,
      -20,
      220,
    ],
    [
      'the supplement is not added again in the upgrade case',
      input({ licenceUpgrade: 30, licenceSupplement: 0 }),
      230,
      0,
      -30,
      230,
    ],
    ['a free category', input({ initialPrice: 0 }), 0, 0, 0, 0],
  ])('%s', (_case, price, base, promo, difference, sent) => {
    expect(baseAmount(price)).toBe(base);
    expect(promoAmount(price)).toBe(promo);
    expect(amountDifference(price)).toBe(difference);
    expect(amountToSend(price)).toBe(sent);
  });

  it('never sends a negative amount', () => {
    expect(amountToSend(input({ initialPrice: 10, discount: 30 }))).toBe(0);
  });
});

describe('difference messages', () => {
  it.each([
    [30, "Vous bénéficiez d'une réduction de 30,00\u00a0€ pour cette activité:"],
    [-15.5, 'Il y a une augmentation de 15,50\u00a0€ pour cette activité:'],
    [0, null],
  ])('%s', (difference, message) => {
    expect(differenceMessage(difference)?.replace(/\u202f/g, '\u00a0') ?? null).toBe(message);
  });
});

describe('fees: the club absorbs them when the total charged over the schedule is at least the option total', () => {
  const absorbed = paymentOption(
    1,
    [{ date: '2025-09-01', total: 180, charged: 180, fee: 2.5 }],
    180,
  );
  const charged = paymentOption(
    3,
    [
      { date: '2025-09-01', total: 61.2, charged: 60, fee: 1.2 },
      { date: '2025-10-01', total: 61.2, charged: 60, fee: 1.2 },
      { date: '2025-11-01', total: 61.2, charged: 60, fee: 1.2 },
    ],
    183.6,
  );

  it.each([
    ['absorbed', absorbed, true, 2.5, 180],
    ['paid by the member', charged, false, 3.6, 183.6],
  ])('%s', (_case, option, absorbs, fees, total) => {
    expect(clubAbsorbsFees(option)).toBe(absorbs);
    expect(paymentFees(option)).toBe(fees);
    expect(totalToPay(180, option)).toBe(total);
  });

  it('shows the amount alone before an option is chosen', () => {
    expect(totalToPay(180, undefined)).toBe(180);
  });
});

describe('what is charged on the day of payment', () => {
  const once = paymentOption(1, [{ date: '2025-09-01', total: 180, charged: 180, fee: 0 }], 180);
  const thrice = paymentOption(
    3,
    [
      { date: '2025-09-01', total: 56.19, charged: 55, fee: 1.19 },
      { date: '2025-10-01', total: 56.19, charged: 55, fee: 1.19 },
      { date: '2025-11-01', total: 56.19, charged: 55, fee: 1.19 },
    ],
    168.57,
  );
  const withoutSchedule = paymentOption(2, [], 180);

  it.each([
    ['one payment', 180, once, 180],
    ['three instalments: the first one', 165, thrice, 56.19],
    ['an option without schedule: the total', 180, withoutSchedule, 180],
    ['no option chosen yet: the amount', 120, undefined, 120],
  ])('%s', (_case, amount, option, today) => {
    expect(chargedToday(amount, option)).toBe(today);
  });
});
