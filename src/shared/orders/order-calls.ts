import { z } from 'zod';
import { api, type ApiQueryError } from '../api/api-slice';
import { apiLayerDeps } from '../api/api-layer';
import { unwrapAsApiError } from '../api/api-query-error';
import { zOrderPaymentLinkRequest } from '../api/generated/main/zod';
import { notShownAnswer } from '../api/not-shown-answer';
import type { AppDispatch } from '../store/store';
import { paymentLinkSchema, type PaymentLink } from './payment-link-schema';

/** The body of POST /get-payment-link and its provider variant (OrderPaymentLinkRequest): the
 * app always sends the payer's names, and the mocked backend checks them. */
export const orderPaymentLinkRequestSchema = zOrderPaymentLinkRequest.required();
export type OrderToPay = z.infer<typeof orderPaymentLinkRequestSchema>;

/** The cancel's answer is not shown by the spec: any 2xx is the success (docs/adr/0008). */
const cancelAnswerSchema = notShownAnswer({ success: z.boolean() });

/**
 * The writes on an existing order that both the enrolment checkout and the members' requests
 * make (docs/openapi/main-api.yaml): shared, because features never import each other
 * (docs/adr/0001-layers-and-boundaries.md, docs/adr/0024-feature-shape.md). Each goes once,
 * never retried by itself (api-slice.ts).
 */
const orderCallsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /orders/{orderId}/cancel: the list and the header's badge come from the profile. */
    cancelOrder: build.mutation<unknown, number>({
      query: (orderId) => ({
        request: { method: 'PUT', url: `/orders/${orderId}/cancel` },
        schema: cancelAnswerSchema,
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
      { order: OrderToPay; clubHasPaymentSlug: boolean; silent?: boolean }
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

const { endpoints } = orderCallsApi;

/** Each write as a promise that rejects with the HTTP layer's ApiError. */
export const orderCalls = {
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
