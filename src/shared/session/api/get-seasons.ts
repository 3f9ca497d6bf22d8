import { requestJson } from '../../api/http';
import { tolerantList } from '../../api/tolerant-list';
import { seasonSchema } from '../schemas';

export const getSeasonsResponse = tolerantList(seasonSchema, 'GET /seasons');

export function getSeasons() {
  return requestJson('main', { url: '/seasons' }, getSeasonsResponse);
}
