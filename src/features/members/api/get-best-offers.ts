import { z } from 'zod';
import { requestJson } from '@/shared/api/http';

export const offerSchema = z.object({
  titre: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  url: z.string(),
  initialPrice: z.number(),
  finalPrice: z.number(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Best offers of the premium club for the home page (path designed: see docs/api.md). */
export function getBestOffers() {
  return requestJson('main', { url: '/public/premium-offers/best' }, z.array(offerSchema));
}
