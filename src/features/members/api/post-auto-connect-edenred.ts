import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zPerksLinkRequest } from '@/shared/api/generated/main/zod';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { AppDispatch } from '@/shared/store/store';

/**
 * The premium-perks link request of docs/spec/administration.md 7.7 (meaning designed:
 * ./perks-link.ts), docs/openapi/main-api.yaml PerksLinkRequest; none of its parts may be empty.
 */
export const perksLinkRequestSchema = zPerksLinkRequest.extend({
  crypt: z.string().min(1),
  controlCode: z.string().min(1),
  iv: z.string().min(1),
  unicity: z.string().min(1),
});

/** A text reply: '<base64url address>|<unicity>', split by the caller. */
export const perksReplySchema = z.string().trim().min(1);

type PerksLinkRequest = z.infer<typeof perksLinkRequestSchema>;

const perksLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    postAutoConnectEdenred: build.mutation<string, PerksLinkRequest>({
      query: (body) => ({
        request: {
          method: 'POST',
          url: '/get-auto-connect-edenred',
          data: body,
          responseType: 'text',
        },
        schema: perksReplySchema,
      }),
    }),
  }),
});

/**
 * POST /get-auto-connect-edenred (docs/spec/administration.md 7.5, text reply): the Club PREMIUM's
 * perks.
 */
export function postAutoConnectEdenred(dispatch: AppDispatch, body: PerksLinkRequest) {
  return unwrapAsApiError(dispatch(perksLoginApi.endpoints.postAutoConnectEdenred.initiate(body)));
}
