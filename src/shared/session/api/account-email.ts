import { z } from 'zod';
import { api } from '../../api/api-slice';
import { zAccountExists, zEmailChangeAnswer } from '../../api/generated/main/zod';
import type { AppDispatch } from '../../store/store';

/** docs/openapi/main-api.yaml AccountExists, as generated (docs/adr/0017-generated-schemas.md). */
export const accountExistsResponse = zAccountExists;
/**
 * EmailChangeAnswer (its `success` designed: docs/spec/administration.md 7.2 shows no answer), read
 * only to tell a refusal (below).
 */
export const changeAccountEmailResponse = zEmailChangeAnswer.extend({ success: z.boolean() });

/**
 * What the member is told after the change: 'refused' only on the designed `{ success: false }`;
 * any other 2xx is the change the spec describes (an empty 200, a 204, `{ success: true }`,
 * another body, docs/adr/0008-tolerant-reader.md), after which the member is logged out
 * (docs/spec/administration.md 4.5).
 */
export type EmailChangeOutcome = 'changed' | 'refused';

export const emailChangeOutcomeSchema = z.unknown().transform((value): EmailChangeOutcome => {
  const parsed = changeAccountEmailResponse.safeParse(value);
  return parsed.success && !parsed.data.success ? 'refused' : 'changed';
});

const accountEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /account/{email}/exists (docs/spec/administration.md 4.5): step 2 when the address is
     * taken.
     */
    accountExists: build.query<boolean, string>({
      query: (email) => ({
        request: { url: `/account/${encodeURIComponent(email)}/exists` },
        schema: accountExistsResponse,
      }),
      transformResponse: (answer: z.infer<typeof accountExistsResponse>) => answer.responseIsTrue,
    }),
    /** attachToExisting = 1 joins the account that already owns the new address. */
    changeAccountEmail: build.mutation<
      EmailChangeOutcome,
      { currentEmail: string; newEmail: string; attachToExisting: boolean }
    >({
      query: ({ currentEmail, newEmail, attachToExisting }) => ({
        request: {
          method: 'PUT',
          url: `/change-account-mail/${encodeURIComponent(currentEmail)}/${encodeURIComponent(newEmail)}/${attachToExisting ? 1 : 0}`,
        },
        schema: emailChangeOutcomeSchema,
      }),
    }),
  }),
});

/** Asked once per submit, never cached: another tab may have taken the address meanwhile. */
export function accountExists(dispatch: AppDispatch, email: string): Promise<boolean> {
  return dispatch(
    accountEmailApi.endpoints.accountExists.initiate(email, {
      subscribe: false,
      forceRefetch: true,
    }),
  ).unwrap();
}

export function changeAccountEmail(
  dispatch: AppDispatch,
  currentEmail: string,
  newEmail: string,
  attachToExisting: boolean,
): Promise<EmailChangeOutcome> {
  return dispatch(
    accountEmailApi.endpoints.changeAccountEmail.initiate({
      currentEmail,
      newEmail,
      attachToExisting,
    }),
  ).unwrap();
}
