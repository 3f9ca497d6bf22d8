import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import { useDialogs } from '@/shared/ui/dialog-host';
import { Spinner } from '@/shared/ui/spinner';
import { useGetPaymentSchedulesQuery, type PaymentSchedule } from '../api/get-payment-schedules';
import { InstalmentDots } from './instalment-dots';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { localIsoDay, scheduleStatusTone } from './rules/instalment-status';
import { StatusChip } from './status-chip';
import { firstDueDate, scheduleRowStatus, scheduleTotals } from './rules/payment-status';
import { Button } from '@/shared/ui/button';
import { Table } from '@/shared/ui/table';
import { EmptyState } from '@/shared/ui/empty-state';

/** 'Mes échéances': one row per membership with a payment schedule. */
export function SchedulesArea({ profileId }: { profileId: number }) {
  const { data, isLoading, isError } = useGetPaymentSchedulesQuery(profileId);
  const dialogs = useDialogs();
  const schedules = (data ?? []).filter((item) => item.schedule.length > 0);
  // Statuses follow the date: an unpaid instalment is late once its day has passed.
  const today = localIsoDay(new Date());

  const openDetails = (schedule: PaymentSchedule) =>
    dialogs.open({
      title: 'Détails des paiements',
      width: '800px',
      maxHeight: '80svh',
      render: () => <PaymentDetailsDialog schedule={schedule} today={today} />,
    });

  return (
    <section className="panel" aria-labelledby="schedules-title">
      <h2 id="schedules-title">Mes échéances</h2>
      {isLoading ? (
        <Spinner label="Chargement des échéances…" />
      ) : isError ? (
        <p>Les échéances n&apos;ont pas pu être chargées.</p>
      ) : schedules.length === 0 ? (
        <EmptyState>Vous n&apos;avez aucune échéance pour le moment.</EmptyState>
      ) : (
        <Table
          caption="Mes échéances"
          className="data-table stacked-table"
          frameClassName="table-frame"
          columns={[
            'Première échéance',
            'Club',
            'Activité',
            'Total',
            'Restant',
            'Statut',
            'Échéances',
            { label: 'Actions', hiddenLabel: true },
          ]}
        >
          {schedules.map((item) => {
            const totals = scheduleTotals(item.schedule);
            const first = firstDueDate(item.schedule);
            const status = scheduleRowStatus(item.schedule, today);
            return (
              <tr key={item.membershipId}>
                <td data-label="Première échéance">{first ? formatDate(first) : '—'}</td>
                <td data-label="Club">{item.clubName}</td>
                <td data-label="Activité">{item.activityName}</td>
                <td data-label="Total">{formatEuros(totals.total)}</td>
                <td data-label="Restant">{formatEuros(totals.remaining)}</td>
                <td data-label="Statut">
                  <StatusChip tone={scheduleStatusTone[status]}>{status}</StatusChip>
                </td>
                <td data-label="Échéances">
                  <InstalmentDots schedule={item.schedule} today={today} />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    aria-label={`Voir détails : ${item.activityName}, ${item.clubName}`}
                    onClick={() => openDetails(item)}
                  >
                    Voir détails
                  </Button>
                </td>
              </tr>
            );
          })}
        </Table>
      )}
    </section>
  );
}
