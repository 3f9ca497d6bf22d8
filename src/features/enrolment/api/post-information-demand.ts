import { api } from '@/shared/api/api-slice';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { AppDispatch } from '@/shared/store/store';
import { z } from 'zod';
import { zInformationDemand } from '@/shared/api/generated/main/zod';
import { id } from './schema-primitives';
import { successSchema } from './success-answer';

/** docs/openapi/main-api.yaml InformationDemand, every field sent, with at least one activity. */
export const informationDemandSchema = zInformationDemand.required().extend({
  mailAdress: z.email(),
  club: z.object({ id }),
  activities: z.array(z.object({ id })).min(1),
});
export type InformationDemand = z.infer<typeof informationDemandSchema>;

const informationDemandApi = api.injectEndpoints({
  endpoints: (build) => ({
    postInformationDemand: build.mutation<z.infer<typeof successSchema>, InformationDemand>({
      query: (demand) => ({
        request: { method: 'POST', url: '/public/information-demand', data: demand },
        schema: successSchema,
      }),
    }),
  }),
});

/**
 * POST /public/information-demand (docs/spec/enrolment.md 7), rejecting with the HTTP layer's
 * ApiError.
 */
export function postInformationDemand(dispatch: AppDispatch, demand: InformationDemand) {
  return unwrapAsApiError(
    dispatch(informationDemandApi.endpoints.postInformationDemand.initiate(demand)),
  );
}
