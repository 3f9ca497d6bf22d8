import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeLoader } from '@/shared/realtime';
import { renderWithProviders } from '../../test-utils';
import { memoryRealtime } from './memory-realtime';

const slow = { timeout: 15_000 };

// The PASS pages listen to live session updates: an in-memory client instead of a socket. A
// Monday morning mid-month: the programme's first month holds the slots picked below (a fresh
// clone on 28/11 after 13:00 listed two Étirements, and 'slots[2]' was none).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T09:00:00') });
  setRealtimeLoader(() => Promise.resolve(memoryRealtime().client));
  window.localStorage.setItem('termsUseAccepted', 'true');
  window.localStorage.setItem('termsUseVersion', '"2021-04"');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the session dialog never offers a cancellation deadline gone by', () => {
  it('a booking inside the 24-hour delay says it can no longer be cancelled and offers no button', async () => {
    const { user } = renderWithProviders('/profile/101/pass/home/seances', {
      user: 'famille.martin@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
    // The next Étirements (every day at 13:00) always starts within 24 hours.
    const next = () => within(frame).findAllByRole('button', { name: /Étirements/ }, slow);
    await user.click((await next())[0]!);
    let dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
    expect(
      await within(dialog).findByText(
        'Une fois réservée, cette séance ne pourra pas être annulée : elle commence dans moins de 24 heures.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/jusqu'au/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Réserver' }));
    await waitFor(async () => expect((await next())[0]).toHaveTextContent('Séance réservée'), slow);

    await user.click((await next())[0]!);
    dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
    expect(
      await within(dialog).findByText(
        'Vous ne pouvez plus annuler une réservation moins de 24 heures avant la séance.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Annuler la réservation' }),
    ).not.toBeInTheDocument();
  }, 30_000);

  it('a session two days ahead states its deadline before booking', async () => {
    const { user } = renderWithProviders('/profile/101/pass/home/seances', {
      user: 'famille.martin@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
    const slots = await within(frame).findAllByRole('button', { name: /Étirements/ }, slow);
    await user.click(slots[2]!);
    const dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
    expect(
      await within(dialog).findByText(
        /^Annulation possible jusqu'au \d{2}\/\d{2}\/\d{4} à 13:00\.$/,
        {},
        slow,
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('a booking two days ahead is cancelled only once confirmed, saying the jeton comes back', async () => {
    const { user } = renderWithProviders('/profile/101/pass/home/seances', {
      user: 'famille.martin@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
    const slot = (await within(frame).findAllByRole('button', { name: /Étirements/ }, slow))[2]!;
    await user.click(slot);
    let dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
    await user.click(await within(dialog).findByRole('button', { name: 'Réserver' }, slow));
    await waitFor(() => expect(slot).toHaveTextContent('Séance réservée'), slow);

    await user.click(slot);
    dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
    const cancel = await within(dialog).findByRole(
      'button',
      { name: 'Annuler la réservation' },
      slow,
    );
    await user.click(cancel);
    const question = within(dialog).getByRole('group', {
      name: /^Voulez-vous vraiment annuler cette réservation \? Le jeton de cette séance sera rendu à votre offre /,
    });
    expect(within(question).getByText(/^Voulez-vous vraiment/)).toHaveFocus();

    // Kept: nothing sent, and the focus is back on the button that asked.
    await user.click(within(question).getByRole('button', { name: 'Non, garder ma réservation' }));
    expect(within(dialog).getByRole('button', { name: 'Annuler la réservation' })).toHaveFocus();
    expect(within(dialog).getByText('Séance réservée')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la réservation' }));
    expect(await screen.findByText('Réservation annulée', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(slot).not.toHaveTextContent('Séance réservée'), slow);
  }, 30_000);
});
