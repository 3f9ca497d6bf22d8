import type { Order } from '@/shared/session/schemas';
import { formatDate } from '@/shared/lib/dates';
import { canPay, statusChip } from './rules/order-status';
import { Button } from '@/shared/ui/button';
import { StatusChip } from '../status-chip';

type Props = {
  order: Order;
  busy: boolean;
  onCancel: () => void;
  onPay: () => void;
};

/** One registration request: date, club, activity, status and what the member can do. */
export function OrderRow({ order, busy, onCancel, onPay }: Props) {
  const { activity } = order.activityCategoryPrice.activityCategory;
  const chip = statusChip(order.status);
  const context = `${activity.title}, ${activity.club.title}`;

  return (
    <tr>
      <td data-label="Date">{formatDate(order.createdAt)}</td>
      <td data-label="Club">
        {activity.club.logoUrl ? (
          <img
            className="orders-table__logo"
            src={activity.club.logoUrl}
            alt={activity.club.title}
            width={48}
            height={48}
          />
        ) : (
          activity.club.title
        )}
      </td>
      <td data-label="Activité">{activity.title}</td>
      <td data-label="Statut">
        <StatusChip tone={chip.tone}>{chip.label}</StatusChip>
        <span className="orders-table__status-text">{chip.text}</span>
      </td>
      <td>
        <div className="orders-table__actions">
          <Button
            variant="secondary"
            aria-label={`Annuler la demande ${context}`}
            disabled={busy}
            onClick={onCancel}
          >
            Annuler
          </Button>
          {canPay(order) && (
            <Button
              variant="primary"
              aria-label={`Paiement de la demande ${context}`}
              disabled={busy}
              onClick={onPay}
            >
              Paiement
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
