import { api } from '@/shared/api/api-slice';
import { activeOrdersRequest } from '@/shared/session/api/get-active-orders';
import type { Order } from '@/shared/session/schemas';

/**
 * GET /orders/{profileId} (docs/spec/enrolment.md 3): the profile's active orders and demands. The
 * cart reads it before sending again a request whose answer was lost (docs/adr/0020).
 */
const activeOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActiveOrders: build.query<Order[], number>({
      query: (profileId) => {
        const { request, schema } = activeOrdersRequest(profileId);
        return { request: { ...request, silentError: true }, schema };
      },
      providesTags: ['Orders'],
    }),
  }),
});

export const activeOrdersEndpoint = activeOrdersApi.endpoints.getActiveOrders;
