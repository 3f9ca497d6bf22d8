/**
 * A page-made id (a message's clientMessageId, a hello's clientId): randomUUID where the page is a
 * secure context, else time and randomness, enough to tell one page's copies from another's.
 */
export function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
