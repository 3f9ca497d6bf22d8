import { z } from 'zod';
import { zOffer } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalText, optionalUrl, passId } from './pass-primitives';

/**
 * docs/spec/members-area.md 3 'Offer': the id comes as id or offreId. nombreJetons -1 (or 0) and jeton 'N'
 * mean unlimited (see account/rules/usable-offers.ts). Absent activiteIds: designed, not read.
 * Derived from docs/openapi/pass-api.yaml Offer: the offer card and the usable-offers rule read
 * its tokens, price, state and club, which stay required.
 */
export const passOfferSchema = zOffer
  .extend({
    id: passId.optional(),
    offreId: passId.optional(),
    offreNom: z.string(),
    offreDescriptif: optionalText,
    nombreJetons: z.number().int(),
    prix: z.number(),
    dateFin: z
      .string()
      .nullish()
      .transform((value) => (value ? value.slice(0, 10) : null)),
    actif: z.boolean(),
    imageUrl: optionalUrl,
    lienpaiement: optionalUrl,
    consigne: optionalText,
    clubId: passId,
    jeton: optionalText,
  })
  .refine((offer) => offer.id !== undefined || offer.offreId !== undefined, 'id or offreId')
  .transform(({ id, offreId, ...offer }) => ({ ...offer, id: (offreId ?? id) as number }));
export type PassOffer = z.infer<typeof passOfferSchema>;

const offersList = (endpoint: string) => tolerantList(passOfferSchema, endpoint);

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassClubOffers: build.query<PassOffer[], number>({
      query: (clubId) => ({
        api: 'pass',
        request: { url: `/Offres/GetOffersByClub/${clubId}` },
        schema: offersList('GET /Offres/GetOffersByClub/{clubId}'),
      }),
      providesTags: ['PassOffers'],
    }),
    getPassActivityOffers: build.query<PassOffer[], number>({
      query: (activityId) => ({
        api: 'pass',
        request: { url: `/OffresActivites/GetOffresByActivity/${activityId}` },
        schema: offersList('GET /OffresActivites/GetOffresByActivity/{activityId}'),
      }),
      providesTags: ['PassOffers'],
    }),
    getPassOffer: build.query<PassOffer, number>({
      query: (offerId) => ({
        api: 'pass',
        request: { url: `/Offres/GetOffresId/${offerId}` },
        schema: passOfferSchema,
      }),
      providesTags: ['PassOffers'],
    }),
  }),
});

export const { useGetPassClubOffersQuery, useGetPassActivityOffersQuery, useGetPassOfferQuery } =
  endpoints;
export { offersList as passOffersList };
