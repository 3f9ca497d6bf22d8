import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { passSessionUpdatedSend } from '@/features/pass/api/session-updated-event';
import { isPast } from '@/features/pass/programme/rules/session-time';
import { localToday, passDayAfter } from '@/mocks/db/pass/pass-calendar';
import { passScheduleIds } from '@/mocks/db/pass/pass-catalogue-seed';
import { passSessionIdOnOrAfter } from '@/mocks/db/pass/pass-sessions';
import { getMockDb } from '@/mocks/db/mock-db';
import { realtimeDestinations, setRealtimeLoader } from '@/shared/realtime';
import { renderWithProviders } from '../../test-utils';
import { memoryRealtime } from './memory-realtime';

/** The next Étirements session (every day at 13:00) of PASS Lyon Confluence. */
function nextStretchingId(): number {
  const today = localToday();
  const day = isPast({ day: today, start: '13:00' }, new Date()) ? passDayAfter(today, 1) : today;
  const schedule = getMockDb().passCatalogue.schedules.find(
    (row) => row.id === passScheduleIds.etirements,
  )!;
  return passSessionIdOnOrAfter(schedule, day);
}

const slow = { timeout: 15_000 };
let realtime: ReturnType<typeof memoryRealtime>;

beforeEach(() => {
  realtime = memoryRealtime();
  setRealtimeLoader(() => Promise.resolve(realtime.client));
  window.localStorage.setItem('termsUseAccepted', 'true');
  window.localStorage.setItem('termsUseVersion', '"2021-04"');
});

describe('PASS live session updates', () => {
  it('a sessionUpdated event changes the open session and the programme without a reload; other bodies are ignored', async () => {
    const { user } = renderWithProviders('/profile/101/pass/home/seances', {
      user: 'famille.martin@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
    const stretching = (
      await within(frame).findAllByRole('button', { name: /Étirements/ }, slow)
    )[0]!;
    await user.click(stretching);
    const dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
    expect(await within(dialog).findByText(/112 cours Charlemagne/)).toBeInTheDocument();
    // The programme's months and the open session each follow the topic (onCacheEntryAdded).
    expect(realtime.listeners.get(realtimeDestinations.passSessions)?.size).toBe(2);

    realtime.emit(realtimeDestinations.passSessions, {
      type: 'other',
      sessionId: nextStretchingId(),
    });
    realtime.emit(realtimeDestinations.passSessions, {
      type: 'sessionUpdated',
      sessionId: nextStretchingId(),
      adresse: '20 quai Rambaud',
      codePostal: '69002',
      ville: 'Lyon',
      commentaire: 'Au bord de l’eau.',
    });
    expect(await within(dialog).findByText(/20 quai Rambaud/)).toBeInTheDocument();
    expect(within(dialog).getByText('Au bord de l’eau.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await user.click(stretching);
    const again = await screen.findByRole('dialog', { name: /^Étirements – / });
    expect(within(again).getByText(/20 quai Rambaud/)).toBeInTheDocument();
  }, 40_000);

  it('the coach’s accepted change is announced for the other members', async () => {
    const { user } = renderWithProviders('/profile/501/pass/home/seances', {
      user: 'coach.pass@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
    const own = (
      await within(frame).findAllByRole('button', { name: /Cross training.*réservation/ }, slow)
    )[0]!;
    await user.click(own);
    const dialog = await screen.findByRole('dialog', { name: /^Cross training – / });
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    // The form loads when asked for (coach-panel.tsx).
    const address = await within(dialog).findByRole('textbox', { name: /^Adresse/ }, slow);
    await user.clear(address);
    await user.type(address, '5 place Bellecour');
    await user.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    expect(await within(dialog).findByText(/5 place Bellecour/, {}, slow)).toBeInTheDocument();
    await expect
      .poll(() => realtime.published.find((item) => item.destination === passSessionUpdatedSend))
      .toMatchObject({
        body: { type: 'sessionUpdated', adresse: '5 place Bellecour', codePostal: '69002' },
      });
  }, 40_000);
});
