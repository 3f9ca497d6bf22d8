import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { offlineMemberSchema, type OfflineMember } from './offline-member';
import { successSchema } from './success-answer';

export const registerEventBodySchema = z.array(offlineMemberSchema).min(1);

/** Registration without an account (free category): the club receives the people listed. */
export function postRegisterEvent(
  target: { clubId: number; activityId: number; categoryId: number },
  members: OfflineMember[],
) {
  return requestJson(
    'main',
    { method: 'POST', url: '/register-event', params: target, data: members },
    successSchema,
  );
}
