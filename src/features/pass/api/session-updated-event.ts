import { z } from 'zod';
import { zSessionUpdated } from '@/shared/api/generated/chat-stomp/zod';
import type { SessionAddress } from './pass-session';
import { passId } from './pass-primitives';

/**
 * Where a coach's page announces an accepted address change: the broker checks it and relays it
 * on realtimeDestinations.passSessions (docs/api.md 'PASS live events'). A PASS backend that
 * publishes the event itself makes this send redundant: applying an update twice changes nothing.
 */
export const passSessionUpdatedSend = '/ws/pass-session-updated';

/**
 * The live 'sessionUpdated' event of docs/spec/members-area.md 2: a session's address fields. Designed
 * shape (the spec names the event and its fields only); a field left out keeps its value.
 * Derived from docs/openapi/chat-stomp.asyncapi.yaml SessionUpdated; the document's 500-character
 * bound is the sender's rule, the reader keeps a longer text rather than lose the update.
 */
export const sessionUpdatedEventSchema = zSessionUpdated.extend({
  sessionId: passId,
  adresse: z.string().optional(),
  codePostal: z.string().optional(),
  ville: z.string().optional(),
  commentaire: z.string().optional(),
});
export type SessionUpdatedEvent = z.infer<typeof sessionUpdatedEventSchema>;

/** The address fields an update carries: a field left out keeps its value. */
export function addressChanges(
  update: { sessionId: number } & Partial<SessionAddress>,
): Partial<SessionAddress> {
  const { sessionId: _sessionId, ...fields } = update;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === 'string'),
  ) as Partial<SessionAddress>;
}
