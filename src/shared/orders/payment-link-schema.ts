import { orNull } from '../api/fallbacks';
import { zPaymentLink } from '../api/generated/main/zod';

/**
 * Every payment-link answer (an order's, a free order's, a visitor's): derived from
 * docs/openapi/main-api.yaml PaymentLink (docs/adr/0017-generated-schemas.md). 'FULL' means no
 * places remain, anything else is the provider's checkout address; absent, no link (null).
 */
export const paymentLinkSchema = zPaymentLink.extend({ link: orNull(zPaymentLink.shape.link) });
export type PaymentLink = { link: string | null };
