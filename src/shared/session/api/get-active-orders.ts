import { z } from 'zod';
import { requestJson } from '../../api/http';
import { orderSchema } from '../schemas';

export const getActiveOrdersResponse = z.array(orderSchema);

export function getActiveOrders(profileId: number) {
  return requestJson('main', { url: `/orders/${profileId}` }, getActiveOrdersResponse);
}
