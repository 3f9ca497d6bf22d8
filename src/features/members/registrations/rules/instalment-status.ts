import type { StatusTone } from './status-tone';
import type { Instalment } from '../../api/get-payment-schedules';

/**
 * Where an instalment stands on a given day (docs/adr/0014-one-money-model.md).
 * docs/spec/members-area.md says an instalment succeeded or not, and names 'Payé' and 'À venir'; an
 * unpaid instalment whose date has come is no longer 'à venir': on its day it is to pay, after it
 * late.
 */
export type InstalmentStatus = 'paid' | 'due' | 'overdue' | 'upcoming';

export const instalmentStatusLabels: Record<InstalmentStatus, string> = {
  paid: 'Payée',
  due: 'À payer',
  overdue: 'En retard',
  upcoming: 'À venir',
};

/** Dates are the backend's YYYY-MM-DD: they compare as strings. */
export function instalmentStatus(instalment: Instalment, today: string): InstalmentStatus {
  if (instalment.succeeded) return 'paid';
  if (instalment.date > today) return 'upcoming';
  return instalment.date === today ? 'due' : 'overdue';
}

export type ScheduleRowStatus = 'Payé' | 'En retard' | 'À payer' | 'À venir';

/**
 * The row of 'Mes échéances': 'Payé' once nothing remains; otherwise the most pressing of its
 * unpaid instalments: late, to pay today, or to come.
 */
export function scheduleStatusOn(
  schedule: readonly Instalment[],
  remaining: number,
  today: string,
): ScheduleRowStatus {
  if (remaining === 0) return 'Payé';
  const statuses = schedule.map((instalment) => instalmentStatus(instalment, today));
  if (statuses.includes('overdue')) return 'En retard';
  if (statuses.includes('due')) return 'À payer';
  return 'À venir';
}

/** The badge each row status wears, in the tones of the requests' statuses; late in its own. */
export const scheduleStatusTone: Record<ScheduleRowStatus, StatusTone> = {
  Payé: 'validated',
  'En retard': 'late',
  'À payer': 'pending',
  'À venir': 'closed',
};

/** Today as the backend writes dates, in the member's own time zone. */
export function localIsoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
