import { z } from 'zod';
import { requestJson } from '@/shared/api/http';
import { offerSchema } from './schemas';

/** Best offers of the premium club for the home page (path designed: see docs/api.md). */
export function getBestOffers() {
  return requestJson('main', { url: '/public/premium-offers/best' }, z.array(offerSchema));
}
