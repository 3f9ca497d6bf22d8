import { addMonths } from './days';
import { toCents } from '@/shared/lib/money';
import { instalmentPlan } from '@/shared/lib/money-model';

const toEuros = (cents: number) => cents / 100;

/** A payment option as answered (docs/openapi/main-api.yaml PaymentOption). */
export type PaymentOptionBody = ReturnType<typeof paymentOptions>[number];

/** The provider's card fee per transaction, from the one money model. */
export { cardFeeCents as transactionFeeCents } from '@/shared/lib/money-model';

export function paymentMethodName(id: number): string {
  return id === 1 ? 'Paiement en une fois' : `Paiement en ${id} fois`;
}

/**
 * N monthly instalments from today, each with its card fee (src/shared/lib/money-model.ts): the
 * checkout charges and the payment schedule records exactly these figures.
 */
export function schedule(amount: number, instalments: number, today: string, absorbsFees: boolean) {
  return instalmentPlan(amount, instalments, absorbsFees).map((entry, index) => ({
    date: addMonths(today, index),
    ...entry,
  }));
}

/** Id 1 in one go, and id N (the category's split) in N instalments when N > 1. */
export function paymentOptions(
  amount: number,
  paymentSplit: number,
  today: string,
  absorbsFees: boolean,
) {
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

/**
 * The instalments an order's payment charges when paid today: its amount (the price's when the
 * order has none) over its payment method's instalments, fees included unless the club absorbs
 * them. One rule for the checkout it opens and the schedule Mes inscriptions lists with it.
 */
export function orderSchedule(
  order: { amount: number | null; ePaymentMethodId: number | null },
  priceAmount: number,
  today: string,
  absorbsFees: boolean,
) {
  return schedule(order.amount ?? priceAmount, order.ePaymentMethodId ?? 1, today, absorbsFees);
}
