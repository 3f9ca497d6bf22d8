import { useRef, useState } from 'react';
import type { Order } from '@/shared/session/schemas';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import { followPaymentLink } from '@/shared/lib/follow-payment-link';
import { paymentLinkOf } from '@/shared/orders/checkout-sequence';
import { orderCalls } from '@/shared/orders/order-api';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { keepPaymentReceipt, readPaymentReceipt } from '@/shared/orders/payment-receipt';
import { useAppDispatch } from '@/shared/store/store';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { useDialogs } from '@/shared/ui/dialog-host';
import { errorToast, infoToast, successToast } from '@/shared/ui/ui-slice';
import { PayerIdentityDialog, type Payer } from './payer-identity-dialog';
import { requestReceipt } from './rules/request-receipt';

export const orderCancelledMessage = "Votre demande d'inscription a été annulée.";

/**
 * Annuler and Paiement of a registration request; the calls are the order module's
 * (src/shared/orders/), which the enrolment checkout sends too. An order being handled ignores
 * further clicks, so that one click sends one request.
 */
export function useOrderActions(profile: CurrentProfile) {
  const dispatch = useAppDispatch();
  const dialogs = useDialogs();
  const confirm = useConfirm();
  const inFlight = useRef(new Set<number>());
  const [busyIds, setBusyIds] = useState<readonly number[]>([]);

  const run = async (orderId: number, action: () => Promise<void>) => {
    if (inFlight.current.has(orderId)) return;
    inFlight.current.add(orderId);
    setBusyIds([...inFlight.current]);
    try {
      await action();
    } catch (error) {
      // The API layer has shown an HTTP failure; any other is said here, never left silent.
      const message = unshownFailureMessage(error);
      if (message) dispatch(errorToast(message));
    } finally {
      inFlight.current.delete(orderId);
      setBusyIds([...inFlight.current]);
    }
  };

  const cancel = (order: Order) =>
    run(order.id, async () => {
      // The list and the header's badge both come from the profile, reloaded by the mutation.
      await orderCalls.cancelOrder(dispatch, order.id);
      dispatch(successToast(orderCancelledMessage));
    });

  const pay = (order: Order, payer: Payer) =>
    run(order.id, async () => {
      const link = await paymentLinkOf(dispatch, {
        orderId: order.id,
        clubId: order.activityCategoryPrice.activityCategory.activity.club.id,
        payer,
      });
      // The result page's receipt (issue 34), kept only when the member really leaves.
      const outcome = followPaymentLink(link, (url) => {
        keepPaymentReceipt(requestReceipt(order, profile, profile.id, readPaymentReceipt()));
        window.location.assign(url);
      });
      if (outcome === 'full') {
        dispatch(infoToast(paymentLinkMessages.full.message, paymentLinkMessages.full.title));
      } else if (outcome === 'missing') {
        dispatch(errorToast(paymentLinkMessages.missing));
      }
    });

  return {
    isBusy: (orderId: number) => busyIds.includes(orderId),
    askCancel: (order: Order) =>
      confirm({
        title: 'Annuler la demande',
        width: '420px',
        message: <p>Êtes-vous sûr de vouloir annuler cette demande ?</p>,
        cancelLabel: 'Non',
        confirmLabel: 'Oui, annuler la demande',
        danger: true,
        // The dialog closes at once; the order's row shows its own progress (isBusy).
        onConfirm: () => {
          void cancel(order);
        },
      }),
    askPayer: (order: Order) =>
      dialogs.open({
        title: "Renseigner l'identité du payeur",
        width: '500px',
        render: (close) => (
          <PayerIdentityDialog
            initial={{ firstName: profile.firstname, lastName: profile.lastname }}
            onClose={close}
            onSubmit={(payer) => void pay(order, payer)}
          />
        ),
      }),
  };
}
