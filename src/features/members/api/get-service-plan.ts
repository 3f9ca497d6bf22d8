import { ApiError, invalidResponseMessage } from '@/shared/api/api-error';
import { z } from 'zod';
import { api, settle } from '@/shared/api/api-slice';
import { zServicePlan } from '@/shared/api/generated/main/zod';
import { backendReady } from '@/shared/api/backend-ready';
import { getRuntimeConfig, absoluteUrl } from '@/shared/config/runtime-config';

const generatedBanner = zServicePlan.shape.banner.unwrap().options[0];

/**
 * members-area.md 3 'Service plan: banner', docs/openapi/main-api.yaml ServicePlan: the home's
 * banner is a picture with its text and link, all three read; no banner reads as none.
 */
export const servicePlanSchema = zServicePlan.extend({
  banner: generatedBanner
    .pick({ imageUrl: true, linkUrl: true, alt: true })
    .extend({ imageUrl: z.string(), linkUrl: z.string(), alt: z.string() })
    .nullish()
    .transform((value) => value ?? null),
});
export type ServicePlan = z.infer<typeof servicePlanSchema>;

/**
 * A static file on the resources host, fetched with a bare axios (no bearer, no error
 * notification: the banner shows its own); the random version defeats stale caches.
 */
async function getServicePlan() {
  const { default: axios } = await import('axios');
  await backendReady();
  const url = `${absoluteUrl(getRuntimeConfig().resourcesBaseUrl)}/service-plan.json`;
  const response = await axios.get<unknown>(url, {
    params: { v: Math.random().toString(36).slice(2) },
  });
  const parsed = servicePlanSchema.safeParse(response.data);
  if (!parsed.success)
    throw new ApiError('invalid-response', invalidResponseMessage, response.status);
  return parsed.data;
}

const servicePlanApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServicePlan: build.query<ServicePlan, void>({
      queryFn: () => settle(getServicePlan),
      providesTags: ['Home'],
    }),
  }),
});

export const { useGetServicePlanQuery } = servicePlanApi;
