import { tolerantList } from '@/shared/api/tolerant-list';
import { chatApi } from './chat-api';
import { directorySchema, type Directory } from './schemas';

/**
 * potentialsParticipants(profile id, excluded profile ids): one directory per top-level
 * organisation the profile may reach (designed: a list; path in docs/api.md).
 */
const participantsApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    getPotentialParticipants: build.query<Directory[], { profileId: number; excluded: number[] }>({
      query: ({ profileId, excluded }) => ({
        api: 'chat',
        request: {
          url: `/participants/potential/${profileId}`,
          params: excluded.length > 0 ? { excluded: excluded.join(',') } : {},
        },
        schema: tolerantList(directorySchema, 'GET /participants/potential/{profileId}'),
      }),
    }),
  }),
});

export const { useGetPotentialParticipantsQuery } = participantsApi;
