import { z } from 'zod';
import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { conversationSummarySchema } from '@/shared/session/schemas';
import { ownProfile } from './profile-access';
import { responder } from './respond';
import { createRouter, numberParam } from './router';

/** The chat service (base chatServiceUrl); paths designed, see docs/api.md. */
export function chatHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('chat', absoluteUrl(config.chatServiceUrl, origin));
  const respond = responder(config.productSlug);

  return [
    route.signedIn('GET', '/conversations/user/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const profileId = access.profile.id;
      const summaries = context.db.conversations
        .flatMap((conversation) => {
          const member = conversation.members.find((item) => item.profileId === profileId);
          if (!member) return [];
          return [
            {
              id: conversation.id,
              name: conversation.name,
              category: conversation.category,
              lastMessage: conversation.lastMessage,
              lastMessageDate: conversation.lastMessageDate,
              unreadCount: member.unreadCount,
              authorCreationProfile: conversation.authorCreationProfile,
            },
          ];
        })
        .sort((a, b) => (b.lastMessageDate ?? '').localeCompare(a.lastMessageDate ?? ''));
      return respond(z.array(conversationSummarySchema), summaries, {
        schemaName: 'getConversationsResponse',
      });
    }),
  ];
}
