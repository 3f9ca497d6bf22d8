import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { AppDispatch } from '@/shared/store/store';

export const emailExistsSchema = z.boolean();

const memberEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkMemberEmail: build.query<boolean, string>({
      query: (email) => ({
        request: { url: '/members/check-email', params: { email } },
        schema: emailExistsSchema,
      }),
      // Another visitor may take the address meanwhile: asked afresh at each sending.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** true when an account already uses this address: the visitor should sign in instead. */
export function checkMemberEmail(dispatch: AppDispatch, email: string) {
  return unwrapAsApiError(
    dispatch(
      memberEmailApi.endpoints.checkMemberEmail.initiate(email, {
        subscribe: false,
        forceRefetch: true,
      }),
    ),
  );
}
