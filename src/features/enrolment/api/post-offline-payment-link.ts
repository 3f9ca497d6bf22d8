import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { id } from './schema-primitives';
import { offlineMemberSchema } from './offline-member';
import { paymentLinkSchema } from './payment-link';

export const paymentLinkRequestSchema = z.object({
  /** Cents. */
  totalAmount: z.number().int().min(0),
  initialAmount: z.number().int().min(0),
  itemName: z.string().min(1),
  backUrl: z.url({ protocol: /^https?$/ }),
  errorUrl: z.url({ protocol: /^https?$/ }),
  returnUrl: z.url({ protocol: /^https?$/ }),
  containsDonation: z.boolean(),
  payer: z.object({ firstName: z.string(), lastName: z.string(), email: z.email() }),
  metadata: z.object({
    noAccount: z.boolean(),
    clubId: id,
    activityId: id,
    categoryId: id,
    offlineUser: offlineMemberSchema,
    others: z.array(offlineMemberSchema),
  }),
});
export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;

/** Payment without an account: the provider's checkout for a visitor (amounts in cents). */
export function postOfflinePaymentLink(request: PaymentLinkRequest) {
  return requestJson(
    'main',
    { method: 'POST', url: '/public/helloasso/payment-link', data: request },
    paymentLinkSchema,
  );
}
