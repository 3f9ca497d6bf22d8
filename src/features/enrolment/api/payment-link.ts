import { zPaymentLink } from '@/shared/api/generated/main/zod';
import { nullableString } from './schema-primitives';

/** 'FULL' means no places remain; anything else is the provider's checkout address. */
/** Derived from docs/openapi/main-api.yaml PaymentLink: absent, no link (null). */
export const paymentLinkSchema = zPaymentLink.extend({ link: nullableString });
