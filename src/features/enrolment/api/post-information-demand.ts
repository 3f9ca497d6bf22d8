import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { id, isoDate } from './schema-primitives';
import { successSchema } from './success-answer';

export const informationDemandSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: isoDate,
  mailAdress: z.email(),
  phoneNumber: z.string(),
  question: z.string(),
  club: z.object({ id }),
  activities: z.array(z.object({ id })).min(1),
});
export type InformationDemand = z.infer<typeof informationDemandSchema>;

export function postInformationDemand(demand: InformationDemand) {
  return requestJson(
    'main',
    { method: 'POST', url: '/public/information-demand', data: demand },
    successSchema,
  );
}
