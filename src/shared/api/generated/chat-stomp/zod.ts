// Generated from docs/openapi/chat-stomp.asyncapi.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/**
 * administration.md 7.8 'message objects (message, profilePicture, nom, prenom, idProfile, idConversation)'.
 */
export const zSocketMessage = /* @__PURE__ */ lazySchema(() =>
  z.object({
    message: z.string(),
    profilePicture: z.optional(z.union([z.string(), z.null()])),
    nom: z.optional(z.union([z.string(), z.null()])),
    prenom: z.optional(z.union([z.string(), z.null()])),
    idProfile: z.int(),
    idConversation: z.int(),
    createdAt: z.optional(z.string()),
    clientMessageId: z.optional(z.string()),
  }),
);

/**
 * The conversation whose members changed and the member who left or was removed.
 */
export const zMembersChanged = /* @__PURE__ */ lazySchema(() =>
  z.object({
    idConversation: z.int(),
    idProfile: z.int(),
  }),
);

export const zHello = /* @__PURE__ */ lazySchema(() =>
  z.object({
    clientId: z.optional(z.string()),
  }),
);

export const zGreeting = /* @__PURE__ */ lazySchema(() =>
  z.object({
    content: z.optional(z.string()),
    clientId: z.optional(z.string()),
  }),
);

/**
 * A title or a content is required.
 */
export const zNotification = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.union([z.string(), z.int()])),
    title: z.optional(z.union([z.string(), z.null()])),
    content: z.optional(z.union([z.string(), z.null()])),
    createdAt: z.optional(z.string()),
  }),
);

/**
 * The event 'sessionUpdated'; sessionId is the session's idCalendrier; a field left out keeps its value.
 */
export const zSessionUpdated = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z.literal('sessionUpdated'),
    sessionId: z.int(),
    adresse: z.optional(z.string().max(500)),
    codePostal: z.optional(z.string().max(500)),
    ville: z.optional(z.string().max(500)),
    commentaire: z.optional(z.string().max(500)),
  }),
);
