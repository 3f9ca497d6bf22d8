import { HttpResponse, type JsonBodyType } from 'msw';
import type { Message } from '@/shared/api/generated/chat/types';
import { mapInSlices } from '@/shared/lib/yield-to-main';
import { wireBody } from '../respond';

/**
 * The answer of GET /messages/conversation/{id} in the wire format, built message by message
 * in slices: 2,000 messages in one go blocked the page for 100-200 ms on a slow CPU. The router's
 * contract gate checks it against docs/openapi/chat-api.yaml (in tests and on the dev server).
 */
export async function checkedMessagesResponse(
  productSlug: string,
  answer: {
    idConversation: number;
    authorCreationProfile: number;
    messages: readonly Message[];
  },
): Promise<Response> {
  const { messages, ...envelope } = answer;
  const wire = wireBody(productSlug, {
    ...envelope,
    messages: [],
  }) as Record<string, unknown>;
  wire.messages = await mapInSlices(messages, (message) => wireBody(productSlug, message));
  return HttpResponse.json(wire as JsonBodyType);
}
