import { z } from 'zod';
import { orderPayloadSchema } from '../api/order-payload-schema';

/**
 * A registration kept for later payment (docs/spec/enrolment.md section 3 'Cart item'): the order
 * payload to send, plus the snapshot of the wizard the card shows and the price check needs.
 */
/**
 * What the price was made of when the item joined the cart (src/shared/lib/money-model.ts):
 * the card's lines and the price check recompute from it. Optional: a cart stored before it
 * existed falls back to the item's own fields (`pricingOf`).
 */
export const pricingSnapshotSchema = z.object({
  initialPrice: z.number(),
  discount: z.number(),
  clubRightDiscount: z.number(),
  promoPercentage: z.number(),
  licenceUpgrade: z.number().nullable(),
  licenceSupplement: z.number().optional(),
});

export const cartItemSchema = z.object({
  /** Identifies the item in the cart (creation time + price id). */
  key: z.string().min(1),
  quantity: z.number().int().min(1),
  order: orderPayloadSchema,
  clubId: z.number().int(),
  activityId: z.number().int(),
  categoryId: z.number().int(),
  seasonId: z.number().int(),
  activityTitle: z.string(),
  categoryTitle: z.string(),
  priceName: z.string(),
  initialPriceAmount: z.number(),
  licenseLevelTitle: z.string(),
  discountAmount: z.number(),
  discountDroitClubAmount: z.number(),
  transactionFees: z.number(),
  pricing: pricingSnapshotSchema.optional(),
  /**
   * The server's names of its discounts, so that the card names them as the wizard did.
   * Optional: a cart stored before it existed reads the generic words (price-line-labels.ts).
   */
  priceReasons: z
    .object({ discount: z.string().nullable(), clubRight: z.string().nullable() })
    .optional(),
  registrationWithoutValidation: z.boolean(),
  firstname: z.string(),
  lastname: z.string(),
  priceChanged: z.boolean().default(false),
  /**
   * When its last sending, which got no answer (the connection dropped), started: it may have
   * reached the server, so the next 'Payer' reads the profile's orders created since then before
   * sending it again (docs/adr/0020).
   */
  answerLostAt: z.iso.datetime().optional(),
  /**
   * The order its 'Payer' created, and whether it was confirmed, when a later call of the payment
   * (the confirmation, the club, the payment link) failed: the item stays in the cart and the next
   * 'Payer' goes on from there, never creating or confirming it twice (docs/adr/0020).
   */
  placedOrder: z
    .object({ id: z.number().int(), clubId: z.number().int(), confirmed: z.boolean() })
    .optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type PlacedOrder = NonNullable<CartItem['placedOrder']>;
export type NewCartItem = Omit<CartItem, 'key' | 'quantity' | 'priceChanged'>;
