import { api } from '@/shared/api/api-slice';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { AppDispatch } from '@/shared/store/store';
import { z } from 'zod';
import { offlineMemberSchema, type OfflineMember } from './offline-member';
import { successSchema } from './success-answer';

export const registerEventBodySchema = z.array(offlineMemberSchema).min(1);

type RegisteredCategory = { clubId: number; activityId: number; categoryId: number };

const registerEventApi = api.injectEndpoints({
  endpoints: (build) => ({
    postRegisterEvent: build.mutation<
      z.infer<typeof successSchema>,
      { target: RegisteredCategory; members: OfflineMember[] }
    >({
      query: ({ target, members }) => ({
        request: { method: 'POST', url: '/register-event', params: target, data: members },
        schema: successSchema,
      }),
    }),
  }),
});

/** Registration without an account (free category): the club receives the people listed. */
export function postRegisterEvent(
  dispatch: AppDispatch,
  target: RegisteredCategory,
  members: OfflineMember[],
) {
  return unwrapAsApiError(
    dispatch(registerEventApi.endpoints.postRegisterEvent.initiate({ target, members })),
  );
}
