// Generated from docs/openapi/chat-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

import { z } from 'zod';

/**
 * administration.md 3 'Conversation summary' (value 1 of category marks a category
 * conversation), with 'Conversation (for unread count): unreadCount'.
 *
 */
export const zConversation = z.object({
  id: z.int(),
  groupName: z.string(),
  lastMessage: z.optional(z.union([z.string(), z.null()])),
  lastMessageCreation: z.optional(z.union([z.string(), z.null()])),
  category: z.optional(z.union([z.int(), z.null()])),
  unreadCount: z.optional(z.int().gte(0)),
});

/**
 * administration.md 3 'Message'.
 */
export const zMessage = z.object({
  message: z.string(),
  idProfile: z.int(),
  nom: z.optional(z.union([z.string(), z.null()])),
  prenom: z.optional(z.union([z.string(), z.null()])),
  profilePicture: z.optional(z.union([z.string(), z.null()])),
  createdAt: z.optional(z.string()),
  idConversation: z.int(),
  clientMessageId: z.optional(z.string()),
});

/**
 * administration.md 3 'Conversation detail'.
 */
export const zConversationDetail = z.object({
  idConversation: z.optional(z.int()),
  authorCreationProfile: z.optional(z.int()),
  messages: z.array(zMessage),
});

/**
 * administration.md 3 'Conversation member'.
 */
export const zConversationMember = z.object({
  idProfile: z.int(),
  prenom: z.optional(z.union([z.string(), z.null()])),
  nom: z.optional(z.union([z.string(), z.null()])),
});

/**
 * administration.md 3 'Directory': each with id and a selection flag.
 */
export const zCandidate = z.object({
  id: z.int(),
  selected: z.optional(z.boolean()),
  firstname: z.optional(z.string()),
  lastname: z.optional(z.string()),
  photo: z.optional(z.union([z.string(), z.null()])),
});

/**
 * administration.md 3 'Directory (potential participants)'.
 */
export const zDirectory = z.object({
  titre: z.string(),
  users: z.optional(z.array(zCandidate)),
  membersAndActivity: z.optional(
    z.array(
      z.object({
        title: z.optional(z.string()),
        categories: z.optional(
          z.array(
            z.object({
              title: z.optional(z.string()),
              members: z.optional(z.array(zCandidate)),
            }),
          ),
        ),
      }),
    ),
  ),
});

/**
 * administration.md 3 'Selected addition: userId or memberId'.
 */
export const zSelectedAddition = z.union([
  z.object({
    userId: z.int(),
  }),
  z.object({
    memberId: z.int(),
  }),
]);

export const zNotification = z.object({
  id: z.optional(z.union([z.string(), z.int()])),
  title: z.optional(z.union([z.string(), z.null()])),
  content: z.optional(z.union([z.string(), z.null()])),
  createdAt: z.optional(z.string()),
});

export const zConversationsByUserData = z.object({
  body: z.optional(z.never()),
  path: z.object({
    profileId: z.int(),
  }),
  query: z.optional(z.never()),
});

/**
 * The conversation summaries, latest first.
 */
export const zConversationsByUserResponse = z.array(zConversation);

export const zMessagesByConversationData = z.object({
  body: z.optional(z.never()),
  path: z.object({
    id: z.int(),
  }),
  query: z.optional(
    z.object({
      since: z.optional(z.string()),
    }),
  ),
});

/**
 * The conversation detail, messages oldest first.
 */
export const zMessagesByConversationResponse = zConversationDetail;

export const zMembersByConversationData = z.object({
  body: z.optional(z.never()),
  path: z.object({
    id: z.int(),
  }),
  query: z.optional(z.never()),
});

/**
 * The conversation's members.
 */
export const zMembersByConversationResponse = z.array(zConversationMember);

export const zAddMembersToConversationData = z.object({
  body: z.object({
    idProfile: z.int(),
    additions: z.array(zSelectedAddition),
  }),
  path: z.object({
    id: z.int(),
  }),
  query: z.optional(z.never()),
});

/**
 * The conversation's members.
 */
export const zAddMembersToConversationResponse = z.array(zConversationMember);

export const zCreateMessageData = z.object({
  body: z.object({
    idConversation: z.int(),
    idProfile: z.int(),
    message: z.string(),
    createdAt: z.optional(z.string()),
    clientMessageId: z.optional(z.string()),
  }),
  path: z.optional(z.never()),
  query: z.optional(z.never()),
});

export const zCreateMessageResponse = z.union([z.union([zMessage, z.null()]), zMessage, z.void()]);

export const zDeleteMemberFromConversationData = z.object({
  body: z.optional(z.never()),
  path: z.object({
    groupId: z.int(),
    profileId: z.int(),
  }),
  query: z.optional(z.never()),
});

export const zDeleteMemberFromConversationResponse = z.union([z.unknown(), z.void()]);

export const zPotentialsParticipantsData = z.object({
  body: z.optional(z.never()),
  path: z.object({
    profileId: z.int(),
  }),
  query: z.optional(
    z.object({
      excluded: z.optional(z.string()),
    }),
  ),
});

/**
 * One directory per top-level organisation.
 */
export const zPotentialsParticipantsResponse = z.array(zDirectory);

export const zCreateConversationData = z.object({
  body: z.object({
    groupName: z.string(),
    authorCreationProfile: z.int(),
    additions: z.array(zSelectedAddition).min(1),
  }),
  path: z.optional(z.never()),
  query: z.optional(z.never()),
});

/**
 * The new conversation.
 */
export const zCreateConversationResponse = zConversation;

export const zMarkConversationReadData = z.object({
  body: z.optional(z.never()),
  path: z.object({
    id: z.int(),
    profileId: z.int(),
  }),
  query: z.optional(z.never()),
});

export const zMarkConversationReadResponse = z.union([z.unknown(), z.void()]);

export const zPublishNotificationData = z.object({
  body: z.object({
    title: z.optional(z.string().max(200)),
    content: z.optional(z.string().max(2000)),
  }),
  path: z.optional(z.never()),
  query: z.optional(z.never()),
});

/**
 * The notification as published.
 */
export const zPublishNotificationResponse = zNotification;
