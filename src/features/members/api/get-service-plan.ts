import axios from 'axios';
import { ApiError, invalidResponseMessage } from '@/shared/api/api-error';
import { getRuntimeConfig, absoluteUrl } from '@/shared/config/runtime-config';
import { z } from 'zod';

export const servicePlanSchema = z.object({
  banner: z
    .object({ imageUrl: z.string(), linkUrl: z.string(), alt: z.string() })
    .nullish()
    .transform((value) => value ?? null),
});
export type ServicePlan = z.infer<typeof servicePlanSchema>;

/** A static file on the resources host; the random version defeats stale caches. */
export async function getServicePlan() {
  const url = `${absoluteUrl(getRuntimeConfig().resourcesBaseUrl)}/service-plan.json`;
  const response = await axios.get<unknown>(url, {
    params: { v: Math.random().toString(36).slice(2) },
  });
  const parsed = servicePlanSchema.safeParse(response.data);
  if (!parsed.success)
    throw new ApiError('invalid-response', invalidResponseMessage, response.status);
  return parsed.data;
}
