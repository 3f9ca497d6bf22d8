import { z } from 'zod';
import { requestJson } from '@/shared/api/http';

/** The premium-perks link request of administration.md 7.7 (meaning designed: ./perks-link.ts). */
export const perksLinkRequestSchema = z.object({
  action: z.literal('ask'),
  crypt: z.string().min(1),
  controlCode: z.string().min(1),
  iv: z.string().min(1),
  unicity: z.string().min(1),
});

/** A text reply: '<base64url address>|<unicity>', split by the caller. */
export const perksReplySchema = z.string().trim().min(1);

/** POST /get-auto-connect-edenred (administration.md 7.5, text reply): the Club PREMIUM's perks. */
export function postAutoConnectEdenred(body: z.infer<typeof perksLinkRequestSchema>) {
  return requestJson(
    'main',
    { method: 'POST', url: '/get-auto-connect-edenred', data: body, responseType: 'text' },
    perksReplySchema,
  );
}
