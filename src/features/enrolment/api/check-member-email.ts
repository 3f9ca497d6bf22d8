import { z } from 'zod';
import { requestJson } from '@/shared/api/http';

export const emailExistsSchema = z.boolean();

/** true when an account already uses this address: the visitor should sign in instead. */
export function checkMemberEmail(email: string) {
  return requestJson('main', { url: '/members/check-email', params: { email } }, emailExistsSchema);
}
