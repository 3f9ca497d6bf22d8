import { z } from 'zod';
import {
  zAddFunctionResponse,
  zCountFunctionUsersResponse,
  zFunctionForm,
  zUpdateFunctionResponse,
} from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';

/** PUT /function/update/{id}'s body, the function form (designed: the spec does not show it). */
export const functionFormSchema = zFunctionForm.extend({
  title: z.string(),
  roleIds: z.array(z.number().int()),
  serviceIds: z.array(z.number().int()),
});
export type FunctionForm = z.infer<typeof functionFormSchema>;

/** GET /function/count-users/{id}: the number of users (a bare number; `{ count }` tolerated). */
export const functionUsersSchema = z
  .union([zCountFunctionUsersResponse, z.object({ count: zCountFunctionUsersResponse })])
  .transform((answer) => (typeof answer === 'number' ? answer : answer.count));

const functionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /function/add: levels and services in the query (comma-separated, designed: the spec
     * names roleId and serviceId, service only for federation admin), the title in the body.
     */
    addFunction: build.mutation<unknown, FunctionForm>({
      query: ({ title, roleIds, serviceIds }) => ({
        request: {
          method: 'POST',
          url: '/function/add',
          params: {
            roleId: roleIds.join(','),
            ...(serviceIds.length ? { serviceId: serviceIds.join(',') } : {}),
          },
          data: { title },
        },
        // Not shown by the spec: any 2xx is the success, an empty body included.
        schema: zAddFunctionResponse,
      }),
      invalidatesTags: ['AdminFunctions'],
    }),
    updateFunction: build.mutation<unknown, { id: number; form: FunctionForm }>({
      query: ({ id, form }) => ({
        request: { method: 'PUT', url: `/function/update/${id}`, data: form },
        schema: zUpdateFunctionResponse,
      }),
      invalidatesTags: ['AdminFunctions', 'AdminProfile', 'AdminList'],
    }),
    countFunctionUsers: build.query<number, number>({
      query: (id) => ({
        request: { url: `/function/count-users/${id}` },
        schema: functionUsersSchema,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAddFunctionMutation, useUpdateFunctionMutation, useLazyCountFunctionUsersQuery } =
  functionApi;
export const addFunctionEndpoint = functionApi.endpoints.addFunction;
