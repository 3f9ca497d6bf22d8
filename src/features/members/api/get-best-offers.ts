import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { orNull } from '@/shared/api/fallbacks';
import { zOffer } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';

/**
 * A premium offer (designed, docs/openapi/main-api.yaml Offer): the home page's card shows its
 * text, link and both prices, so it keeps requiring them; an offer without them is left out and
 * reported. Its picture may be null, as the document allows: the card then shows the neutral
 * icon (shared/ui/discipline-picture, issue 34).
 */
export const offerSchema = zOffer.extend({
  titre: z.string(),
  description: z.string(),
  imageUrl: orNull(zOffer.shape.imageUrl),
  url: z.string(),
  initialPrice: z.number(),
  finalPrice: z.number(),
});
export type Offer = z.infer<typeof offerSchema>;

/** Best offers of the premium club for the home page (path designed: see docs/api.md). */
const bestOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBestOffers: build.query<Offer[], void>({
      query: () => ({
        request: { url: '/public/premium-offers/best' },
        schema: tolerantList(offerSchema, 'GET /public/premium-offers/best'),
      }),
      providesTags: ['Home'],
    }),
  }),
});

export const { useGetBestOffersQuery } = bestOffersApi;
