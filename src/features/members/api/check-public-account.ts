import { z } from 'zod';
import { requestJson } from '@/shared/api/http';

export const publicAccountExistsSchema = z.object({ responseIsTrue: z.boolean() });

/** GET /public/account/{email}/exists (administration.md 7.2): the visitor's address is taken. */
export async function publicAccountExists(email: string): Promise<boolean> {
  const answer = await requestJson(
    'main',
    { url: `/public/account/${encodeURIComponent(email)}/exists` },
    publicAccountExistsSchema,
  );
  return answer.responseIsTrue;
}
