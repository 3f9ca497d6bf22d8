import { apiClient } from '@/shared/api/http';

/**
 * GET /public/activities/federal, the activity filter of the map and the list. Like the clubs,
 * the answer stays raw bytes: the map's worker validates it with federalActivitySchema (after
 * fromProductKeys), so the map route's main thread carries no zod (docs/adr/0006).
 */
export async function getFederalActivitiesPayload(): Promise<ArrayBuffer> {
  const response = await apiClient('main').get<ArrayBuffer>('/public/activities/federal', {
    responseType: 'arraybuffer',
    silentError: true,
  });
  return response.data;
}
