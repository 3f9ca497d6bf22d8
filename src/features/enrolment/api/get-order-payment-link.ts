import { ApiError } from '@/shared/api/api-error';
import { apiLayerDeps } from '@/shared/api/api-layer';
import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { z } from 'zod';
import { id } from './schema-primitives';
import { paymentLinkSchema } from './payment-link';

export const orderPaymentLinkRequestSchema = z.object({
  orderId: id,
  firstName: z.string(),
  lastName: z.string(),
});

type OrderToPay = { orderId: number; firstName: string; lastName: string };

function askPaymentLink(url: string, order: OrderToPay, options: RequestOptions) {
  return requestJson('main', { ...options, method: 'POST', url, data: order }, paymentLinkSchema);
}

/**
 * The provider variant is used when the club has its own payment slug (enrolment.md 7). Its path
 * is ours (docs/openapi/main-api.yaml getOrderPaymentLinkProvider, x-designed): a backend that
 * answers it 404 does not provide it, and the spec's own get-payment-link is asked instead, so
 * the member still reaches the payment page.
 */
export async function getOrderPaymentLink(
  order: OrderToPay,
  clubHasPaymentSlug: boolean,
  options: RequestOptions = {},
) {
  if (!clubHasPaymentSlug) return askPaymentLink('/get-payment-link', order, options);
  try {
    // Silent: a missing variant is no news for the member; any other failure is told below.
    return await askPaymentLink('/helloasso/get-payment-link', order, { silentError: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return askPaymentLink('/get-payment-link', order, options);
    }
    if (!options.silentError && error instanceof ApiError) {
      apiLayerDeps().notifyError(error.message);
    }
    throw error;
  }
}
