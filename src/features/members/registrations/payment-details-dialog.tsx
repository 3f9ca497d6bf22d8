import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import type { PaymentSchedule } from '../api/get-payment-schedules';
import { InstalmentDot } from './instalment-dots';
import { instalmentStatus, instalmentStatusLabels } from './rules/instalment-status';
import {
  byDate,
  generalPaymentStatus,
  instalmentRemaining,
  paymentType,
  scheduleDeadline,
  scheduleTotals,
} from './rules/payment-status';
import { Table } from '@/shared/ui/table';

/** The 800 px payment details dialog (docs/spec/members-area.md 2). */
export function PaymentDetailsDialog({
  schedule,
  today,
}: {
  schedule: PaymentSchedule;
  /** YYYY-MM-DD: an unpaid instalment is late after its date. */
  today: string;
}) {
  const totals = scheduleTotals(schedule.schedule);
  const deadline = scheduleDeadline(schedule.schedule);
  const facts: [string, string][] = [
    ['Club', schedule.clubName],
    // The deadline line stays when a schedule has fewer than four instalments.
    ['Échéance', deadline ? formatDate(deadline) : '—'],
    ['Activité', schedule.activityName],
    ['Type de paiement', paymentType(schedule.schedule)],
    ['Statut général', generalPaymentStatus(schedule.schedule)],
    ['Total', formatEuros(totals.total)],
    ['Payé', formatEuros(totals.paid)],
    ['Restant', formatEuros(totals.remaining)],
  ];

  return (
    <div className="payment-details">
      <dl className="payment-details__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="payment-details__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        caption="Détail des échéances"
        className="data-table stacked-table"
        frameClassName="table-frame"
        columns={['N°', 'Date', 'Statut', 'Total', 'Payé', 'Restant']}
      >
        {byDate(schedule.schedule).map((instalment, index) => (
          <tr key={`${instalment.date}-${index}`}>
            <td data-label="N°">{index + 1}</td>
            <td data-label="Date">{formatDate(instalment.date)}</td>
            <td data-label="Statut">
              <InstalmentDot status={instalmentStatus(instalment, today)} />
              <span className="payment-details__status">
                {instalmentStatusLabels[instalmentStatus(instalment, today)]}
              </span>
            </td>
            <td data-label="Total">{formatEuros(instalment.expectedAmount)}</td>
            <td data-label="Payé">{formatEuros(instalment.payedAmount)}</td>
            <td data-label="Restant">{formatEuros(instalmentRemaining(instalment))}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
