import type { ApiRequest } from '../../api/api-slice';
import { profileSchema } from '../schemas';

/** GET /profiles/{id}: one of the calls the current profile's query joins (get-current-profile.ts). */
export function profileRequest(profileId: number): ApiRequest {
  return { request: { url: `/profiles/${profileId}` }, schema: profileSchema };
}
