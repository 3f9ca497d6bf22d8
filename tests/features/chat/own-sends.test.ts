import { beforeEach, describe, expect, it } from 'vitest';
import { expectOwnCopy, forgetOwnSends, withOwnSendId } from '@/features/chat/api/own-sends';
import type { ChatMessage } from '@/features/chat/api/schemas';

const copy = (text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  message: text,
  idProfile: 101,
  nom: 'Martin',
  prenom: 'Claire',
  profilePicture: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  idConversation: 1,
  ...extra,
});

const send = (clientMessageId: string, message: string) => ({
  clientMessageId,
  idConversation: 1,
  idProfile: 101,
  message,
});

beforeEach(() => forgetOwnSends());

describe("pairing a copy without clientMessageId with the page's own send", () => {
  it('gives the copy the id of the send of the same author, text and conversation', () => {
    expectOwnCopy(send('a', 'Bonjour'), 0);
    expect(withOwnSendId(copy('Bonjour'), 10).clientMessageId).toBe('a');
  });

  it('pairs each send once, the oldest first', () => {
    expectOwnCopy(send('a', 'ok'), 0);
    expectOwnCopy(send('b', 'ok'), 5);
    expect(withOwnSendId(copy('ok'), 10).clientMessageId).toBe('a');
    expect(withOwnSendId(copy('ok'), 11).clientMessageId).toBe('b');
    expect(withOwnSendId(copy('ok'), 12).clientMessageId).toBeUndefined();
  });

  it.each([
    ['another author', copy('Bonjour', { idProfile: 301 })],
    ['another conversation', copy('Bonjour', { idConversation: 2 })],
    ['another text', copy('Bonsoir')],
  ])('leaves a copy of %s as it is', (_, other) => {
    expectOwnCopy(send('a', 'Bonjour'), 0);
    expect(withOwnSendId(other, 10)).toBe(other);
  });

  it('keeps the id a copy carries, and no longer waits for that send', () => {
    expectOwnCopy(send('a', 'Bonjour'), 0);
    expect(withOwnSendId(copy('Bonjour', { clientMessageId: 'a' }), 10).clientMessageId).toBe('a');
    expect(withOwnSendId(copy('Bonjour'), 11).clientMessageId).toBeUndefined();
  });

  it('stops waiting after two minutes', () => {
    expectOwnCopy(send('a', 'Bonjour'), 0);
    expect(withOwnSendId(copy('Bonjour'), 120_000).clientMessageId).toBeUndefined();
  });
});
