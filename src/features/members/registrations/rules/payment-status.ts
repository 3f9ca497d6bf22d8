import type { Instalment } from '../../api/get-payment-schedules';
import { scheduleStatusOn, type ScheduleRowStatus } from './instalment-status';
import { compareCodeUnits } from '@/shared/lib/french-order';

/** docs/spec/members-area.md 2 'Payment details dialog': the general status of a schedule. */
export type GeneralPaymentStatus =
  'Totalement payé' | 'Partiellement payé' | 'Aucun paiement effectué';

export type ScheduleTotals = { total: number; paid: number; remaining: number };

/** Cents avoid float drift (3 x 33.33 must leave 0.01, not 0.010000000000005). */
const cents = (amount: number) => Math.round(amount * 100);

export function instalmentRemaining(instalment: Instalment): number {
  return Math.max(0, cents(instalment.expectedAmount) - cents(instalment.payedAmount)) / 100;
}

export function scheduleTotals(schedule: readonly Instalment[]): ScheduleTotals {
  const total = schedule.reduce((sum, item) => sum + cents(item.expectedAmount), 0);
  const paid = schedule.reduce((sum, item) => sum + cents(item.payedAmount), 0);
  return { total: total / 100, paid: paid / 100, remaining: Math.max(0, total - paid) / 100 };
}

/**
 * 'Totalement payé' if remaining is 0; 'Partiellement payé' if at least one instalment
 * succeeded; else 'Aucun paiement effectué'.
 */
export function generalPaymentStatus(schedule: readonly Instalment[]): GeneralPaymentStatus {
  if (scheduleTotals(schedule).remaining === 0) return 'Totalement payé';
  if (schedule.some((item) => item.succeeded)) return 'Partiellement payé';
  return 'Aucun paiement effectué';
}

/** The row of 'Mes échéances' on a given day (rules/instalment-status.ts). */
export function scheduleRowStatus(
  schedule: readonly Instalment[],
  today: string,
): ScheduleRowStatus {
  return scheduleStatusOn(schedule, scheduleTotals(schedule).remaining, today);
}

/** Instalments by date: the server's order is not promised. */
export function byDate(schedule: readonly Instalment[]): Instalment[] {
  return [...schedule].sort((a, b) => compareCodeUnits(a.date, b.date));
}

export function firstDueDate(schedule: readonly Instalment[]): string | null {
  return byDate(schedule)[0]?.date ?? null;
}

/** The dialog's 'Échéance': the date of the fourth instalment, null (shown as such) without one. */
export function scheduleDeadline(schedule: readonly Instalment[]): string | null {
  return byDate(schedule)[3]?.date ?? null;
}

/** 'x{number of instalments}'. */
export function paymentType(schedule: readonly Instalment[]): string {
  return `x${schedule.length}`;
}
