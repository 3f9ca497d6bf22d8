import type { CurrentProfile } from '@/shared/session/session-slice';
import { OrderRow } from './order-row';
import { emptyOrdersMessage, orderCounts, orderCountTexts } from './rules/order-counts';
import { useOrderActions } from './use-order-actions';

/** 'Mes demandes d'inscription': the active requests of the current profile. */
export function OrderRequests({
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
    <section className="orders-block" aria-labelledby="order-requests-title">
      <h2 id="order-requests-title">Mes demandes d&apos;inscription</h2>
      {orders.length === 0 ? (
        <p>{emptyOrdersMessage(seasonTitle)}</p>
      ) : (
        <>
          <p className="orders-block__count">{texts.total}</p>
          <div className="orders-table__scroller">
            <table className="orders-table stacked-table">
              <caption className="visually-hidden">Mes demandes d&apos;inscription</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Club</th>
                  <th scope="col">Activité</th>
                  <th scope="col">Statut</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <OrderRow
                    key={order.id}
                    order={order}
                    busy={actions.isBusy(order.id)}
                    onCancel={() => actions.askCancel(order)}
                    onPay={() => actions.askPayer(order)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <ul className="orders-block__counts">
            <li>{texts.validated}</li>
            <li>{texts.pending}</li>
          </ul>
        </>
      )}
    </section>
  );
}
