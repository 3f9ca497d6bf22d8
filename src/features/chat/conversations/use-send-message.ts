import { useCallback, useState } from 'react';
import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { useCreateMessageMutation } from '../api/create-message';
import { expectOwnCopy } from '../api/own-sends';
import type { Delivery } from '../rules/delivery';
import { newClientId } from '../rules/new-client-id';

/**
 * 7.8: a message is sent through the socket and saved by the create call. Both carry the same
 * clientMessageId, so the copy the topic brings back and the saved copy show as one; the saved
 * copy is merged too (create-message.ts), so a message sent while the socket is down appears.
 * A backend that drops that designed id still shows it once: the copies are paired with this
 * send by author, text and conversation (own-sends.ts). Each send's delivery, by its
 * clientMessageId, says when the create call has saved it.
 */
export function useSendMessage(profile: CurrentProfile, conversationId: number) {
  const [createMessage] = useCreateMessageMutation();
  const [deliveries, setDeliveries] = useState<ReadonlyMap<string, Delivery>>(new Map());
  const deliver = useCallback((clientMessageId: string, delivery: Delivery) => {
    setDeliveries((current) => new Map(current).set(clientMessageId, delivery));
  }, []);
  const send = useCallback(
    async (text: string) => {
      const outgoing = {
        message: text,
        profilePicture: profile.photo ?? null,
        nom: profile.lastname,
        prenom: profile.firstname,
        idProfile: profile.id,
        idConversation: conversationId,
        createdAt: new Date().toISOString(),
        clientMessageId: newClientId(),
      };
      deliver(outgoing.clientMessageId, 'sending');
      expectOwnCopy({
        clientMessageId: outgoing.clientMessageId,
        idConversation: conversationId,
        idProfile: profile.id,
        message: text,
      });
      try {
        const client = await loadRealtimeClient();
        client.publish(realtimeDestinations.privateMessageSend, outgoing);
      } catch {
        // The create call below still saves it.
      }
      const saved = await createMessage({
        idConversation: conversationId,
        idProfile: profile.id,
        message: text,
        createdAt: outgoing.createdAt,
        clientMessageId: outgoing.clientMessageId,
      });
      deliver(outgoing.clientMessageId, 'error' in saved ? 'failed' : 'sent');
    },
    [createMessage, conversationId, deliver, profile],
  );
  return { send, deliveries };
}
