import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zClubRef, zProfile } from '@/shared/api/generated/main/zod';

/** The document's Profile.preinscriptions entry (docs/openapi/main-api.yaml). */
const documentEntry = zProfile.shape.preinscriptions.unwrap().element;

/**
 * One entry as Profile.preinscriptions names it: a club ('{product}', read here as club:
 * src/shared/api/product-keys.ts), its activities comma-separated. Both optional in the document:
 * absent, no club and no activities.
 */
const preRegistrationSchema = documentEntry.omit({ '{product}': true }).extend({
  club: zClubRef
    .partial()
    .nullish()
    .transform((value) => value ?? null),
  activities: documentEntry.shape.activities.nullable().transform((value) => value ?? ''),
});
export type PreRegistration = z.infer<typeof preRegistrationSchema>;

/**
 * The spec does not show the answer (docs/spec/enrolment.md 7): a list read as
 * Profile.preinscriptions (docs/spec/members-area.md 3); an entry of another shape, or an answer
 * that is no list, reads as none.
 */
export const preRegistrationsSchema = z.unknown().transform((answer): PreRegistration[] =>
  Array.isArray(answer)
    ? answer.flatMap((item) => {
        const read = preRegistrationSchema.safeParse(item);
        return read.success ? [read.data] : [];
      })
    : [],
);

export type PreRegistrationPerson = { email: string; lastname: string; firstname: string };

const preInscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET pre-inscriptions/{email}/{lastname}/{firstname} (docs/spec/enrolment.md 7). */
    getPreInscriptions: build.query<PreRegistration[], PreRegistrationPerson>({
      query: ({ email, lastname, firstname }) => ({
        request: {
          url: `/pre-inscriptions/${[email, lastname, firstname].map(encodeURIComponent).join('/')}`,
          silentError: true,
        },
        schema: preRegistrationsSchema,
      }),
      // A new pre-registration is an order: its submission invalidates 'Orders'.
      providesTags: ['Orders'],
    }),
  }),
});

export const { useGetPreInscriptionsQuery } = preInscriptionsApi;
