import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { amount, id } from './schema-primitives';

export const licenceLevelAmountSchema = z.object({
  id,
  level: z.number().int(),
  title: z.string(),
  amount,
});
export const licenceLevelAmountListSchema = z.array(licenceLevelAmountSchema);

/** The amount of each licence level (1 premium, 2 access, 3 event). */
export function getLicenceLevels() {
  return requestJson('main', { url: '/public/license-level' }, licenceLevelAmountListSchema);
}
