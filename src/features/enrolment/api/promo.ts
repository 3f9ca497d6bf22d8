import { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zPromo } from '@/shared/api/generated/main/zod';
import { id } from './schema-primitives';

/**
 * A club's promotion: answered alone, inside the offers, and sent back with an order. The spec
 * names title and discountPercentage; the id is designed: absent, the promo goes back without it.
 */
export const promoSchema = zPromo.extend({
  id: id.optional(),
  /** Derived from docs/openapi/main-api.yaml Promo, which requires the percentage alone. */
  title: orFallback(zPromo.shape.title, 'Promotion du club'),
  discountPercentage: z.number().min(0).max(100),
});
export type Promo = z.infer<typeof promoSchema>;
export const optionalPromoSchema = promoSchema.nullish().transform((value) => value ?? null);
