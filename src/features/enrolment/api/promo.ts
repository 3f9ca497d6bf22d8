import { z } from 'zod';
import { id } from './schema-primitives';

/**
 * A club's promotion: answered alone, inside the offers, and sent back with an order. The spec
 * names title and discountPercentage; the id is designed: absent, the promo goes back without it.
 */
export const promoSchema = z.object({
  id: id.optional(),
  title: z.string(),
  discountPercentage: z.number().min(0).max(100),
});
export type Promo = z.infer<typeof promoSchema>;
export const optionalPromoSchema = promoSchema.nullish().transform((value) => value ?? null);
