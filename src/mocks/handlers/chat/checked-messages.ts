import { HttpResponse, type JsonBodyType } from 'msw';
import { conversationMessagesSchema } from '@/features/chat/api/get-messages';
import { chatMessageSchema, type ChatMessage } from '@/features/chat/api/schemas';
import { mapInSlices } from '@/shared/lib/yield-to-main';
import { checkedWire } from '../respond';

const schemaName = 'getConversationMessages';

/**
 * The answer of GET /messages/conversation/{id}, checked like every answer (respond.ts), but
 * message by message in slices: checking 2,000 messages in one go blocked the page for
 * 100-200 ms on a slow CPU. Every message must pass (the mock sends whole lists).
 */
export async function checkedMessagesResponse(
  productSlug: string,
  answer: {
    idConversation: number;
    authorCreationProfile: number;
    messages: readonly ChatMessage[];
  },
): Promise<Response> {
  const { messages, ...envelope } = answer;
  const wire = checkedWire(
    productSlug,
    conversationMessagesSchema,
    { ...envelope, messages: [] },
    schemaName,
  ) as Record<string, unknown>;
  wire.messages = await mapInSlices(messages, (message) =>
    checkedWire(productSlug, chatMessageSchema, message, schemaName),
  );
  return HttpResponse.json(wire as JsonBodyType);
}
