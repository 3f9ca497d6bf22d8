import type { z } from 'zod';
import { zPaymentLink } from '@/shared/api/generated/main/zod';

/**
 * What the premium purchases answer (docs/spec/members-area.md 3 'Response: link'): the provider's
 * checkout address, docs/openapi/main-api.yaml PaymentLink. A missing or empty link is read as
 * null; the page then says it could not get it.
 */
export const premiumLinkSchema = zPaymentLink.extend({
  link: zPaymentLink.shape.link.transform((value) => value || null),
});
export type PremiumLink = z.infer<typeof premiumLinkSchema>;
