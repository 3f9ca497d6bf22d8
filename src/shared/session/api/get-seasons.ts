import { z } from 'zod';
import { requestJson } from '../../api/http';
import { seasonSchema } from '../schemas';

export const getSeasonsResponse = z.array(seasonSchema);

export function getSeasons() {
  return requestJson('main', { url: '/seasons' }, getSeasonsResponse);
}
