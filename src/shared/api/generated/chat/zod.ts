// Generated from docs/openapi/chat-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/**
 * administration.md 3 'Conversation summary' (value 1 of category marks a category
 * conversation), with 'Conversation (for unread count): unreadCount'.
 *
 */
export const zConversation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    groupName: z.string(),
    lastMessage: z.optional(z.union([z.string(), z.null()])),
    lastMessageCreation: z.optional(z.union([z.string(), z.null()])),
    category: z.optional(z.union([z.int(), z.null()])),
    unreadCount: z.optional(z.int().gte(0)),
  }),
);

/**
 * administration.md 3 'Message'.
 */
export const zMessage = /* @__PURE__ */ lazySchema(() =>
  z.object({
    message: z.string(),
    idProfile: z.int(),
    nom: z.optional(z.union([z.string(), z.null()])),
    prenom: z.optional(z.union([z.string(), z.null()])),
    profilePicture: z.optional(z.union([z.string(), z.null()])),
    createdAt: z.optional(z.string()),
    idConversation: z.int(),
    clientMessageId: z.optional(z.string()),
  }),
);

/**
 * administration.md 3 'Conversation detail'.
 */
export const zConversationDetail = /* @__PURE__ */ lazySchema(() =>
  z.object({
    idConversation: z.optional(z.int()),
    authorCreationProfile: z.optional(z.int()),
    messages: z.array(zMessage),
  }),
);

/**
 * administration.md 3 'Conversation member'.
 */
export const zConversationMember = /* @__PURE__ */ lazySchema(() =>
  z.object({
    idProfile: z.int(),
    prenom: z.optional(z.union([z.string(), z.null()])),
    nom: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * administration.md 3 'Directory': each with id and a selection flag.
 */
export const zCandidate = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    selected: z.optional(z.boolean()),
    firstname: z.optional(z.string()),
    lastname: z.optional(z.string()),
    photo: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * administration.md 3 'Directory (potential participants)'.
 */
export const zDirectory = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

/**
 * administration.md 3 'Selected addition: userId or memberId'.
 */
export const zSelectedAddition = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({
      userId: z.int(),
    }),
    z.object({
      memberId: z.int(),
    }),
  ]),
);

export const zNotification = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.union([z.string(), z.int()])),
    title: z.optional(z.union([z.string(), z.null()])),
    content: z.optional(z.union([z.string(), z.null()])),
    createdAt: z.optional(z.string()),
  }),
);

export const zConversationsByUserData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      profileId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The conversation summaries, latest first.
 */
export const zConversationsByUserResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zConversation),
);

export const zMessagesByConversationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(
      z.object({
        since: z.optional(z.string()),
      }),
    ),
  }),
);

/**
 * The conversation detail, messages oldest first.
 */
export const zMessagesByConversationResponse = /* @__PURE__ */ lazySchema(
  () => zConversationDetail,
);

export const zMembersByConversationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The conversation's members.
 */
export const zMembersByConversationResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zConversationMember),
);

export const zAddMembersToConversationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.object({
      idProfile: z.int(),
      additions: z.array(zSelectedAddition),
    }),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The conversation's members.
 */
export const zAddMembersToConversationResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zConversationMember),
);

export const zCreateMessageData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.object({
      idConversation: z.int(),
      idProfile: z.int(),
      message: z.string(),
      createdAt: z.optional(z.string()),
      clientMessageId: z.optional(z.string()),
    }),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

export const zCreateMessageResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([z.union([zMessage, z.null()]), zMessage, z.void()]),
);

export const zDeleteMemberFromConversationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      groupId: z.int(),
      profileId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zDeleteMemberFromConversationResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([z.unknown(), z.void()]),
);

export const zPotentialsParticipantsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      profileId: z.int(),
    }),
    query: z.optional(
      z.object({
        excluded: z.optional(z.string()),
      }),
    ),
  }),
);

/**
 * One directory per top-level organisation.
 */
export const zPotentialsParticipantsResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zDirectory),
);

export const zCreateConversationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.object({
      groupName: z.string(),
      authorCreationProfile: z.int(),
      additions: z.array(zSelectedAddition).min(1),
    }),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The new conversation.
 */
export const zCreateConversationResponse = /* @__PURE__ */ lazySchema(() => zConversation);

export const zMarkConversationReadData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
      profileId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zMarkConversationReadResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([z.unknown(), z.void()]),
);

export const zPublishNotificationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.object({
      title: z.optional(z.string().max(200)),
      content: z.optional(z.string().max(2000)),
    }),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The notification as published.
 */
export const zPublishNotificationResponse = /* @__PURE__ */ lazySchema(() => zNotification);
