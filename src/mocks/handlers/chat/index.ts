import { bypass } from 'msw';
import type { Message } from '@/shared/api/generated/chat/types';
import { mapInSlices } from '@/shared/lib/yield-to-main';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { updateMockDb } from '../../db/mock-db';
import type { ConversationRow, MockDb } from '../../db/types';
import { ownProfile } from '../profile-access';
import { errorMessages, errorResponse, responder } from '../respond';
import {
  addMembersBody,
  createConversationBody,
  createMessageBody,
  relayedMessagesBody,
} from './chat-bodies';
import { checkedMessagesResponse } from './checked-messages';
import { mergeMessages } from './merge-messages';
import { createRouter, numberParam, type SignedInContext } from '../router';
import {
  allMessages,
  directoriesView,
  lastMessageOf,
  membersView,
  messageView,
} from './chat-views';

const conversationNotFound = 'Conversation introuvable.';

/** The conversation, when one of the caller's profiles belongs to it. */
function memberConversation(
  context: SignedInContext,
  conversationId: number,
): { conversation: ConversationRow; profileIds: number[] } | { denied: Response } {
  const conversation = context.db.conversations.find((row) => row.id === conversationId);
  if (!conversation) return { denied: errorResponse(404, conversationNotFound) };
  const own = new Set(
    context.db.profiles.filter((row) => row.accountId === context.account.id).map((row) => row.id),
  );
  const profileIds = conversation.members.map((row) => row.profileId).filter((id) => own.has(id));
  if (profileIds.length === 0) return { denied: errorResponse(403, errorMessages.forbidden) };
  return { conversation, profileIds };
}

/**
 * The chat broker is one server for every browser and keeps what it relays by conversation id
 * (docs/adr/0012-realtime-broker.md), while each browser's mock has a database of its own. A real
 * backend never gives two conversations one id; two mocked databases counting on from the same
 * seed did, and a conversation created in one browser showed the messages another browser had
 * posted in its own. Drawn at random above the database's ids: two browsers meet one id about
 * once in a billion creations.
 */
function unsharedConversationId(conversations: readonly { id: number }[]): number {
  return Math.max(0, ...conversations.map((row) => row.id)) + 1 + Math.floor(Math.random() * 1e9);
}

function findConversation(db: MockDb, id: number) {
  return db.conversations.find((row) => row.id === id);
}

/**
 * What the demo's broker relayed for a conversation (scripts/chat-broker.mjs): the messages the
 * other browsers sent live, which this browser's mocked database never saw. Best effort: no
 * broker (unit tests), no extra messages.
 */
async function relayedMessages(request: Request, since: string | null): Promise<Message[]> {
  try {
    const url = new URL(request.url);
    if (since) url.searchParams.set('since', since);
    else url.searchParams.delete('since');
    const response = await fetch(
      bypass(new Request(url, { headers: request.headers, signal: AbortSignal.timeout(1500) })),
    );
    if (!response.ok) return [];
    // One message that does not read drops the whole answer.
    const body = relayedMessagesBody.safeParse(await response.json());
    return body.success ? (body.data.messages ?? []) : [];
  } catch {
    return [];
  }
}

/**
 * The last message the demo's broker relayed in each of these conversations (scripts/chat-broker.mjs,
 * GET /messages/last): what other browsers sent, so that the list shows the same last message as
 * the conversation after a reload. Best effort, like relayedMessages.
 */
async function relayedLastMessages(
  request: Request,
  chatBase: string,
  conversationIds: number[],
): Promise<Map<number, Message>> {
  const last = new Map<number, Message>();
  if (conversationIds.length === 0) return last;
  try {
    const url = new URL(`${chatBase.replace(/\/$/, '')}/messages/last`);
    url.searchParams.set('conversations', conversationIds.join(','));
    const response = await fetch(
      bypass(new Request(url, { headers: request.headers, signal: AbortSignal.timeout(1500) })),
    );
    if (!response.ok) return last;
    const body = relayedMessagesBody.safeParse(await response.json());
    for (const message of body.success ? (body.data.messages ?? []) : []) {
      last.set(message.idConversation, message);
    }
  } catch {
    // No broker: the mocked database's own messages.
  }
  return last;
}

/** The newer of the database's last message and the broker's. */
function newerLast(
  own: ReturnType<typeof lastMessageOf>,
  relayed: Message | undefined,
): ReturnType<typeof lastMessageOf> {
  if (!relayed) return own;
  const ownTime = own.lastMessageCreation ? Date.parse(own.lastMessageCreation) : Number.NaN;
  const relayedTime = Date.parse(relayed.createdAt ?? '');
  if (Number.isNaN(relayedTime) || ownTime >= relayedTime) return own;
  return { lastMessage: relayed.message, lastMessageCreation: relayed.createdAt ?? null };
}

/** The chat service (base chatServiceUrl); paths designed, see docs/api.md. */
export function chatHandlers(config: RuntimeConfig, origin: string) {
  const chatBase = absoluteUrl(config.chatServiceUrl, origin);
  const route = createRouter('chat', chatBase);
  const respond = responder(config.productSlug);

  return [
    route.signedIn('GET', '/conversations/user/:profileId', async (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const profileId = access.profile.id;
      const relayed = await relayedLastMessages(
        context.request,
        chatBase,
        context.db.conversations
          .filter((conversation) => conversation.members.some((row) => row.profileId === profileId))
          .map((conversation) => conversation.id),
      );
      const summaries = context.db.conversations
        .flatMap((conversation) => {
          const member = conversation.members.find((item) => item.profileId === profileId);
          if (!member) return [];
          return [
            {
              id: conversation.id,
              groupName: conversation.groupName,
              category: conversation.category,
              ...newerLast(lastMessageOf(conversation), relayed.get(conversation.id)),
              unreadCount: member.unreadCount,
            },
          ];
        })
        .sort((a, b) => (b.lastMessageCreation ?? '').localeCompare(a.lastMessageCreation ?? ''));
      return respond(summaries);
    }),

    route.signedIn('GET', '/messages/conversation/:conversationId', async (context) => {
      const access = memberConversation(context, numberParam(context.params, 'conversationId'));
      if ('denied' in access) return access.denied;
      const { conversation } = access;
      const since = context.url.searchParams.get('since');
      const sinceTime = since ? Date.parse(since) : Number.NaN;
      const rows = allMessages(conversation).filter(
        (row) => Number.isNaN(sinceTime) || Date.parse(row.createdAt) > sinceTime,
      );
      // A 2,000-message history: built and checked in slices, so that no task of the page's
      // main thread (where MSW answers) runs long (benchmark: scripts/bench-chat-open.mjs).
      const saved = await mapInSlices(rows, (row) => messageView(context.db, conversation.id, row));
      const messages = mergeMessages(saved, await relayedMessages(context.request, since));
      return checkedMessagesResponse(config.productSlug, {
        idConversation: conversation.id,
        authorCreationProfile: conversation.authorCreationProfile,
        messages,
      });
    }),

    route.signedIn('GET', '/members/conversation/:conversationId', (context) => {
      const access = memberConversation(context, numberParam(context.params, 'conversationId'));
      if ('denied' in access) return access.denied;
      return respond(membersView(context.db, access.conversation));
    }),

    route.signedIn('POST', '/messages', async (context) => {
      const body = createMessageBody.safeParse(await context.request.json().catch(() => null));
      if (!body.success) return errorResponse(400, 'Message invalide.');
      const access = memberConversation(context, body.data.idConversation);
      if ('denied' in access) return access.denied;
      if (!access.profileIds.includes(body.data.idProfile)) {
        return errorResponse(403, errorMessages.forbidden);
      }
      const row = {
        message: body.data.message,
        idProfile: body.data.idProfile,
        createdAt: body.data.createdAt ?? new Date().toISOString(),
        ...(body.data.clientMessageId ? { clientMessageId: body.data.clientMessageId } : {}),
      };
      const saved = updateMockDb((db) => {
        const conversation = findConversation(db, body.data.idConversation);
        if (!conversation) return undefined;
        conversation.messages.push(row);
        for (const member of conversation.members) {
          if (member.profileId !== row.idProfile) member.unreadCount += 1;
        }
        return messageView(db, conversation.id, row);
      });
      if (!saved) return errorResponse(404, conversationNotFound);
      return respond(saved, { status: 201 });
    }),

    route.signedIn('PUT', '/conversations/:conversationId/read/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const conversationId = numberParam(context.params, 'conversationId');
      updateMockDb((db) => {
        const member = findConversation(db, conversationId)?.members.find(
          (row) => row.profileId === access.profile.id,
        );
        if (member) member.unreadCount = 0;
      });
      return new Response(null, { status: 204 });
    }),

    route.signedIn('DELETE', '/members/conversation/:conversationId/:profileId', (context) => {
      const conversationId = numberParam(context.params, 'conversationId');
      const profileId = numberParam(context.params, 'profileId');
      const access = memberConversation(context, conversationId);
      if ('denied' in access) return access.denied;
      const { conversation, profileIds } = access;
      const leaving = profileIds.includes(profileId);
      const creator = profileIds.includes(conversation.authorCreationProfile);
      // Anyone may leave; only the creator removes others, and never himself through removal.
      if (!leaving && (!creator || profileId === conversation.authorCreationProfile)) {
        return errorResponse(403, errorMessages.forbidden);
      }
      updateMockDb((db) => {
        const row = findConversation(db, conversationId);
        if (row) row.members = row.members.filter((member) => member.profileId !== profileId);
      });
      return new Response(null, { status: 204 });
    }),

    route.signedIn('GET', '/participants/potential/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const excluded = new Set(
        (context.url.searchParams.get('excluded') ?? '')
          .split(',')
          .filter((value) => /^\d+$/.test(value))
          .map(Number),
      );
      const hasMain = context.db.responsibilities.some(
        (row) => row.profileId === access.profile.id && row.main,
      );
      const directories = hasMain ? directoriesView(context.db, access.profile.id, excluded) : [];
      return respond(directories);
    }),

    route.signedIn('POST', '/conversations', async (context) => {
      const body = createConversationBody.safeParse(await context.request.json().catch(() => null));
      if (!body.success) return errorResponse(400, 'Conversation invalide.');
      const access = ownProfile(context, body.data.authorCreationProfile);
      if ('denied' in access) return access.denied;
      const created = updateMockDb((db) => {
        const id = unsharedConversationId(db.conversations);
        const added = body.data.additions.map((item) =>
          'userId' in item ? item.userId : item.memberId,
        );
        const row: ConversationRow = {
          id,
          groupName: body.data.groupName.trim(),
          category: 0,
          authorCreationProfile: access.profile.id,
          members: [...new Set([access.profile.id, ...added])]
            .filter((profileId) => db.profiles.some((profile) => profile.id === profileId))
            .map((profileId) => ({ profileId, unreadCount: 0 })),
          messages: [],
        };
        db.conversations.push(row);
        return { id, groupName: row.groupName, category: 0, ...lastMessageOf(row) };
      });
      return respond(created, { status: 201 });
    }),

    route.signedIn('POST', '/members/conversation/:conversationId', async (context) => {
      const body = addMembersBody.safeParse(await context.request.json().catch(() => null));
      if (!body.success) return errorResponse(400, 'Ajout invalide.');
      const access = memberConversation(context, numberParam(context.params, 'conversationId'));
      if ('denied' in access) return access.denied;
      if (
        access.conversation.authorCreationProfile !== body.data.idProfile ||
        !access.profileIds.includes(body.data.idProfile)
      ) {
        return errorResponse(403, errorMessages.forbidden);
      }
      const members = updateMockDb((db) => {
        const row = findConversation(db, access.conversation.id);
        if (!row) return [];
        for (const item of body.data.additions) {
          const profileId = 'userId' in item ? item.userId : item.memberId;
          const known = db.profiles.some((profile) => profile.id === profileId);
          if (known && !row.members.some((member) => member.profileId === profileId)) {
            row.members.push({ profileId, unreadCount: 0 });
          }
        }
        return membersView(db, row);
      });
      return respond(members);
    }),
  ];
}
