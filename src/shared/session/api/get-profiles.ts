import { requestJson } from '../../api/http';
import { tolerantList } from '../../api/tolerant-list';
import { profileSchema } from '../schemas';

export const getProfilesResponse = tolerantList(profileSchema, 'GET /profiles');

/** The profiles of the signed-in account (the holder and the relatives). */
export function getProfiles() {
  return requestJson('main', { url: '/profiles' }, getProfilesResponse);
}
