import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zOfferPrice, zOffers, zReasonedAmount } from '@/shared/api/generated/main/zod';
import { amount, id } from './schema-primitives';
import { optionalPromoSchema } from './promo';
import { tolerantList } from '@/shared/api/tolerant-list';

/** A discount as the document gives it: absent or null, none (no reason, 0 €). */
const reasonedAmount = zReasonedAmount
  .optional()
  .transform((value) => ({ reason: value?.reason ?? null, amount: value?.amount ?? 0 }));

const documentCategory = zOfferPrice.shape.activityCategory.unwrap();

/**
 * Derived from docs/openapi/main-api.yaml OfferPrice (docs/adr/0017-generated-schemas.md), which
 * requires priceId and the amounts. Absent: the name reads 'Tarif', not the default price, no
 * discounts. The basket and the cart cannot hold a price without its season and its category
 * (required here: the list reader leaves such a price out and reports it).
 */
export const offerPriceSchema = zOfferPrice.extend({
  priceId: id,
  priceName: orFallback(zOfferPrice.shape.priceName, 'Tarif'),
  initialPriceAmount: amount,
  priceAmount: amount,
  seasonId: id,
  default: orFallback(zOfferPrice.shape.default, false),
  discount: reasonedAmount,
  discountDroitClub: reasonedAmount,
  activityCategory: documentCategory.extend({
    id,
    title: z.string(),
    // The spec's next-season flag: absent, the offer is on sale for its own season only.
    preSales: orFallback(documentCategory.shape.preSales, false),
    /** clubId is designed and not read: the basket has the club from the route. */
    activity: documentCategory.shape.activity.unwrap().extend({
      id,
      title: z.string(),
      type: z.number().int(),
    }),
  }),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

const offersEndpoint = 'GET /public/payment/get-category-prices-for-order/season/{season}';

/** Derived from OfferPrice's list and the promo (docs/openapi/main-api.yaml Offers): absent, none. */
export const offersSchema = zOffers.extend({
  activityCategoryPrices: tolerantList(offerPriceSchema, offersEndpoint).default([]),
  promo: optionalPromoSchema,
});
export type Offers = z.infer<typeof offersSchema>;

/** getCategoriesOffersByActivityCategory: the category's prices for a season, and the promo. */
export type OffersQuery = {
  activityCategoryId: number;
  seasonId: number;
  memberId?: number;
  /** The caller keeps quiet on failure (the cart's price check): no error notification. */
  silent?: boolean;
};

const offersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOffers: build.query<Offers, OffersQuery>({
      query: ({ activityCategoryId, seasonId, memberId, silent }) => ({
        request: {
          url: `/public/payment/get-category-prices-for-order/season/${seasonId}`,
          params: { activityCategoryId, memberId },
          silentError: silent,
        },
        schema: offersSchema,
      }),
      providesTags: ['Offers'],
    }),
  }),
});

export const { useGetOffersQuery } = offersApi;
