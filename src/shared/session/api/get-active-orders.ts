import { requestJson } from '../../api/http';
import { tolerantList } from '../../api/tolerant-list';
import { orderSchema } from '../schemas';

export const getActiveOrdersResponse = tolerantList(orderSchema, 'GET /orders/{profileId}');

export function getActiveOrders(profileId: number) {
  return requestJson('main', { url: `/orders/${profileId}` }, getActiveOrdersResponse);
}
