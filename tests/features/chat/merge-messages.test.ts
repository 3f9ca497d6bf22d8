import { describe, expect, it } from 'vitest';
import { catchUpSince, mergeMessages } from '@/features/chat/api/merge-messages';
import type { ChatMessage } from '@/features/chat/api/schemas';

const message = (minute: number, text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  message: text,
  idProfile: 101,
  nom: 'Martin',
  prenom: 'Claire',
  profilePicture: null,
  createdAt: `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`,
  idConversation: 2,
  ...extra,
});

describe('the catch-up merge', () => {
  it('appends a newer message', () => {
    const held = [message(1, 'a')];
    expect(mergeMessages(held, [message(2, 'b')]).map((m) => m.message)).toEqual(['a', 'b']);
  });

  it('returns what is held when nothing arrives (no render, no keys computed)', () => {
    const held = [message(1, 'a')];
    expect(mergeMessages(held, [])).toBe(held);
  });

  it('drops a message already held (socket, then the catch-up)', () => {
    const held = [message(1, 'a'), message(2, 'b')];
    expect(mergeMessages(held, [message(2, 'b')])).toBe(held);
  });

  it('knows a message by its clientMessageId whatever its date', () => {
    const held = [message(1, 'a', { clientMessageId: 'x1' })];
    expect(mergeMessages(held, [message(3, 'a', { clientMessageId: 'x1' })])).toBe(held);
  });

  it('keeps two identical texts sent at different times', () => {
    const held = [message(1, 'ok')];
    expect(mergeMessages(held, [message(2, 'ok')])).toHaveLength(2);
  });

  it('orders missed messages that arrive after a newer live one', () => {
    const held = [message(1, 'a'), message(5, 'live')];
    const merged = mergeMessages(held, [
      message(3, 'missed 1'),
      message(4, 'missed 2'),
      message(5, 'live'),
    ]);
    expect(merged.map((m) => m.message)).toEqual(['a', 'missed 1', 'missed 2', 'live']);
  });

  it('asks for what came after the newest message held', () => {
    expect(catchUpSince([message(4, 'b'), message(2, 'a')])).toBe('2026-11-23T10:04:00.000Z');
    expect(catchUpSince([])).toBeUndefined();
  });
});
