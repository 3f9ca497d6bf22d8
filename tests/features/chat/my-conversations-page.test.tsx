import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { realtimeDestinations } from '@/shared/realtime';
import { realtimeHub } from '../../realtime-hub';
import { renderWithProviders } from '../../test-utils';

const claire = seededProfileIds.claireMartin;
const karim = seededProfileIds.karimBenali;

// Saturday 21 November 2026 in Paris: the seeded messages of the 18th and the 20th are 'Mercredi
// 18 novembre' and 'Hier'. Only the date is fixed; timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00+01:00'));
});
afterEach(() => vi.useRealTimers());

describe('Mes conversations: what a member reads', () => {
  it('dates the list dd/MM and heads each day of the log, without a duplicate React key', async () => {
    const errors = vi.spyOn(console, 'error');
    renderWithProviders(`/profile/${claire}/chat`, { user: 'famille.martin@exemple.fr' });
    const list = await screen.findByRole('navigation', { name: 'Mes conversations' });
    const swimming = within(list).getByRole('button', { name: /^Section Natation – AMSF Lyon/ });
    // The newest message of the section was posted on 20 November.
    expect(swimming).toHaveTextContent('20/11');
    expect(swimming).not.toHaveTextContent('11/20');

    const log = await screen.findByRole('log', { name: 'Messages' });
    const days = within(log)
      .getAllByRole('time')
      .filter((time) => /^\d{4}-\d{2}-\d{2}$/.test(time.getAttribute('datetime') ?? ''));
    expect(days.map((day) => day.textContent)).toEqual(['Mercredi 18 novembre', 'Hier']);

    // A message of today arrives live: it opens a day of its own.
    realtimeHub().deliver(realtimeDestinations.privateMessages, {
      message: 'Bassin ouvert ce matin.',
      idProfile: karim,
      nom: 'Benali',
      prenom: 'Karim',
      profilePicture: null,
      createdAt: new Date().toISOString(),
      idConversation: 1,
    });
    expect(await within(log).findByText('Bassin ouvert ce matin.')).toBeInTheDocument();
    expect(within(log).getByText("Aujourd'hui")).toBeInTheDocument();
    // The 'duplicate-key error on every chat visit': none on this visit.
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  }, 20_000);

  it('says the unread count of a conversation in words', async () => {
    const { user } = renderWithProviders(`/profile/${claire}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    const list = await screen.findByRole('navigation', { name: 'Mes conversations' });
    await screen.findByRole('log', { name: 'Messages' });
    await user.click(within(list).getByRole('button', { name: 'Mes groupes' }));
    // Seeded: one unread message in the carpool conversation.
    expect(within(list).getByRole('button', { name: /^Judo/ })).toHaveTextContent(
      /1 message non lu$/,
    );
  }, 20_000);
});
