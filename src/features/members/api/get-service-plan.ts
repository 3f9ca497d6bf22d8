import { ApiError, invalidResponseMessage } from '@/shared/api/api-error';
import { z } from 'zod';
import { api, settle } from '@/shared/api/api-slice';
import { zServicePlan } from '@/shared/api/generated/main/zod';
import { backendReady } from '@/shared/api/backend-ready';
import { toApiError } from '@/shared/api/interceptors';
import { getRuntimeConfig, absoluteUrl } from '@/shared/config/runtime-config';

const generatedBanner = zServicePlan.shape.banner.unwrap().options[0];
const optionalText = z.string().nullish();

/**
 * docs/spec/members-area.md 3 'Service plan: banner', docs/spec/administration.md 3 'Service plan
 * banner. link, restrictedLink', docs/openapi/main-api.yaml ServicePlan. The spec's banner (link,
 * restrictedLink) is read as it comes: its link is the banner's target. The picture, its text and
 * linkUrl are designed and optional: without a picture the home shows no banner (the spec does not
 * say what a banner shows), linkUrl is the target when link is absent, and the text falls back on
 * ''. No banner reads as none; restrictedLink is not read (the spec does not say for whom it is).
 */
export const servicePlanSchema = zServicePlan.extend({
  banner: generatedBanner
    .extend({
      link: optionalText,
      restrictedLink: optionalText,
      imageUrl: optionalText,
      linkUrl: optionalText,
      alt: optionalText,
    })
    .transform((banner) => ({
      imageUrl: banner.imageUrl ?? null,
      linkUrl: banner.link ?? banner.linkUrl ?? null,
      alt: banner.alt ?? '',
    }))
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
  // A refused or missing file is an answer of the host, not a crash: the banner stays hidden.
  const response = await axios
    .get<unknown>(url, { params: { v: Math.random().toString(36).slice(2) } })
    .catch(async (error: unknown) => {
      throw await toApiError(error);
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
