import { api } from '@/shared/api/api-slice';
import { paymentLinkSchema } from '@/shared/orders/payment-link-schema';
import type { AppDispatch } from '@/shared/store/store';

const zeroEuroPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /payment-zero-euro/{orderId} (enrolment.md 7, the card payment provider's variant): a
     * free order still goes through the provider, which answers with the return address. Silent:
     * the spec only logs its failure (section 8), the callers do.
     */
    postZeroEuroPayment: build.mutation<{ link: string | null }, number>({
      query: (orderId) => ({
        request: { method: 'POST', url: `/payment-zero-euro/${orderId}`, silentError: true },
        schema: paymentLinkSchema,
      }),
    }),
  }),
});

export const { usePostZeroEuroPaymentMutation } = zeroEuroPaymentApi;

/** For the checkout thunks: the payment's link, or a rejection they log. */
export function postZeroEuroPayment(dispatch: AppDispatch, orderId: number) {
  return dispatch(zeroEuroPaymentApi.endpoints.postZeroEuroPayment.initiate(orderId)).unwrap();
}
