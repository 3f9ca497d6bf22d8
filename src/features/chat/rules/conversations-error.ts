/**
 * What 'Mes conversations' says when the list does not load. The list's path is one we designed
 * (docs/openapi/chat-api.yaml conversationsByUser, x-designed): a messaging service that answers
 * 404 does not provide it, and a member is told so rather than invited to retry in vain.
 */
export function conversationsErrorMessage(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404
    ? "La liste de vos conversations n'est pas fournie par le service de messagerie."
    : "Vos conversations n'ont pas pu être chargées.";
}
