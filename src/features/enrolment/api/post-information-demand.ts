import { requestJson } from '@/shared/api/http';
import { successSchema, type InformationDemand } from './schemas';

export function postInformationDemand(demand: InformationDemand) {
  return requestJson(
    'main',
    { method: 'POST', url: '/public/information-demand', data: demand },
    successSchema,
  );
}
