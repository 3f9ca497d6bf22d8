import { api } from '@/shared/api/api-slice';
import type { AppDispatch } from '@/shared/store/store';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import { createdOrderSchema, presignAnswerSchema, type CreatedOrder } from './checkout-schemas';
import type { OrderPayload } from './order-payload-schema';
import { successSchema } from './success-answer';
import type { z } from 'zod';

/** silent: the caller shows its own message, the API layer must not add its generic one. */
type Silent = { silent?: boolean };

/**
 * The checkout's writes (enrolment.md 7, docs/openapi/main-api.yaml): each goes once, never
 * retried by itself (api-slice.ts). The sequence that chains them is checkout-sequence.ts; the
 * cancel and the payment link, which Mes inscriptions sends too, are src/shared/orders/.
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
  }),
});

const { endpoints } = checkoutApi;

/** For the checkout sequence: each write as a promise that rejects with the HTTP layer's ApiError. */
export const checkoutCalls = {
  createOrder: (dispatch: AppDispatch, payload: OrderPayload, silent?: boolean) =>
    unwrapAsApiError(dispatch(endpoints.createOrder.initiate({ payload, silent }))),
  postPresignDemand: (dispatch: AppDispatch, payload: OrderPayload, silent?: boolean) =>
    unwrapAsApiError(dispatch(endpoints.postPresignDemand.initiate({ payload, silent }))),
  confirmOrder: (dispatch: AppDispatch, orderId: number, silent?: boolean) =>
    unwrapAsApiError(dispatch(endpoints.confirmOrder.initiate({ orderId, silent }))),
};
