import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '@/features/enrolment/api/get-payment-options';
import { cartReceiptMoney, receiptMoney } from '@/features/enrolment/rules/receipt-money';

/** Claire's Yoga (docs/adr/0014-one-money-model.md): 166,50 € sent, 1,58 € of fees in one go. */
const once: PaymentOption = {
  paymentMethod: { id: 1, name: 'Paiement en une fois' },
  totalAmount: 168.08,
  transactionsSchedule: [
    { date: '2026-11-29', totalAmount: 168.08, chargedAmount: 166.5, feeAmount: 1.58 },
  ],
};
const thrice: PaymentOption = {
  paymentMethod: { id: 3, name: 'Paiement en 3 fois' },
  totalAmount: 168.57,
  transactionsSchedule: [
    { date: '2026-11-29', totalAmount: 56.19, chargedAmount: 55.5, feeAmount: 0.69 },
    { date: '2026-12-29', totalAmount: 56.19, chargedAmount: 55.5, feeAmount: 0.69 },
    { date: '2027-01-29', totalAmount: 56.19, chargedAmount: 55.5, feeAmount: 0.69 },
  ],
};
/** The club absorbs the fees: the schedule charges no more than the option's total. */
const absorbed: PaymentOption = {
  ...once,
  totalAmount: 166.5,
  transactionsSchedule: [
    { date: '2026-11-29', totalAmount: 166.5, chargedAmount: 166.5, feeAmount: 1.58 },
  ],
};

describe('receipt money', () => {
  it.each<[string, PaymentOption | undefined, number, number, number]>([
    ['one payment, fees added', once, 168.08, 168.08, 1],
    ['three instalments, the first today', thrice, 168.57, 56.19, 3],
    ['fees absorbed by the club', absorbed, 166.5, 166.5, 1],
    ['no option: the amount alone', undefined, 166.5, 166.5, 0],
  ])('%s', (_case, option, total, today, instalments) => {
    const money = receiptMoney(166.5, option);
    expect(money.total).toBe(total);
    expect(money.today).toBe(today);
    expect(money.schedule).toHaveLength(instalments);
  });

  it.each<[string, number, PaymentOption[] | undefined, number | null, number | null]>([
    ['its option read again, in one go', 1, [once, thrice], 168.08, 168.08],
    ['its option read again, in three', 3, [once, thrice], 168.57, 56.19],
    ['the read failed, in one go: the card total today', 1, undefined, 168.08, 168.08],
    ['the read failed, in three: today not guessed', 3, undefined, 168.08, null],
    ['its option no longer offered, in three', 3, [once], 168.08, null],
  ])('a cart item, %s', (_case, paymentMethodId, options, total, today) => {
    const money = cartReceiptMoney({ amount: 166.5, paymentMethodId, cardTotal: 168.08 }, options);
    expect([money.total, money.today]).toEqual([total, today]);
  });
});
