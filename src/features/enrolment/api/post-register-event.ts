import { requestJson } from '@/shared/api/http';
import { successSchema, type OfflineMember } from './schemas';

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
