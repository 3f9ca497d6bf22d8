import { z } from 'zod';
import { zProfile, zResponsibility } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { idSchema, nullableText, postalAddressFields, refSchema } from './admin-schemas';

const nullableRef = refSchema.nullish().transform((value) => value ?? null);

const responsibility = zResponsibility.shape;

/**
 * docs/spec/administration.md 3 'Responsibility', docs/openapi/main-api.yaml Responsibility: the
 * list shows its role by description, so the role stays required; an absent scope reads as none.
 */
export const adminResponsibilitySchema = zResponsibility.omit({ '{product}': true }).extend({
  id: idSchema,
  role: z.object({ id: idSchema, description: z.string() }),
  function: nullableRef,
  serviceFederation: responsibility.serviceFederation
    .unwrap()
    .options[0].extend({ id: idSchema, title: z.string().optional() })
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
 * GET /user/{id}: the profile as administrators see it (docs/spec/administration.md 3, Profile),
 * with the fields that the responsibility calls send back as userDto. Derived from
 * docs/openapi/main-api.yaml Profile (docs/adr/0017): the page lists the responsibilities, which
 * stay required.
 */
export const adminProfileSchema = zProfile
  .pick({
    id: true,
    firstname: true,
    lastname: true,
    email: true,
    role: true,
    responsabilities: true,
    mainResponsability: true,
    address: true,
    addressContinued: true,
    city: true,
    postalCode: true,
    mobilePhone: true,
    phone: true,
    photo: true,
    description: true,
    linkedinLink: true,
    twitterLink: true,
    seniority: true,
  })
  .extend({
    email: nullableText,
    role: z
      .object({ id: idSchema, description: z.string() })
      .nullish()
      .transform((value) => value ?? null),
    responsabilities: z.array(adminResponsibilitySchema),
    mainResponsability: adminResponsibilitySchema.nullish().transform((value) => value ?? null),
    ...postalAddressFields,
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
