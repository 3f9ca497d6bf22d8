import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zExpressAccount } from '@/shared/api/generated/main/zod';
import { premiumLinkSchema, type PremiumLink } from './premium-link';

/**
 * The express account payload of docs/spec/members-area.md 3 (the premium pack bought by a
 * visitor), docs/openapi/main-api.yaml ExpressAccount: the form sends every field the spec names.
 */
export const expressPremiumClientSchema = zExpressAccount.extend({
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
