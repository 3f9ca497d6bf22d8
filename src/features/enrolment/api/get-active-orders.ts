import { api } from '@/shared/api/api-slice';
import { getActiveOrdersResponse } from '@/shared/session/api/get-active-orders';
import type { Order } from '@/shared/session/schemas';

/**
 * GET /orders/{profileId} (enrolment.md 3): the profile's active orders and demands. The cart
 * reads it before sending again a request whose answer was lost (docs/adr/0020).
 */
const activeOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveOrders: build.query<Order[], number>({
      query: (profileId) => ({
        request: { url: `/orders/${profileId}`, silentError: true },
        schema: getActiveOrdersResponse,
      }),
      providesTags: ['Orders'],
    }),
  }),
});

export const activeOrdersEndpoint = activeOrdersApi.endpoints.getActiveOrders;
