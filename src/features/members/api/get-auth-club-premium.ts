import { z } from 'zod';
import { requestJson } from '@/shared/api/http';

/** A text reply: the partner's auto-login address (checked against its origin by the caller). */
export const partnerAddressReplySchema = z.string().trim().min(1);

/** GET /auth-club-premium/{id} (administration.md 7.5, text reply): DIGICLUB PREMIUM's auto-login. */
export function getAuthClubPremium(profileId: number): Promise<string> {
  return requestJson(
    'main',
    { url: `/auth-club-premium/${profileId}`, responseType: 'text' },
    partnerAddressReplySchema,
  );
}
