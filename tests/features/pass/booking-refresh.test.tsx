import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeLoader } from '@/shared/realtime';
import { renderWithProviders } from '../../test-utils';
import { memoryRealtime } from './memory-realtime';

const slow = { timeout: 15_000 };

// A Monday morning mid-month: Tuesday's Yoga (15 places) is inside the booking window.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T09:00:00') });
  setRealtimeLoader(() => Promise.resolve(memoryRealtime().client));
  window.localStorage.setItem('termsUseAccepted', 'true');
  window.localStorage.setItem('termsUseVersion', '"2021-04"');
});
afterEach(() => {
  vi.useRealTimers();
});

function placesLeft(element: HTMLElement): number {
  const found = /Il reste (\d+) place/.exec(element.textContent ?? '');
  if (!found) throw new Error(`No places in '${element.textContent}'`);
  return Number(found[1]);
}

describe('a booking and its cancellation are read again from the PASS server', () => {
  it('the programme and the session count the place taken, then given back', async () => {
    const { user } = renderWithProviders('/profile/101/pass/home/seances', {
      user: 'famille.martin@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
    const slot = (await within(frame).findAllByRole('button', { name: /Yoga/ }, slow))[1]!;
    const before = placesLeft(slot);

    await user.click(slot);
    let dialog = await screen.findByRole('dialog', { name: /^Yoga – / });
    await user.click(await within(dialog).findByRole('button', { name: 'Réserver' }, slow));
    await waitFor(() => expect(slot).toHaveTextContent('Séance réservée'), slow);
    await waitFor(() => expect(placesLeft(slot)).toBe(before - 1), slow);

    await user.click(slot);
    dialog = await screen.findByRole('dialog', { name: /^Yoga – / });
    expect(within(dialog).getByText(`Il reste ${before - 1} places`)).toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Annuler la réservation' }, slow),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la réservation' }));
    await waitFor(() => expect(slot).not.toHaveTextContent('Séance réservée'), slow);
    await waitFor(() => expect(placesLeft(slot)).toBe(before), slow);
  }, 40_000);
});
