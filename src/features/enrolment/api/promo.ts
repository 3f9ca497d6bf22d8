import { z } from 'zod';
import { id } from './schema-primitives';

/** A club's promotion: answered alone, inside the offers, and sent back with an order. */
export const promoSchema = z.object({
  id,
  title: z.string(),
  discountPercentage: z.number().min(0).max(100),
});
export type Promo = z.infer<typeof promoSchema>;
export const optionalPromoSchema = promoSchema.nullish().transform((value) => value ?? null);
