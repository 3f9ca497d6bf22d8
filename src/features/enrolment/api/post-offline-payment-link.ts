import { api } from '@/shared/api/api-slice';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import { paymentLinkSchema } from '@/shared/orders/payment-link-schema';
import type { AppDispatch } from '@/shared/store/store';
import { z } from 'zod';
import { zPaymentLinkRequest } from '@/shared/api/generated/main/zod';
import { id } from './schema-primitives';
import { offlineMemberSchema } from './offline-member';

const httpUrl = z.url({ protocol: /^https?$/ });
const { payer, metadata } = zPaymentLinkRequest.shape;

/** docs/openapi/main-api.yaml PaymentLinkRequest (amounts in cents), every field sent. */
export const paymentLinkRequestSchema = zPaymentLinkRequest.required().extend({
  totalAmount: z.number().int().min(0),
  initialAmount: z.number().int().min(0),
  itemName: z.string().min(1),
  backUrl: httpUrl,
  errorUrl: httpUrl,
  returnUrl: httpUrl,
  payer: payer.required().extend({ email: z.email() }),
  metadata: metadata.required().extend({
    clubId: id,
    activityId: id,
    categoryId: id,
    offlineUser: offlineMemberSchema,
    others: z.array(offlineMemberSchema),
  }),
});
export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;

const offlinePaymentLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    postOfflinePaymentLink: build.mutation<{ link: string | null }, PaymentLinkRequest>({
      query: (request) => ({
        request: { method: 'POST', url: '/public/helloasso/payment-link', data: request },
        schema: paymentLinkSchema,
      }),
    }),
  }),
});

/** Payment without an account: the provider's checkout for a visitor (amounts in cents). */
export function postOfflinePaymentLink(dispatch: AppDispatch, request: PaymentLinkRequest) {
  return unwrapAsApiError(
    dispatch(offlinePaymentLinkApi.endpoints.postOfflinePaymentLink.initiate(request)),
  );
}
