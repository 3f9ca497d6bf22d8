import { z } from 'zod';
import { requestJson } from '../../api/http';

export const accountExistsResponse = z.object({ responseIsTrue: z.boolean() });
export const changeAccountEmailResponse = z.object({ success: z.boolean() });

/**
 * What the member is told after the change: 'changed' only on `{ success: true }`; 'refused' on
 * `{ success: false }`; 'unconfirmed' on any other 2xx (an empty body, another shape), where the
 * backend may have changed the address without saying so.
 */
export type EmailChangeOutcome = 'changed' | 'refused' | 'unconfirmed';

export const emailChangeOutcomeSchema = z.unknown().transform((value): EmailChangeOutcome => {
  const parsed = changeAccountEmailResponse.safeParse(value);
  if (!parsed.success) return 'unconfirmed';
  return parsed.data.success ? 'changed' : 'refused';
});

export async function accountExists(email: string): Promise<boolean> {
  const answer = await requestJson(
    'main',
    { url: `/account/${encodeURIComponent(email)}/exists` },
    accountExistsResponse,
  );
  return answer.responseIsTrue;
}

/** attachToExisting = 1 joins the account that already owns the new address. */
export function changeAccountEmail(
  currentEmail: string,
  newEmail: string,
  attachToExisting: boolean,
) {
  const flag = attachToExisting ? 1 : 0;
  return requestJson(
    'main',
    {
      method: 'PUT',
      url: `/change-account-mail/${encodeURIComponent(currentEmail)}/${encodeURIComponent(newEmail)}/${flag}`,
    },
    emailChangeOutcomeSchema,
  );
}
