import { notShownAnswer } from '@/shared/api/not-shown-answer';
import { adminApi } from './admin-api';
import type { CreateResponsibilityBody, ResponsibilityFormDto } from './responsibility-payloads';

/**
 * The answers are not shown by the spec: any 2xx is the success, an empty 200 or a 204
 * included, whatever its body.
 */
export const responsibilityAnswerSchema = notShownAnswer({});

/**
 * POST /user-admin/reponsability, PUT and DELETE /user-admin/reponsability/{id} (the spec's
 * spelling). Each refreshes the person's profile and the lists.
 */
const saveApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    createResponsibility: build.mutation<unknown, CreateResponsibilityBody>({
      query: (body) => ({
        request: { method: 'POST', url: '/user-admin/reponsability', data: body },
        schema: responsibilityAnswerSchema,
      }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'AdminProfile', id: body.profileId },
        'AdminList',
        'AdminPrivileges',
      ],
    }),
    updateResponsibility: build.mutation<
      unknown,
      { profileId: number; form: ResponsibilityFormDto & { id: number } }
    >({
      query: ({ form }) => ({
        request: { method: 'PUT', url: `/user-admin/reponsability/${form.id}`, data: form },
        schema: responsibilityAnswerSchema,
      }),
      invalidatesTags: (_result, _error, { profileId }) => [
        { type: 'AdminProfile', id: profileId },
        'AdminList',
      ],
    }),
    deleteResponsibility: build.mutation<unknown, { profileId: number; id: number }>({
      query: ({ id }) => ({
        request: { method: 'DELETE', url: `/user-admin/reponsability/${id}` },
        schema: responsibilityAnswerSchema,
      }),
      invalidatesTags: (_result, _error, { profileId }) => [
        { type: 'AdminProfile', id: profileId },
        'AdminList',
      ],
    }),
  }),
});

export const {
  useCreateResponsibilityMutation,
  useUpdateResponsibilityMutation,
  useDeleteResponsibilityMutation,
} = saveApi;
