import { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import {
  zCandidate,
  zConversationDetail,
  zConversationMember,
  zDirectory,
  zMessage,
} from '@/shared/api/generated/chat/zod';
import { zMembersChanged } from '@/shared/api/generated/chat-stomp/zod';

/*
 * Derived from docs/openapi/chat-api.yaml and chat-stomp.asyncapi.yaml (the generated schemas,
 * docs/adr/0017-generated-schemas.md); what the documents leave optional gets its fallback here.
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * docs/spec/administration.md 3, 'Message'. The socket's object (7.8) has no createdAt: absent, the
 * message is dated when it arrived (docs/api.md 'Messaging'). Designed and optional:
 * clientMessageId, the sender's own id of a message, which tells the copy a socket delivers from
 * the copy the create call saved; without it, own-sends.ts pairs them by author, text and
 * conversation.
 */
export const chatMessageSchema = zMessage.extend({
  nom: orFallback(zMessage.shape.nom, ''),
  prenom: orFallback(zMessage.shape.prenom, ''),
  profilePicture: optionalText,
  createdAt: z
    .string()
    .nullish()
    .transform((value) => value ?? new Date().toISOString()),
  clientMessageId: z.string().optional().catch(undefined),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * docs/spec/administration.md 3, 'Conversation detail', as the document gives it: both ids optional
 * (the reader fills the conversation's id from its request; without the creator, no one is shown as
 * able to remove members). The messages are read one by one afterwards (a bad one is left out).
 */
export const conversationDetailSchema = zConversationDetail.extend({
  messages: z.array(z.unknown()),
});

/** docs/spec/administration.md 3, 'Conversation member': absent names read as empty. */
export const conversationMemberSchema = zConversationMember.extend({
  prenom: orFallback(zConversationMember.shape.prenom, ''),
  nom: orFallback(zConversationMember.shape.nom, ''),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** A tile of the picker: the spec names id and the selection flag; names and photo designed. */
const candidateSchema = zCandidate.extend({
  selected: z.boolean().optional().catch(false),
  firstname: z.string().optional().catch(undefined),
  lastname: z.string().optional().catch(undefined),
  photo: optionalText.optional().catch(null),
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * docs/spec/administration.md 3, 'Directory (potential participants)', one per top-level
 * organisation.
 */
const directory = zDirectory.shape;
const organisation = directory.membersAndActivity.unwrap().element;
const category = organisation.shape.categories.unwrap().element;

/** Absent lists read as empty, absent titles as empty text. */
export const directorySchema = zDirectory.extend({
  users: z.array(candidateSchema).default([]),
  membersAndActivity: z
    .array(
      organisation.extend({
        title: orFallback(organisation.shape.title, ''),
        categories: z
          .array(
            category.extend({
              title: orFallback(category.shape.title, ''),
              members: z.array(candidateSchema).default([]),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type Directory = z.infer<typeof directorySchema>;

/**
 * docs/spec/administration.md 3, 'Selected addition': userId or memberId (the payload is designed).
 */
export type SelectedAddition = { userId: number } | { memberId: number };

/** Designed realtime event (4.7 'a realtime event carrying the current profile id'). */
export const membersChangedSchema = zMembersChanged;
export type MembersChanged = z.infer<typeof membersChangedSchema>;
