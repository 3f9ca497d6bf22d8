import { api, type ApiQueryError } from '../api/api-slice';
import { apiLayerDeps } from '../api/api-layer';
import { unwrapAsApiError } from '../api/api-query-error';
import type { OrderPayload } from '../api/generated/main/types';
import type { AppDispatch } from '../store/store';
import {
  createdOrderSchema,
  presignAnswerSchema,
  writeAnswerSchema,
  type CreatedOrder,
  type PresignAnswer,
  type OrderToPay,
} from './order-schemas';
import { paymentLinkSchema, type PaymentLink } from './payment-link-schema';

/** silent: the caller shows its own message, the API layer must not add its generic one. */
type Silent = { silent?: boolean };

/**
 * An order's whole lifecycle (docs/spec/enrolment.md 7, docs/spec/members-area.md 2), as the contract names it
 * (docs/openapi/main-api.yaml, operationIds below): shared, because the enrolment checkout (the
 * wizard, the cart) and the members' requests (Mes inscriptions) both send it, and features never
 * import each other (docs/adr/0001-layers-and-boundaries.md). Each write goes once, never
 * retried by itself (api-slice.ts). The sequence that chains them is checkout-sequence.ts.
 */
const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** postOrder, POST /orders: a category without validation becomes an order awaiting payment. */
    createOrder: build.mutation<CreatedOrder, { payload: OrderPayload } & Silent>({
      query: ({ payload, silent }) => ({
        request: { method: 'POST', url: '/orders', data: payload, silentError: silent },
        schema: createdOrderSchema,
      }),
    }),
    /**
     * postPresignDemand, POST /orders/presign: a pre-registration (paymentMethodId 0) or a request
     * the club validates.
     */
    postPresignDemand: build.mutation<PresignAnswer, { payload: OrderPayload } & Silent>({
      query: ({ payload, silent }) => ({
        request: { method: 'POST', url: '/orders/presign', data: payload, silentError: silent },
        schema: presignAnswerSchema,
      }),
    }),
    /** confirmOrder, POST /customers/{orderId}/confirm. */
    confirmOrder: build.mutation<unknown, { orderId: number } & Silent>({
      query: ({ orderId, silent }) => ({
        request: { method: 'POST', url: `/customers/${orderId}/confirm`, silentError: silent },
        schema: writeAnswerSchema,
      }),
    }),
    /**
     * postZeroEuroPayment, POST /payment-zero-euro/{orderId} (the card payment provider's
     * variant): a free order still goes through the provider, which answers with the return
     * address. Silent: the spec only logs its failure (docs/spec/enrolment.md 8), the sequence does.
     */
    postZeroEuroPayment: build.mutation<PaymentLink, number>({
      query: (orderId) => ({
        request: { method: 'POST', url: `/payment-zero-euro/${orderId}`, silentError: true },
        schema: paymentLinkSchema,
      }),
    }),
    /**
     * getOrderPaymentLink, POST /get-payment-link. The provider variant
     * (getOrderPaymentLinkProvider, x-designed) is used when the club has its own payment slug
     * (docs/spec/enrolment.md 7): a backend that answers it 404 does not provide it, and the spec's own
     * get-payment-link is asked instead, so the member still reaches the payment page.
     */
    getOrderPaymentLink: build.mutation<
      PaymentLink,
      { order: OrderToPay; clubHasPaymentSlug: boolean } & Silent
    >({
      async queryFn({ order, clubHasPaymentSlug, silent }, _api, _extra, baseQuery) {
        const ask = (url: string, silentError: boolean | undefined) =>
          baseQuery({
            request: { method: 'POST', url, data: order, silentError },
            schema: paymentLinkSchema,
          }) as Promise<{ data: PaymentLink } | { error: ApiQueryError }>;
        if (!clubHasPaymentSlug) return ask('/get-payment-link', silent);
        // Silent: a missing variant is no news for the member; any other failure is told.
        const provider = await ask('/helloasso/get-payment-link', true);
        if (!('error' in provider)) return provider;
        if (provider.error.status === 404) return ask('/get-payment-link', silent);
        if (!silent) apiLayerDeps().notifyError(provider.error.message);
        return provider;
      },
    }),
    /** cancelOrder, PUT /orders/{orderId}/cancel: the list and the badge come from the profile. */
    cancelOrder: build.mutation<unknown, number>({
      query: (orderId) => ({
        request: { method: 'PUT', url: `/orders/${orderId}/cancel` },
        schema: writeAnswerSchema,
      }),
      invalidatesTags: ['Orders', 'Profile'],
    }),
  }),
});

export const orderEndpoints = orderApi.endpoints;

/**
 * For the sequences (the checkout, the cart's 'Payer', 'Annuler' in Mes inscriptions): each write
 * as a promise that rejects with the HTTP layer's ApiError, so that a lost answer is told from a
 * refusal by its kind (docs/adr/0020-writes-on-bad-networks.md).
 */
export const orderCalls = {
  createOrder: (dispatch: AppDispatch, payload: OrderPayload, silent?: boolean) =>
    unwrapAsApiError(dispatch(orderEndpoints.createOrder.initiate({ payload, silent }))),
  postPresignDemand: (dispatch: AppDispatch, payload: OrderPayload, silent?: boolean) =>
    unwrapAsApiError(dispatch(orderEndpoints.postPresignDemand.initiate({ payload, silent }))),
  cancelOrder: (dispatch: AppDispatch, orderId: number) =>
    unwrapAsApiError(dispatch(orderEndpoints.cancelOrder.initiate(orderId))),
};
