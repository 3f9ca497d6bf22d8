import type { MockDb } from '../types';
import type { InstalmentRow } from './registration-rows';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The same day `months` later, or the month's last day when it is shorter (31 January -> 28 February). */
function monthsAfter(day: Date, months: number): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day.getUTCDate(), lastDay)));
}

/**
 * What the provider charges for a paid checkout: `count` monthly instalments from the day of
 * payment, the first one taken at once; the cents that do not divide evenly go on the first.
 */
export function instalmentsOfCheckout(
  amountCents: number,
  count: number,
  paidOn: Date,
): InstalmentRow[] {
  const instalments = Math.max(1, Math.floor(count));
  const share = Math.floor(amountCents / instalments);
  const first = amountCents - share * (instalments - 1);
  return Array.from({ length: instalments }, (_, index) => {
    const amount = (index === 0 ? first : share) / 100;
    return {
      date: isoDay(monthsAfter(paidOn, index)),
      expectedAmount: amount,
      payedAmount: index === 0 ? amount : 0,
      succeeded: index === 0,
    };
  });
}

/**
 * The instalments of an order's checkout, as its payment option announced them (amounts in
 * cents, fees included): monthly from the day of payment, the first one taken at once.
 */
export function instalmentsOfPlan(plan: readonly number[], paidOn: Date): InstalmentRow[] {
  return plan.map((cents, index) => {
    const amount = cents / 100;
    return {
      date: isoDay(monthsAfter(paidOn, index)),
      expectedAmount: amount,
      payedAmount: index === 0 ? amount : 0,
      succeeded: index === 0,
    };
  });
}

/** 'Mes échéances' then shows the payment: a membership's schedule gains its instalments. */
export function recordPaymentSchedule(
  db: MockDb,
  membershipId: number,
  instalments: readonly InstalmentRow[],
): void {
  const existing = db.paymentSchedules.find((row) => row.membershipId === membershipId);
  if (existing) {
    existing.instalments = [...existing.instalments, ...instalments].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    return;
  }
  const id = db.paymentSchedules.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  db.paymentSchedules.push({ id, membershipId, instalments: [...instalments] });
}
