import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { activityCategorySchema } from './activity';

export const activityCategoryListSchema = z.array(activityCategorySchema);

/** The activity's validated categories with their prices (activity and prices pages). */
export function getActivityCategories(activityId: number) {
  return requestJson(
    'main',
    { url: `/public/valides/Categories/${activityId}` },
    activityCategoryListSchema,
  );
}
