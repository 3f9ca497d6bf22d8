import { api, type ApiQueryError } from '@/shared/api/api-slice';
import { apiLayerDeps } from '@/shared/api/api-layer';
import type { AppDispatch } from '@/shared/store/store';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { orderPaymentLinkRequestSchema } from './checkout-schemas';
import { createdOrderSchema, presignAnswerSchema, type CreatedOrder } from './checkout-schemas';
import type { OrderPayload } from './order-payload-schema';
import { paymentLinkSchema } from './payment-link';
import { successSchema } from './success-answer';
import type { z } from 'zod';

/** silent: the caller shows its own message, the API layer must not add its generic one. */
type Silent = { silent?: boolean };
type OrderToPay = z.infer<typeof orderPaymentLinkRequestSchema>;
type PaymentLink = { link: string | null };

/**
 * The checkout's writes (enrolment.md 7, docs/openapi/main-api.yaml): each goes once, never
 * retried by itself (api-slice.ts). The sequence that chains them is checkout-sequence.ts.
 */
const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /orders: a category without validation becomes an order awaiting payment. */
    createOrder: build.mutation<CreatedOrder, { payload: OrderPayload } & Silent>({
      query: ({ payload, silent }) => ({
        request: { method: 'POST', url: '/orders', data: payload, silentError: silent },
        schema: createdOrderSchema,
      }),
    }),
    /** POST /orders/presign: a pre-registration (paymentMethodId 0) or a request the club validates. */
    postPresignDemand: build.mutation<
      z.infer<typeof presignAnswerSchema>,
      { payload: OrderPayload } & Silent
    >({
      query: ({ payload, silent }) => ({
        request: { method: 'POST', url: '/orders/presign', data: payload, silentError: silent },
        schema: presignAnswerSchema,
      }),
    }),
    /** POST /customers/{orderId}/confirm. */
    confirmOrder: build.mutation<unknown, { orderId: number } & Silent>({
      query: ({ orderId, silent }) => ({
        request: { method: 'POST', url: `/customers/${orderId}/confirm`, silentError: silent },
        schema: successSchema,
      }),
    }),
    /** PUT /orders/{orderId}/cancel: the list and the header's badge come from the profile. */
    cancelOrder: build.mutation<unknown, number>({
      query: (orderId) => ({
        request: { method: 'PUT', url: `/orders/${orderId}/cancel` },
        schema: successSchema,
      }),
      invalidatesTags: ['Orders', 'Profile'],
    }),
    /**
     * The provider variant is used when the club has its own payment slug (enrolment.md 7). Its
     * path is ours (getOrderPaymentLinkProvider, x-designed): a backend that answers it 404 does
     * not provide it, and the spec's own get-payment-link is asked instead, so the member still
     * reaches the payment page.
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
  }),
});

export const { useCancelOrderMutation } = checkoutApi;
const { endpoints } = checkoutApi;

/** For the checkout sequence: each write as a promise that rejects with the HTTP layer's ApiError. */
export const checkoutCalls = {
  createOrder: (dispatch: AppDispatch, payload: OrderPayload, silent?: boolean) =>
    unwrapAsApiError(dispatch(endpoints.createOrder.initiate({ payload, silent }))),
  postPresignDemand: (dispatch: AppDispatch, payload: OrderPayload, silent?: boolean) =>
    unwrapAsApiError(dispatch(endpoints.postPresignDemand.initiate({ payload, silent }))),
  confirmOrder: (dispatch: AppDispatch, orderId: number, silent?: boolean) =>
    unwrapAsApiError(dispatch(endpoints.confirmOrder.initiate({ orderId, silent }))),
  cancelOrder: (dispatch: AppDispatch, orderId: number) =>
    unwrapAsApiError(dispatch(endpoints.cancelOrder.initiate(orderId))),
  getOrderPaymentLink: (
    dispatch: AppDispatch,
    order: OrderToPay,
    clubHasPaymentSlug: boolean,
    silent?: boolean,
  ) =>
    unwrapAsApiError(
      dispatch(endpoints.getOrderPaymentLink.initiate({ order, clubHasPaymentSlug, silent })),
    ),
};
