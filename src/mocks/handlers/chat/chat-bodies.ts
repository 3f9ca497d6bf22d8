import { z } from 'zod';
import {
  zAddMembersToConversationData,
  zConversationDetail,
  zCreateConversationData,
  zCreateMessageData,
} from '@/shared/api/generated/chat/zod';

/**
 * The chat service's request bodies as docs/openapi/chat-api.yaml describes them (the generated
 * contract schemas), with the service's own refusals on top: the mock reads what the contract
 * says, never the portal's schemas (docs/adr/0015-openapi-contract.md).
 */
export const createMessageBody = zCreateMessageData.shape.body.extend({
  message: z.string().min(1),
});

export const createConversationBody = zCreateConversationData.shape.body.extend({
  groupName: z.string().trim().min(1),
});

export const addMembersBody = zAddMembersToConversationData.shape.body.extend({
  additions: zAddMembersToConversationData.shape.body.shape.additions.min(1),
});

/** What the demo's broker relays (scripts/chat-broker.mjs): messages as the document gives them. */
export const relayedMessagesBody = zConversationDetail.pick({ messages: true }).partial();
