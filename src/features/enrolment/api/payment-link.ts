import { z } from 'zod';
import { nullableString } from './schema-primitives';

/** 'FULL' means no places remain; anything else is the provider's checkout address. */
export const paymentLinkSchema = z.object({ link: nullableString });
