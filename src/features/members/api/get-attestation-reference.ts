import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zAttestationReference } from '@/shared/api/generated/main/zod';

/**
 * The reference printed on an attestation: its id and its verification code (both designed),
 * derived from docs/openapi/main-api.yaml AttestationReference. 'Mon attestation' shows both or
 * nothing, so both are required.
 */
export const attestationReferenceSchema = zAttestationReference.extend({
  attestationId: z.number().int(),
  verificationCode: z.string().min(1),
});
export type AttestationReference = z.infer<typeof attestationReferenceSchema>;

/**
 * GET /attestation/{profileId}/{clubId}/reference (designed, signed in): the reference of the
 * attestation the PDF call prints, so that 'Mon attestation' can show it as text too.
 */
const attestationReferenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAttestationReference: build.query<
      AttestationReference,
      { profileId: number; clubId: number }
    >({
      query: ({ profileId, clubId }) => ({
        request: { url: `/attestation/${profileId}/${clubId}/reference`, silentError: true },
        schema: attestationReferenceSchema,
      }),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetAttestationReferenceQuery } = attestationReferenceApi;
