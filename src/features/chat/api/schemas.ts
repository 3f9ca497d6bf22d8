import { z } from 'zod';

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * administration.md 3, 'Message'. The socket's object (7.8) has no createdAt: absent, the message
 * is dated when it arrived (docs/api.md 'Messaging'). Designed and optional: clientMessageId, the
 * sender's own id of a message, which tells the copy a socket delivers from the copy the create
 * call saved; without it, own-sends.ts pairs them by author, text and conversation.
 */
export const chatMessageSchema = z.object({
  message: z.string(),
  idProfile: z.number().int(),
  nom: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  prenom: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  profilePicture: optionalText,
  createdAt: z
    .string()
    .nullish()
    .transform((value) => value ?? new Date().toISOString()),
  idConversation: z.number().int(),
  clientMessageId: z.string().optional().catch(undefined),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** administration.md 3, 'Conversation detail'. */
export const conversationDetailSchema = z.object({
  idConversation: z.number().int(),
  authorCreationProfile: z.number().int(),
  messages: z.array(z.unknown()),
});

/** administration.md 3, 'Conversation member'. */
export const conversationMemberSchema = z.object({
  idProfile: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
});
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** A tile of the picker: the spec names id and the selection flag; names and photo designed. */
const candidateSchema = z.object({
  id: z.number().int(),
  selected: z.boolean().optional().catch(false),
  firstname: z.string().optional().catch(undefined),
  lastname: z.string().optional().catch(undefined),
  photo: optionalText.optional().catch(null),
});
export type Candidate = z.infer<typeof candidateSchema>;

/** administration.md 3, 'Directory (potential participants)', one per top-level organisation. */
export const directorySchema = z.object({
  titre: z.string(),
  users: z.array(candidateSchema),
  membersAndActivity: z.array(
    z.object({
      title: z.string(),
      categories: z.array(z.object({ title: z.string(), members: z.array(candidateSchema) })),
    }),
  ),
});
export type Directory = z.infer<typeof directorySchema>;

/** administration.md 3, 'Selected addition': userId or memberId (the payload is designed). */
export type SelectedAddition = { userId: number } | { memberId: number };

/** Designed realtime event (4.7 'a realtime event carrying the current profile id'). */
export const membersChangedSchema = z.object({
  idConversation: z.number().int(),
  idProfile: z.number().int(),
});
export type MembersChanged = z.infer<typeof membersChangedSchema>;
