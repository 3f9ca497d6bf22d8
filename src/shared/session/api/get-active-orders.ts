import type { ApiRequest } from '../../api/api-slice';
import { tolerantList } from '../../api/tolerant-list';
import { orderSchema } from '../schemas';

export const getActiveOrdersResponse = tolerantList(orderSchema, 'GET /orders/{profileId}');

/** The profile's active orders: one of the calls the current profile's query joins. */
export function activeOrdersRequest(profileId: number): ApiRequest {
  return { request: { url: `/orders/${profileId}` }, schema: getActiveOrdersResponse };
}
