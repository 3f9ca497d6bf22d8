import type { PaymentOption } from '../api/get-payment-options';
import { chargedToday, totalToPay } from './amounts';

export type ReceiptMoney = {
  total: number | null;
  today: number | null;
  schedule: { date: string; amount: number }[];
};

/**
 * The receipt's figures of an order paid through `option` (docs/adr/0014-one-money-model.md): the
 * total over the schedule, the first instalment taken today, the schedule itself; what the
 * wizard's 'Total', the cart card's and the checkout's charge say.
 */
export function receiptMoney(amount: number, option: PaymentOption | undefined): ReceiptMoney {
  return {
    total: totalToPay(amount, option),
    today: chargedToday(amount, option),
    schedule: (option?.transactionsSchedule ?? []).map((entry) => ({
      date: entry.date,
      amount: entry.totalAmount,
    })),
  };
}

/** paymentMethod 1 is 'online in one payment' (docs/spec/enrolment.md 3). */
const onePayment = 1;

/**
 * A cart item's figures: its payment option read again at payment time, as the checkout charges
 * it; without it (the read failed), the card's total, taken whole today only when the item is
 * paid in one go (an unknown first instalment is not guessed).
 */
export function cartReceiptMoney(
  item: { amount: number; paymentMethodId: number; cardTotal: number },
  options: readonly PaymentOption[] | undefined,
): ReceiptMoney {
  const option = options?.find((entry) => entry.paymentMethod.id === item.paymentMethodId);
  if (option) return receiptMoney(item.amount, option);
  const today = item.paymentMethodId === onePayment ? item.cardTotal : null;
  return { total: item.cardTotal, today, schedule: [] };
}
