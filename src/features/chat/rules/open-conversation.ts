/**
 * Which conversation the page shows, for the live list's unread rule. A module value rather than
 * state: only the socket handler reads it, and nothing renders from it.
 */
let openConversationId: number | undefined;

export function setOpenConversation(id: number | undefined): void {
  openConversationId = id;
}

export function getOpenConversation(): number | undefined {
  return openConversationId;
}
