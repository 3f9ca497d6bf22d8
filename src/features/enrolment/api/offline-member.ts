import { z } from 'zod';
import { zOfflineMember } from '@/shared/api/generated/main/zod';

/**
 * A person registered without an account: the event registration and the visitor's payment.
 * docs/openapi/main-api.yaml OfflineMember, every field sent.
 */
export const offlineMemberSchema = zOfflineMember.required().extend({ email: z.email() });
export type OfflineMember = z.infer<typeof offlineMemberSchema>;
