// Generated from docs/openapi/chat-stomp.asyncapi.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

/**
 * administration.md 7.8 'message objects (message, profilePicture, nom, prenom, idProfile, idConversation)'.
 */
export type SocketMessage = {
  message: string;
  profilePicture?: string | null;
  nom?: string | null;
  prenom?: string | null;
  idProfile: number;
  idConversation: number;
  createdAt?: string;
  clientMessageId?: string;
};

/**
 * The conversation whose members changed and the member who left or was removed.
 */
export type MembersChanged = {
  idConversation: number;
  idProfile: number;
};

export type Hello = {
  clientId?: string;
};

export type Greeting = {
  content?: string;
  clientId?: string;
};

/**
 * A title or a content is required.
 */
export type Notification = {
  id?: string | number;
  title?: string | null;
  content?: string | null;
  createdAt?: string;
};

/**
 * The event 'sessionUpdated'; sessionId is the session's idCalendrier; a field left out keeps its value.
 */
export type SessionUpdated = {
  type: 'sessionUpdated';
  sessionId: number;
  adresse?: string;
  codePostal?: string;
  ville?: string;
  commentaire?: string;
};

export type ClientOptions = {
  baseUrl: `${string}://${string}` | (string & {});
};
