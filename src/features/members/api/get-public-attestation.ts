import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zAttestationReply } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';

const endpoint = 'GET /public/attestation/{attestationId}/{code}';

const reply = zAttestationReply.shape;

/** One licence the attestation names: its shape is designed (the spec reads 'licences'). */
export const attestationLicenceSchema = reply.licences.unwrap().element.extend({
  title: z.string(),
  number: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

export const attestationActivitySchema = reply.activities.unwrap().element.extend({
  title: z.string(),
  cotisationActivite: z.number(),
});

/**
 * The attestation reply (docs/spec/members-area.md 3 'Attestation reply' and 7 'GET
 * /public/attestation/ {a}/{b}'): the spec's fields are required (member, {product}, licences,
 * cotisationActivite, priceDroitOmnisport, totalPrice); {product} arrives as 'club'
 * (docs/adr/0003). The season, the issue date, the activities and the id are designed: optional,
 * with a fallback that hides them. Derived from docs/openapi/main-api.yaml AttestationReply
 * (docs/adr/0017), which requires the member only: the page prints every other field the spec
 * names, so they stay required.
 */
export const publicAttestationSchema = zAttestationReply.pick({ member: true }).extend({
  member: reply.member.extend({ firstname: z.string(), lastname: z.string() }),
  club: reply['{product}'].unwrap().extend({
    id: z.number().int().optional(),
    title: z.string(),
    city: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
  }),
  licences: tolerantList(attestationLicenceSchema, `${endpoint} licences`),
  cotisationActivite: z.number(),
  priceDroitOmnisport: z.number(),
  totalPrice: z.number(),
  attestationId: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  season: z
    .object({ title: z.string() })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  issuedOn: z.iso
    .date()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  activities: tolerantList(attestationActivitySchema, `${endpoint} activities`)
    .nullish()
    .catch(null)
    .transform((value) => value ?? []),
});
export type PublicAttestation = z.infer<typeof publicAttestationSchema>;

/** What the mocked backend checks its answers against: whole lists. */
export const publicAttestationContract = publicAttestationSchema.extend({
  licences: z.array(attestationLicenceSchema),
  activities: z.array(attestationActivitySchema),
});

export type AttestationLookup = { attestationId: string; code: string };

/**
 * GET /public/attestation/{attestationId}/{code} (docs/spec/members-area.md 7; which ids the two
 * segments carry is designed, docs/api.md): anyone holding an attestation's reference checks it,
 * without signing in. A wrong pair answers 404, which the page shows itself (no error
 * notification).
 */
const publicAttestationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicAttestation: build.query<PublicAttestation, AttestationLookup>({
      query: ({ attestationId, code }) => ({
        request: {
          url: `/public/attestation/${encodeURIComponent(attestationId)}/${encodeURIComponent(code)}`,
          silentError: true,
        },
        schema: publicAttestationSchema,
      }),
    }),
  }),
});

export const { useGetPublicAttestationQuery } = publicAttestationApi;
