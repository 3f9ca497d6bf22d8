import { describe, expect, it } from 'vitest';
import { visitorReceipt } from '@/features/enrolment/offline/rules/visitor-receipt';
import { premiumReceipt } from '@/features/members/premium/rules/premium-receipt';
import { requestReceipt } from '@/features/members/registrations/requests/rules/request-receipt';
import type { PaymentReceipt } from '@/shared/orders/payment-receipt';
import type { Order } from '@/shared/session/schemas';

const claire = { firstname: 'Claire', lastname: 'Martin' };

describe('the premium pack receipt', () => {
  it.each([
    [
      'a signed-in member pays again from the home',
      2,
      { place: 'premium', path: '/profile/2/home' },
    ],
    ['a visitor signs in to pay again', undefined, { place: 'sign-in', path: '/profile' }],
  ] as const)('%s', (_case, profileId, payAgain) => {
    expect(premiumReceipt({ productName: 'AMSF', member: claire, profileId })).toEqual({
      clubTitle: 'AMSF',
      clubLogoUrl: '/images/logo.svg',
      activity: 'Pack PREMIUM AMSF',
      member: 'Claire Martin',
      total: 25,
      today: 25,
      schedule: [],
      profileId,
      payAgain,
    });
  });
});

describe("a validated request's receipt", () => {
  const order: Order = {
    id: 9001,
    createdAt: '2026-11-01',
    status: 'PENDING_PAYMENT',
    ePaymentMethod: { id: 1 },
    activityCategoryPrice: {
      id: 5,
      title: 'Tarif normal',
      activityCategory: {
        activity: { title: 'Tennis', club: { id: 1, title: 'AMSF Lyon', logoUrl: null } },
      },
    },
  };
  const kept = (orderId: number): PaymentReceipt => ({
    savedAt: 0,
    clubTitle: 'AMSF Lyon',
    clubLogoUrl: null,
    activity: 'Tennis – Adultes',
    member: 'Claire Martin',
    total: 168.08,
    today: 168.08,
    schedule: [{ date: '2026-11-29', amount: 168.08 }],
    renewal: true,
    orderId,
  });

  const inThree: Order = {
    ...order,
    paymentSchedule: [
      { date: '2026-11-29', totalAmount: 56.19 },
      { date: '2026-12-29', totalAmount: 56.19 },
      { date: '2027-01-29', totalAmount: 56.19 },
    ],
  };
  it.each<
    [string, Order, PaymentReceipt | undefined, number | null, number | null, boolean | undefined]
  >([
    ['the same order kept its figures', order, kept(9001), 168.08, 168.08, true],
    ['the same order kept, over its schedule', inThree, kept(9001), 168.08, 168.08, true],
    ['another order kept: the schedule given', inThree, kept(9002), 168.57, 56.19, undefined],
    ['nothing kept: the schedule given', inThree, undefined, 168.57, 56.19, undefined],
    ['another order, no schedule: no amount guessed', order, kept(9002), null, null, undefined],
    ['nothing kept, no schedule: no amount guessed', order, undefined, null, null, undefined],
    [
      'an empty schedule: no amount guessed',
      { ...order, paymentSchedule: [] },
      undefined,
      null,
      null,
      undefined,
    ],
  ])('%s', (_case, request, previous, total, today, renewal) => {
    const receipt = requestReceipt(request, claire, 2, previous);
    expect(receipt).toMatchObject({
      clubTitle: 'AMSF Lyon',
      activity: 'Tennis – Tarif normal',
      member: 'Claire Martin',
      total,
      today,
      orderId: 9001,
      profileId: 2,
      payAgain: { place: 'request', path: '/profile/2/mes_inscriptions' },
    });
    expect(receipt.renewal).toBe(renewal);
  });
});

describe("a visitor's registration receipt", () => {
  const target = {
    clubId: 1,
    activityId: 109,
    activityTitle: 'Course des Lumières',
    categoryId: 1092,
    categoryTitle: 'Course 10 km chronométrée',
    amount: 12,
  };
  it.each([
    ['the club known', { title: 'AMSF Lyon', logoUrl: '/logo.png' }, 'AMSF Lyon', '/logo.png'],
    ['the club not read', undefined, '', null],
  ])('%s', (_case, club, clubTitle, clubLogoUrl) => {
    expect(visitorReceipt({ firstname: 'Hugo', lastname: 'Bernard' }, target, club)).toEqual({
      clubTitle,
      clubLogoUrl,
      activity: 'Course des Lumières – Course 10 km chronométrée',
      member: 'Hugo Bernard',
      total: 12,
      today: 12,
      schedule: [],
      payAgain: { place: 'registration', path: '/inscription/carte/1/109' },
    });
  });
});
