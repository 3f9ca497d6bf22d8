import { requestJson } from '@/shared/api/http';
import { activitySchema } from './activity';

export function getActivity(activityId: number) {
  return requestJson('main', { url: `/public/activity/${activityId}` }, activitySchema);
}
