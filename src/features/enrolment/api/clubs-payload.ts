import { loadHttp } from '@/shared/api/load-http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';

/**
 * GET /public/{product}: every club (up to tens of thousands). The answer stays raw bytes: the
 * clusters worker parses and validates it (clubListSchema, after fromProductKeys), so that the
 * page never parses 20,000 clubs on its main thread. The shared client keeps the bearer and
 * error interceptors; the page shows its own error state, hence silentError. The fetch adapter
 * hands the bytes over without the long main-thread task XMLHttpRequest takes on 5 MB. The HTTP
 * layer arrives with the first call, as for every RTK Query endpoint (api-slice.ts).
 */
export async function getClubsPayload(): Promise<ArrayBuffer> {
  const { apiClient } = await loadHttp();
  const response = await apiClient('main').get<ArrayBuffer>(
    `/public/${getRuntimeConfig().productSlug}`,
    { responseType: 'arraybuffer', adapter: 'fetch', silentError: true },
  );
  return response.data;
}
