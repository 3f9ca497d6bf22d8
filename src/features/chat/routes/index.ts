import type { RouteObject } from 'react-router';

/** Pages under profile/{profileId}/chat/ (docs/spec/administration.md 2.7). */
export const chatProfileRoutes: RouteObject[] = [
  {
    path: 'chat/my_conversations',
    lazy: () =>
      import('../conversations/my-conversations-page').then((m) => ({
        Component: m.MyConversationsPage,
      })),
  },
  {
    path: 'chat/create_conversation',
    lazy: () =>
      import('../picker/create-conversation-page').then((m) => ({
        Component: m.CreateConversationPage,
      })),
  },
  {
    path: 'chat/*',
    lazy: () => import('./chat-index-redirect').then((m) => ({ Component: m.ChatIndexRedirect })),
  },
];
