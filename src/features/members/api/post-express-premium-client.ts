import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { premiumLinkSchema, type PremiumLink } from './premium-link';

/** The express account payload of members-area.md 3 (the premium pack bought by a visitor). */
export const expressPremiumClientSchema = z.object({
  email: z.email(),
  firstname: z.string().min(1),
  lastname: z.string().min(1),
  password: z.string().min(7),
  birthday: z.iso.date(),
  gender: z.enum(['M', 'F']),
  adress: z.string().min(1),
  postalCode: z.string().regex(/^\d{5}$/),
  city: z.string().min(1),
  newsletter: z.boolean(),
  partnerContact: z.boolean(),
  fromUrl: z.string(),
  /** Designed: the 'licence by e-mail' box of the form (the spec's payload omits it). */
  licenceByEmail: z.boolean().optional(),
});
export type ExpressPremiumClient = z.infer<typeof expressPremiumClientSchema>;

const expressPremiumApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /public/express-premium-client: creates the account, answers the checkout link. */
    postExpressPremiumClient: build.mutation<PremiumLink, ExpressPremiumClient>({
      query: (body) => ({
        request: { method: 'POST', url: '/public/express-premium-client', data: body },
        schema: premiumLinkSchema,
      }),
    }),
  }),
});

export const { usePostExpressPremiumClientMutation } = expressPremiumApi;
