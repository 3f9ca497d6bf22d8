import { requestJson } from '../../api/http';
import { profileSchema } from '../schemas';

export function getProfile(profileId: number) {
  return requestJson('main', { url: `/profiles/${profileId}` }, profileSchema);
}
