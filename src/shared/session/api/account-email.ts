import { z } from 'zod';
import { requestJson } from '../../api/http';

export const accountExistsResponse = z.object({ responseIsTrue: z.boolean() });
export const changeAccountEmailResponse = z.object({ success: z.boolean() });

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
    changeAccountEmailResponse,
  );
}
