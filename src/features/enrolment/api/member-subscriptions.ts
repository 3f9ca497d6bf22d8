import { z } from 'zod';
import { subscriptionMembershipSchema } from '@/shared/session/schemas';

/**
 * GET /public/member-subscription/club/{clubId}/member/{memberId} (docs/spec/administration.md
 * 7.5): the contract the mocked backend serves.
 */
export const memberSubscriptionListSchema = z.array(subscriptionMembershipSchema);
