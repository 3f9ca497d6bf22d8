import type { Instalment } from '../api/get-payment-schedules';
import { instalmentStatus, type InstalmentStatus } from './rules/instalment-status';
import { countOf } from '@/shared/lib/french';

/**
 * One dot per instalment, filled once paid and marked when late; the sentence says the same to
 * screen readers.
 */
export function InstalmentDots({
  schedule,
  today,
}: {
  schedule: readonly Instalment[];
  today: string;
}) {
  const statuses = schedule.map((item) => instalmentStatus(item, today));
  const paid = statuses.filter((status) => status === 'paid').length;
  const late = statuses.filter((status) => status === 'overdue').length;
  return (
    <span className="instalment-dots">
      {schedule.map((item, index) => (
        <InstalmentDot key={`${item.date}-${index}`} status={statuses[index] ?? 'upcoming'} />
      ))}
      <span className="visually-hidden">
        {countOf(paid, 'échéance payée', 'échéances payées')} sur {schedule.length}
        {late > 0 ? `, ${late} en retard` : ''}
      </span>
    </span>
  );
}

export function InstalmentDot({ status }: { status: InstalmentStatus }) {
  const modifier =
    status === 'paid'
      ? ' instalment-dot--paid'
      : status === 'overdue'
        ? ' instalment-dot--late'
        : '';
  return <span aria-hidden="true" className={`instalment-dot${modifier}`} />;
}
