// Generated from docs/openapi/chat-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

/**
 * administration.md 3 'Conversation summary' (value 1 of category marks a category
 * conversation), with 'Conversation (for unread count): unreadCount'.
 *
 */
export type Conversation = {
  id: number;
  groupName: string;
  /**
   * Empty string when none.
   */
  lastMessage?: string | null;
  lastMessageCreation?: string | null;
  category?: number | null;
  unreadCount?: number;
};

/**
 * administration.md 3 'Conversation detail'.
 */
export type ConversationDetail = {
  idConversation?: number;
  /**
   * The creator's profile id.
   */
  authorCreationProfile?: number;
  messages: Array<Message>;
};

/**
 * administration.md 3 'Message'.
 */
export type Message = {
  message: string;
  idProfile: number;
  nom?: string | null;
  prenom?: string | null;
  profilePicture?: string | null;
  createdAt?: string;
  idConversation: number;
  clientMessageId?: string;
};

/**
 * administration.md 3 'Conversation member'.
 */
export type ConversationMember = {
  idProfile: number;
  prenom?: string | null;
  nom?: string | null;
};

/**
 * administration.md 3 'Directory': each with id and a selection flag.
 */
export type Candidate = {
  id: number;
  selected?: boolean;
  firstname?: string;
  lastname?: string;
  photo?: string | null;
};

/**
 * administration.md 3 'Directory (potential participants)'.
 */
export type Directory = {
  titre: string;
  users?: Array<Candidate>;
  membersAndActivity?: Array<{
    title?: string;
    categories?: Array<{
      title?: string;
      members?: Array<Candidate>;
    }>;
  }>;
};

/**
 * administration.md 3 'Selected addition: userId or memberId'.
 */
export type SelectedAddition =
  | {
      userId: number;
    }
  | {
      memberId: number;
    };

export type Notification = {
  id?: string | number;
  title?: string | null;
  content?: string | null;
  createdAt?: string;
};

export type ConversationsByUserData = {
  body?: never;
  path: {
    profileId: number;
  };
  query?: never;
  url: '/conversations/user/{profileId}';
};

export type ConversationsByUserErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type ConversationsByUserError = ConversationsByUserErrors[keyof ConversationsByUserErrors];

export type ConversationsByUserResponses = {
  /**
   * The conversation summaries, latest first.
   */
  200: Array<Conversation>;
};

export type ConversationsByUserResponse =
  ConversationsByUserResponses[keyof ConversationsByUserResponses];

export type MessagesByConversationData = {
  body?: never;
  path: {
    id: number;
  };
  query?: {
    /**
     * Only later messages (the catch-up after a reconnection).
     */
    since?: string;
  };
  url: '/messages/conversation/{id}';
};

export type MessagesByConversationErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type MessagesByConversationError =
  MessagesByConversationErrors[keyof MessagesByConversationErrors];

export type MessagesByConversationResponses = {
  /**
   * The conversation detail, messages oldest first.
   */
  200: ConversationDetail;
};

export type MessagesByConversationResponse =
  MessagesByConversationResponses[keyof MessagesByConversationResponses];

export type MembersByConversationData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/members/conversation/{id}';
};

export type MembersByConversationErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type MembersByConversationError =
  MembersByConversationErrors[keyof MembersByConversationErrors];

export type MembersByConversationResponses = {
  /**
   * The conversation's members.
   */
  200: Array<ConversationMember>;
};

export type MembersByConversationResponse =
  MembersByConversationResponses[keyof MembersByConversationResponses];

export type AddMembersToConversationData = {
  body: {
    /**
     * The creator.
     */
    idProfile: number;
    additions: Array<SelectedAddition>;
  };
  path: {
    id: number;
  };
  query?: never;
  url: '/members/conversation/{id}';
};

export type AddMembersToConversationErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type AddMembersToConversationError =
  AddMembersToConversationErrors[keyof AddMembersToConversationErrors];

export type AddMembersToConversationResponses = {
  /**
   * The conversation's members.
   */
  200: Array<ConversationMember>;
};

export type AddMembersToConversationResponse =
  AddMembersToConversationResponses[keyof AddMembersToConversationResponses];

export type CreateMessageData = {
  body: {
    idConversation: number;
    idProfile: number;
    message: string;
    createdAt?: string;
    clientMessageId?: string;
  };
  path?: never;
  query?: never;
  url: '/messages';
};

export type CreateMessageErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type CreateMessageError = CreateMessageErrors[keyof CreateMessageErrors];

export type CreateMessageResponses = {
  /**
   * The saved message, or no body (administration.md 7.8 shows no answer).
   */
  200: Message | null;
  /**
   * The saved message (answer shape not shown).
   */
  201: Message;
  /**
   * Saved, without a body.
   */
  204: void;
};

export type CreateMessageResponse = CreateMessageResponses[keyof CreateMessageResponses];

export type DeleteMemberFromConversationData = {
  body?: never;
  path: {
    groupId: number;
    profileId: number;
  };
  query?: never;
  url: '/members/conversation/{groupId}/{profileId}';
};

export type DeleteMemberFromConversationErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type DeleteMemberFromConversationError =
  DeleteMemberFromConversationErrors[keyof DeleteMemberFromConversationErrors];

export type DeleteMemberFromConversationResponses = {
  /**
   * Done (answer not shown).
   */
  200: unknown;
  /**
   * Done.
   */
  204: void;
};

export type DeleteMemberFromConversationResponse =
  DeleteMemberFromConversationResponses[keyof DeleteMemberFromConversationResponses];

export type PotentialsParticipantsData = {
  body?: never;
  path: {
    profileId: number;
  };
  query?: {
    /**
     * Comma-separated profile ids.
     */
    excluded?: string;
  };
  url: '/participants/potential/{profileId}';
};

export type PotentialsParticipantsResponses = {
  /**
   * One directory per top-level organisation.
   */
  200: Array<Directory>;
};

export type PotentialsParticipantsResponse =
  PotentialsParticipantsResponses[keyof PotentialsParticipantsResponses];

export type CreateConversationData = {
  body: {
    groupName: string;
    authorCreationProfile: number;
    additions: Array<SelectedAddition>;
  };
  path?: never;
  query?: never;
  url: '/conversations';
};

export type CreateConversationErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  400: {
    message?: string;
  };
};

export type CreateConversationError = CreateConversationErrors[keyof CreateConversationErrors];

export type CreateConversationResponses = {
  /**
   * The new conversation.
   */
  200: Conversation;
  /**
   * The new conversation.
   */
  201: Conversation;
};

export type CreateConversationResponse =
  CreateConversationResponses[keyof CreateConversationResponses];

export type MarkConversationReadData = {
  body?: never;
  path: {
    id: number;
    profileId: number;
  };
  query?: never;
  url: '/conversations/{id}/read/{profileId}';
};

export type MarkConversationReadResponses = {
  /**
   * Done (any body).
   */
  200: unknown;
  /**
   * Done.
   */
  204: void;
};

export type MarkConversationReadResponse =
  MarkConversationReadResponses[keyof MarkConversationReadResponses];

export type PublishNotificationData = {
  body: {
    title?: string;
    content?: string;
  };
  path?: never;
  query?: never;
  url: '/notifications';
};

export type PublishNotificationErrors = {
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  400: {
    message?: string;
  };
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  401: {
    message?: string;
  };
  /**
   * An error; `message` is French text shown to the user (designed shape).
   */
  403: {
    message?: string;
  };
};

export type PublishNotificationError = PublishNotificationErrors[keyof PublishNotificationErrors];

export type PublishNotificationResponses = {
  /**
   * The notification as published.
   */
  201: Notification;
};

export type PublishNotificationResponse =
  PublishNotificationResponses[keyof PublishNotificationResponses];

export type ClientOptions = {
  baseUrl: `${string}://{chatServiceUrl}` | (string & {});
};
