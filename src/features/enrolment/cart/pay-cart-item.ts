import { api, type ApiQueryError } from '@/shared/api/api-slice';
import { ApiError } from '@/shared/api/api-error';
import { singleFlight } from '@/shared/store/single-flight';
import { followPaymentLink } from '@/shared/lib/follow-payment-link';
import { readClubDetails, type ClubDetails } from '@/shared/clubs/get-club-details';
import { checkoutOrder } from '@/shared/orders/checkout-sequence';
import { orderCalls } from '@/shared/orders/order-api';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { createAppAsyncThunk, type AppDispatch, type RootState } from '@/shared/store/store';
import { errorToast, infoToast, toastShown } from '@/shared/ui/ui-slice';
import { activeOrdersEndpoint } from '../api/get-active-orders';
import type { CartItem, PlacedOrder } from './cart-item';
import { keepCartReceipt } from './cart-receipt';
import { itemAnswerLost, itemOrderPlaced, itemRemoved, loadCart } from './cart-slice';
import { receivedOrder } from './rules/received-order';

export const cartPaymentMessages = {
  sent: {
    title: 'Demande envoyée !',
    message: "Votre demande d'inscription a été effectuée avec succès.",
  },
  failed: { title: 'Erreur', message: "Une erreur s'est produite lors du paiement" },
  /** No answer came back: the member is told it may have arrived and that a retry is safe. */
  interrupted: {
    title: 'Connexion interrompue',
    message:
      "La connexion a été coupée pendant l'envoi de votre inscription : elle est peut-être déjà reçue. Elle reste dans votre panier ; cliquez de nouveau sur « Payer » une fois la connexion revenue, elle ne sera pas enregistrée deux fois.",
  },
} as const;

/** The in-flight key of an item's 'Payer': its card reads it to show that it is working. */
export const cartPaymentFlight = (itemKey: string) => `cart-payment:${itemKey}`;

/** 'redirected': the payment page to leave for, which the cart's view follows. */
export type CartPaymentResult =
  { kind: 'sent' | 'failed' | 'ignored' } | { kind: 'redirected'; url: string };
const sent = { kind: 'sent' } as const;
const failed = { kind: 'failed' } as const;

/** Our own messages only: the API layer must not add its generic toast to them. */
const silent = true;

/**
 * 'Payer' in the cart (docs/spec/enrolment.md section 4): the request is sent; on success the
 * notice shows and the profile is reloaded so that the Inscriptions badge follows. A category
 * without validation is then confirmed and the member goes to the payment link. The item leaves the
 * cart once nothing is left to do for it: a demand sent, or its payment reached. When a call after
 * the order's creation fails, the item stays with its order (`placedOrder`), so that one more
 * 'Payer' goes on from there and never creates a second order (docs/adr/0020).
 */
export const payCartItem = createAppAsyncThunk(
  'cart/itemPaymentRequested',
  async ({ item }: { item: CartItem }, { dispatch, getState }): Promise<CartPaymentResult> => {
    const accountEmail = getState().session.account?.email;
    if (!accountEmail) return { kind: 'ignored' };
    // The slice must hold this account's cart before the item's progress is written to it.
    dispatch(loadCart());
    const placed = item.placedOrder ?? (await placeRequest(dispatch, item));
    if (placed === 'failed') return failed;
    if (placed === 'sent') {
      dispatch(itemRemoved(item.key));
      return sent;
    }
    return await goToPayment(dispatch, getState, item, placed);
  },
  // A second click on 'Payer' never sends a second order for the item.
  singleFlight(({ item }: { item: CartItem }) => cartPaymentFlight(item.key)),
);

/**
 * Sends the item's request (or finds the one an unanswered sending created), tells the member
 * and reloads the profile; an order to pay is remembered on the item.
 */
async function placeRequest(
  dispatch: AppDispatch,
  item: CartItem,
): Promise<PlacedOrder | 'sent' | 'failed'> {
  let created: { id: number; clubId: number | null };
  const sentAt = new Date().toISOString();
  try {
    // An earlier sending without answer may have created it: read before sending again.
    created =
      (item.answerLostAt ? await alreadyReceived(dispatch, item, item.answerLostAt) : undefined) ??
      (await sendRequest(dispatch, item));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') {
      dispatch(itemAnswerLost({ key: item.key, sentAt }));
      const { message, title } = cartPaymentMessages.interrupted;
      dispatch(errorToast(message, title));
      return 'failed';
    }
    dispatch(errorToast(cartPaymentMessages.failed.message, cartPaymentMessages.failed.title));
    return 'failed';
  }

  dispatch(toastShown({ kind: 'success', ...cartPaymentMessages.sent }));
  dispatch(api.util.invalidateTags(['Orders', 'Profile']));
  if (created.clubId === null) return 'sent';
  const placed = { id: created.id, clubId: created.clubId, confirmed: false };
  dispatch(itemOrderPlaced({ key: item.key, order: placed }));
  return placed;
}

/**
 * A category without validation becomes an order awaiting payment (POST /orders); any other goes
 * to the club as a demand (the presign call, as the wizard's online save does), so that it shows
 * 'En attente' until the club accepts it. Only the order carries the club to pay.
 */
async function sendRequest(
  dispatch: AppDispatch,
  item: CartItem,
): Promise<{ id: number; clubId: number | null }> {
  if (!item.registrationWithoutValidation) {
    // The spec does not show the presign answer: its id is not needed, nothing is paid here.
    const demand = await orderCalls.postPresignDemand(dispatch, item.order, silent);
    return { id: demand.id ?? 0, clubId: null };
  }
  const order = await orderCalls.createOrder(dispatch, item.order, silent);
  return { id: order.id, clubId: order.clubId ?? item.clubId };
}

/**
 * The order or demand an earlier sending of `item` created, read from the profile's active
 * orders (a read: retried on a transient failure). Writes never repeat by themselves, and a
 * request is sent again only when the server holds nothing of it (docs/adr/0020).
 */
async function alreadyReceived(
  dispatch: AppDispatch,
  item: CartItem,
  sentAt: string,
): Promise<{ id: number; clubId: number | null } | undefined> {
  const read = dispatch(
    activeOrdersEndpoint.initiate(item.order.profileId, { forceRefetch: true, subscribe: false }),
  );
  const result = await read;
  if (result.error) {
    const { kind, message, status } = result.error as ApiQueryError;
    throw new ApiError(kind, message, status ?? undefined);
  }
  const order = receivedOrder(result.data ?? [], {
    activityCategoryPriceId: item.order.activityCategoryPriceId,
    registrationWithoutValidation: item.registrationWithoutValidation,
    sentAt: new Date(sentAt),
  });
  if (!order) return undefined;
  return {
    id: order.id,
    clubId: item.registrationWithoutValidation
      ? order.activityCategoryPrice.activityCategory.activity.club.id
      : null,
  };
}

async function goToPayment(
  dispatch: AppDispatch,
  getState: () => RootState,
  item: CartItem,
  order: PlacedOrder,
): Promise<CartPaymentResult> {
  let club: ClubDetails | undefined;
  if (item.order.amount > 0) {
    try {
      // Read first (then cached for the checkout): a read is tried again by itself on a
      // transient failure, then told once by the API layer, not a second time below.
      club = await readClubDetails(dispatch, order.clubId);
    } catch {
      return failed;
    }
  }
  const payer = { firstName: item.firstname, lastName: item.lastname };
  const result = await checkoutOrder(
    dispatch,
    {
      orderId: order.id,
      clubId: order.clubId,
      amount: item.order.amount,
      payer,
      confirmed: order.confirmed,
    },
    silent,
  );
  if (result.kind === 'failed') {
    // The item stays, with its order confirmed if it was: one more 'Payer' goes on from there.
    if (result.confirmed && !order.confirmed) {
      dispatch(itemOrderPlaced({ key: item.key, order: { ...order, confirmed: true } }));
    }
    dispatch(errorToast(cartPaymentMessages.failed.message, cartPaymentMessages.failed.title));
    return failed;
  }
  // Its payment is reached (or refused for good): nothing is left to do with the item.
  dispatch(itemRemoved(item.key));
  // The spec keeps a failed zero-euro payment silent for the member (section 8).
  if (result.kind === 'zero-euro-failed') return failed;
  const next = followLink(dispatch, result.link, result.zeroEuro);
  // The result page's receipt, as the wizard keeps it (issue 34).
  if (next.kind === 'redirected') await keepCartReceipt(dispatch, getState, item, order.id, club);
  return next;
}

function followLink(
  dispatch: AppDispatch,
  link: string | null,
  zeroEuro: boolean,
): CartPaymentResult {
  let url = '';
  // The allowed origins are checked here; the cart's view leaves for the page.
  const outcome = followPaymentLink(link, (allowed) => {
    url = allowed;
  });
  if (outcome === 'redirected') return { kind: 'redirected', url };
  if (outcome === 'full') {
    dispatch(infoToast(paymentLinkMessages.full.message, paymentLinkMessages.full.title));
  } else if (zeroEuro) {
    console.error('Zero-euro payment answered without a link');
  } else {
    dispatch(errorToast(paymentLinkMessages.missing));
  }
  return failed;
}
