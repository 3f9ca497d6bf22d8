import { describe, expect, it } from 'vitest';
import {
  followingInstalments,
  payAgainOf,
  receiptFacts,
} from '@/features/members/rules/payment-receipt-facts';
import type { PaymentOutcome } from '@/features/members/rules/payment-result';
import type { PaymentReceipt } from '@/shared/orders/payment-receipt';

/** Claire's Yoga in 3 instalments (docs/adr/0014-one-money-model.md): 168,57 € over the year. */
const yoga: PaymentReceipt = {
  savedAt: 0,
  clubTitle: 'AMSF Lyon',
  clubLogoUrl: null,
  activity: 'Yoga – Adultes',
  member: 'Claire Martin',
  total: 168.57,
  today: 56.19,
  schedule: [
    { date: '2025-09-01', amount: 56.19 },
    { date: '2025-10-01', amount: 56.19 },
    { date: '2025-11-01', amount: 56.19 },
  ],
  payAgain: { place: 'request', path: '/profile/2/mes_inscriptions' },
};
const once: PaymentReceipt = {
  ...yoga,
  total: 168.08,
  today: 168.08,
  schedule: [{ date: '2025-09-01', amount: 168.08 }],
};
const unknownAmounts: PaymentReceipt = { ...yoga, total: null, today: null, schedule: [] };

const nbsp = '\u00a0';
const euros = (text: string) => text.replace(' €', `${nbsp}€`);

describe('receipt facts', () => {
  it.each<[string, PaymentOutcome, PaymentReceipt, [string, string][]]>([
    [
      'instalments paid',
      'success',
      yoga,
      [
        ['Réglé aujourd’hui', '56,19 €'],
        ['Montant total', '168,57 €'],
      ],
    ],
    ['one payment', 'success', once, [['Réglé aujourd’hui', '168,08 €']]],
    ['a failure', 'failed', yoga, [['Montant à régler', '168,57 €']]],
    ['a cancellation', 'cancelled', once, [['Montant à régler', '168,08 €']]],
    ['an unknown result', 'unknown', once, [['Montant à régler', '168,08 €']]],
    ['a success without figures', 'success', unknownAmounts, []],
    ['a failure without figures', 'failed', unknownAmounts, []],
    ['a total without today', 'success', { ...once, today: null }, [['Montant total', '168,08 €']]],
  ])('%s', (_case, outcome, receipt, money) => {
    const facts = receiptFacts(outcome, receipt).map(({ term, value }) => [term, value]);
    expect(facts).toEqual([
      ['Activité', 'Yoga – Adultes'],
      ['Membre', 'Claire Martin'],
      ...money.map(([term, value]) => [term, euros(value)]),
    ]);
  });

  it.each<[PaymentOutcome, number]>([
    ['success', 2],
    ['failed', 0],
    ['cancelled', 0],
    ['unknown', 0],
  ])('%s lists %i instalments to come', (outcome, count) => {
    expect(followingInstalments(outcome, yoga)).toHaveLength(count);
  });
});

describe('pay again', () => {
  const requests = '/profile/2/mes_inscriptions';
  const premium = { ...once, total: 25, payAgain: { place: 'premium', path: '/profile/2/home' } };
  const visitor = { ...once, total: 25, payAgain: { place: 'sign-in', path: '/profile' } };
  const event = {
    ...once,
    total: 12,
    payAgain: { place: 'registration', path: '/inscription/carte/1/109' },
  };
  it.each<[string, PaymentOutcome, PaymentReceipt, string, string, RegExp]>([
    ['a failure', 'failed', yoga, `Payer à nouveau : 168,57${nbsp}€`, requests, /Mes inscriptions/],
    [
      'a cancellation',
      'cancelled',
      once,
      `Payer à nouveau : 168,08${nbsp}€`,
      requests,
      /« Paiement »/,
    ],
    ['an unknown result', 'unknown', yoga, 'Vérifier mes inscriptions', requests, /apparaît/],
    ['no amount', 'failed', unknownAmounts, 'Payer à nouveau', requests, /Mes inscriptions/],
    [
      'the pack',
      'failed',
      premium as PaymentReceipt,
      `Payer à nouveau : 25,00${nbsp}€`,
      '/profile/2/home',
      /Acheter le pack PREMIUM/,
    ],
    [
      "a visitor's pack",
      'cancelled',
      visitor as PaymentReceipt,
      `Payer à nouveau : 25,00${nbsp}€`,
      '/profile',
      /connectez-vous/,
    ],
    [
      'an unknown pack',
      'unknown',
      premium as PaymentReceipt,
      'Vérifier mon espace',
      '/profile/2/home',
      /apparaît/,
    ],
    [
      'an event',
      'failed',
      event as PaymentReceipt,
      `Payer à nouveau : 12,00${nbsp}€`,
      '/inscription/carte/1/109',
      /page de l’activité/,
    ],
    [
      'an unknown event',
      'unknown',
      event as PaymentReceipt,
      'Revenir à l’activité',
      '/inscription/carte/1/109',
      /apparaît/,
    ],
  ])('%s', (_case, outcome, receipt, label, path, hint) => {
    expect(payAgainOf(outcome, receipt)).toEqual({
      label,
      path,
      hint: expect.stringMatching(hint),
    });
  });

  it.each<[string, PaymentOutcome, PaymentReceipt | undefined]>([
    ['a success', 'success', yoga],
    ['no receipt', 'failed', undefined],
    ['no way back', 'failed', { ...yoga, payAgain: undefined }],
  ])('none after %s', (_case, outcome, receipt) => {
    expect(payAgainOf(outcome, receipt)).toBeNull();
  });
});
