import { z } from 'zod';
import { requestJson } from '../../api/http';
import { profileSchema } from '../schemas';

export const getProfilesResponse = z.array(profileSchema);

/** The profiles of the signed-in account (the holder and the relatives). */
export function getProfiles() {
  return requestJson('main', { url: '/profiles' }, getProfilesResponse);
}
