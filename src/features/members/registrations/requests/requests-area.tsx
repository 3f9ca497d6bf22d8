import type { CurrentProfile } from '@/shared/session/session-slice';
import { OrderRow } from './order-row';
import { emptyOrdersMessage, orderCounts, orderCountTexts } from './rules/order-counts';
import { useOrderActions } from './use-order-actions';
import { Table } from '@/shared/ui/table';
import { EmptyState } from '@/shared/ui/empty-state';
import './requests.css';

/** 'Mes demandes d'inscription', Mes inscriptions' first area: the profile's active requests. */
export function RequestsArea({
  profile,
  seasonTitle,
}: {
  profile: CurrentProfile;
  seasonTitle: string;
}) {
  const orders = profile.activeOrders;
  const actions = useOrderActions(profile);
  const texts = orderCountTexts(orderCounts(orders));

  return (
    <section className="panel orders-block" aria-labelledby="order-requests-title">
      <h2 id="order-requests-title">Mes demandes d&apos;inscription</h2>
      {orders.length === 0 ? (
        <EmptyState>{emptyOrdersMessage(seasonTitle)}</EmptyState>
      ) : (
        <>
          <p className="orders-block__count">{texts.total}</p>
          <Table
            caption="Mes demandes d'inscription"
            className="data-table orders-table stacked-table"
            frameClassName="table-frame"
            columns={['Date', 'Club', 'Activité', 'Statut', 'Actions']}
          >
            {orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                busy={actions.isBusy(order.id)}
                onCancel={() => actions.askCancel(order)}
                onPay={() => actions.askPayer(order)}
              />
            ))}
          </Table>
          <ul className="orders-block__counts">
            <li>{texts.validated}</li>
            <li>{texts.pending}</li>
          </ul>
        </>
      )}
    </section>
  );
}
