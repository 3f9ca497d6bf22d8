import type { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zAccountExists } from '@/shared/api/generated/main/zod';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { AppDispatch } from '@/shared/store/store';

/** docs/openapi/main-api.yaml AccountExists, as generated (docs/adr/0017-generated-schemas.md). */
export const publicAccountExistsSchema = zAccountExists;

const publicAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicAccountExists: build.query<z.infer<typeof publicAccountExistsSchema>, string>({
      query: (email) => ({
        request: { url: `/public/account/${encodeURIComponent(email)}/exists` },
        schema: publicAccountExistsSchema,
      }),
    }),
  }),
});

/**
 * GET /public/account/{email}/exists (docs/spec/administration.md 7.2): the visitor's address is
 * taken.
 */
export async function publicAccountExists(dispatch: AppDispatch, email: string): Promise<boolean> {
  const answer = await unwrapAsApiError(
    dispatch(publicAccountApi.endpoints.publicAccountExists.initiate(email, { subscribe: false })),
  );
  return answer.responseIsTrue;
}
