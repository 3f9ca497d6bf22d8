import { describe, expect, it } from 'vitest';
import { conversationsErrorMessage } from '@/features/chat/rules/conversations-error';

describe("the message of 'Mes conversations' when the list does not load", () => {
  it.each([
    [
      { kind: 'http', status: 404 },
      "La liste de vos conversations n'est pas fournie par le service de messagerie.",
    ],
    [{ kind: 'http', status: 500 }, "Vos conversations n'ont pas pu être chargées."],
    [{ kind: 'network', status: null }, "Vos conversations n'ont pas pu être chargées."],
    [undefined, "Vos conversations n'ont pas pu être chargées."],
  ])('%o: %s', (error, message) => {
    expect(conversationsErrorMessage(error)).toBe(message);
  });
});
