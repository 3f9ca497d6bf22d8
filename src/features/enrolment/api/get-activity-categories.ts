import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { activityCategorySchema, type ActivityCategory } from './activity';

export const activityCategoryListSchema = tolerantList(
  activityCategorySchema,
  'GET /public/valides/Categories/{activityId}',
);

/** The activity's validated categories with their prices (activity and prices pages). */
const activityCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivityCategories: build.query<ActivityCategory[], number>({
      query: (activityId) => ({
        request: { url: `/public/valides/Categories/${activityId}` },
        schema: activityCategoryListSchema,
      }),
      // Places left change with every order: the categories are refetched after one.
      providesTags: (_result, _error, activityId) => [
        { type: 'Activities', id: `categories-${activityId}` },
        'Orders',
      ],
    }),
  }),
});

export const { useGetActivityCategoriesQuery } = activityCategoriesApi;
export const activityCategoriesEndpoint = activityCategoriesApi.endpoints.getActivityCategories;
