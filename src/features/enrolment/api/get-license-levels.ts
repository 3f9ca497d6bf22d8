import { requestJson } from '@/shared/api/http';
import { licenseLevelAmountListSchema } from './schemas';

/** The amount of each licence level (1 premium, 2 access, 3 event). */
export function getLicenseLevels() {
  return requestJson('main', { url: '/public/license-level' }, licenseLevelAmountListSchema);
}
