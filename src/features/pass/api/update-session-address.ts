import type { UpdateCreneauAddressData } from '@/shared/api/generated/pass/types';
import { loadRealtimeClient } from '@/shared/realtime';
import { passApi } from './pass-api';
import type { SessionAddress } from './pass-session';
import { applySessionUpdate } from './session-cache';
import { passTextAnswerSchema } from './pass-text-answer';
import { passSessionUpdatedSend, type SessionUpdatedEvent } from './session-updated-event';

export type UpdateSessionAddressArg = { sessionId: number } & SessionAddress;

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    updatePassSessionAddress: build.mutation<string, UpdateSessionAddressArg>({
      query: ({ sessionId, adresse, codePostal, ville, commentaire }) => {
        // The body as docs/openapi/pass-api.yaml names it (codepostal in lower case).
        const body: UpdateCreneauAddressData['body'] = {
          adresse,
          codepostal: codePostal,
          ville,
          commentaire,
        };
        return {
          api: 'pass',
          request: {
            method: 'PUT',
            url: `/ActivitesCalendriers/UpdateCreneauAddress/${sessionId}`,
            data: body,
            silentError: true,
            responseType: 'text',
          },
          schema: passTextAnswerSchema,
        };
      },
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(applySessionUpdate(arg));
          // The other members' programmes learn it live (best effort: REST stays the truth).
          const event: SessionUpdatedEvent = { type: 'sessionUpdated', ...arg };
          void loadRealtimeClient().then(
            (client) => client.publish(passSessionUpdatedSend, event),
            () => undefined,
          );
        } catch {
          // refused: the dialog shows the server's text; nothing changes
        }
      },
    }),
  }),
});

export const { useUpdatePassSessionAddressMutation } = endpoints;
