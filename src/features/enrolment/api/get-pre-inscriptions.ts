import { z } from 'zod';
import { api } from '@/shared/api/api-slice';

/** One entry as Profile.preinscriptions names it: a club, its activities comma-separated. */
const preRegistrationSchema = z.object({
  club: z
    .object({ id: z.number().int().optional(), title: z.string().optional() })
    .nullish()
    .transform((value) => value ?? null),
  activities: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type PreRegistration = z.infer<typeof preRegistrationSchema>;

/**
 * The spec does not show the answer (enrolment.md 7): a list read as Profile.preinscriptions
 * (members-area.md 3); an entry of another shape, or an answer that is no list, reads as none.
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
    /** GET pre-inscriptions/{email}/{lastname}/{firstname} (enrolment.md 7). */
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
