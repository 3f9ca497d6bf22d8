import { z } from 'zod';
import { adminApi } from './admin-api';
import { idSchema, nullableText, refSchema } from './admin-schemas';

const nullableRef = refSchema.nullish().transform((value) => value ?? null);

export const adminResponsibilitySchema = z.object({
  id: idSchema,
  role: z.object({ id: idSchema, description: z.string() }),
  function: nullableRef,
  serviceFederation: z
    .object({ id: idSchema, title: z.string().optional() })
    .nullish()
    .transform((value) => value ?? null),
  region: nullableRef,
  organization: nullableRef,
  club: nullableRef,
  activity: nullableRef,
  validatorExpenseReportsId: idSchema.nullish().transform((value) => value ?? null),
});
export type AdminResponsibility = z.infer<typeof adminResponsibilitySchema>;

/**
 * GET /user/{id}: the profile as administrators see it (administration.md 3, Profile), with the
 * fields that the responsibility calls send back as userDto.
 */
export const adminProfileSchema = z.object({
  id: idSchema,
  firstname: z.string(),
  lastname: z.string(),
  email: nullableText,
  role: z
    .object({ id: idSchema, description: z.string() })
    .nullish()
    .transform((value) => value ?? null),
  responsabilities: z.array(adminResponsibilitySchema),
  mainResponsability: adminResponsibilitySchema.nullish().transform((value) => value ?? null),
  address: nullableText,
  addressContinued: nullableText,
  city: nullableText,
  postalCode: nullableText,
  mobilePhone: nullableText,
  phone: nullableText,
  photo: nullableText,
  description: nullableText,
  linkedinLink: nullableText,
  twitterLink: nullableText,
  seniority: nullableText,
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

const profileApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminProfile: build.query<AdminProfile, number>({
      query: (id) => ({ request: { url: `/user/${id}` }, schema: adminProfileSchema }),
      providesTags: (_result, _error, id) => [{ type: 'AdminProfile', id }],
    }),
  }),
});

export const { useGetAdminProfileQuery } = profileApi;
