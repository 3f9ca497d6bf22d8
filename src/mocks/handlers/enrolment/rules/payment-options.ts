import type { z } from 'zod';
import type { paymentOptionSchema } from '@/features/enrolment/api/get-payment-options';
import { addMonths } from './days';
import { toCents } from '@/shared/lib/money';

const toEuros = (cents: number) => cents / 100;

export type PaymentOptionBody = z.input<typeof paymentOptionSchema>;

/** The provider's card fee per transaction: 0.8 % plus 0.25 €, rounded to the cent. */
export function transactionFeeCents(amountCents: number): number {
  return amountCents === 0 ? 0 : Math.round(amountCents * 0.008 + 25);
}

export function paymentMethodName(id: number): string {
  return id === 1 ? 'Paiement en une fois' : `Paiement en ${id} fois`;
}

/** N monthly instalments from today; the first takes the odd cents so the sum is exact. */
export function schedule(amount: number, instalments: number, today: string, absorbsFees: boolean) {
  const total = toCents(amount);
  const share = Math.floor(total / instalments);
  return Array.from({ length: instalments }, (_, index) => {
    const cents = index === 0 ? total - share * (instalments - 1) : share;
    const fee = transactionFeeCents(cents);
    return {
      date: addMonths(today, index),
      // What the member pays for this instalment: the fee is on top unless the club absorbs it.
      totalAmount: toEuros(absorbsFees ? cents : cents + fee),
      // The instalment of the price itself, so that (section 9) the club absorbs the fees
      // exactly when the sum charged reaches the option's total.
      chargedAmount: toEuros(cents),
      feeAmount: toEuros(fee),
    };
  });
}

/** Id 1 in one go, and id N (the category's split) in N instalments when N > 1. */
export function paymentOptions(
  amount: number,
  paymentSplit: number,
  today: string,
  absorbsFees: boolean,
): PaymentOptionBody[] {
  const ids = paymentSplit > 1 && amount > 0 ? [1, paymentSplit] : [1];
  return ids.map((id) => {
    const transactionsSchedule = schedule(amount, id, today, absorbsFees);
    const totalCents = transactionsSchedule.reduce(
      (sum, entry) => sum + toCents(entry.totalAmount),
      0,
    );
    return {
      paymentMethod: { id, name: paymentMethodName(id) },
      totalAmount: toEuros(totalCents),
      transactionsSchedule,
    };
  });
}
