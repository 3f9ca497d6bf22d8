import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { setRealtimeLoader } from '@/shared/realtime';
import { memoryRealtime } from '../../features/pass/memory-realtime';
import { renderWithProviders } from '../../test-utils';
import { successToast } from '../success-toast';
import type { WriteRow } from '../write-row';

/**
 * The PASS commands (members-area.md 7): the server answers in plain text, shown titled
 * 'Succès' (members-area.md 8); the dialog closes.
 */
const slow = { timeout: 15_000 };
const bookedText = 'Votre réservation est confirmée.';
const cancelledText = 'Réservation annulée';
const updatedText = 'Séance mise à jour.';

/** The programme, terms accepted, live updates in memory (session-cancellation.test.tsx). */
function openProgramme(
  profileId: number,
  email: 'famille.martin@exemple.fr' | 'coach.pass@exemple.fr',
) {
  // A Monday morning mid-month: the programme's first month holds the sessions the drivers pick
  // (at the end of a month, or after today's 13:00, 'two days ahead' was another slot or none).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T09:00:00') });
  setRealtimeLoader(() => Promise.resolve(memoryRealtime().client));
  window.localStorage.setItem('termsUseAccepted', 'true');
  window.localStorage.setItem('termsUseVersion', '"2021-04"');
  return renderWithProviders(`/profile/${profileId}/pass/home/seances`, { user: email });
}

/** An Étirements session two days ahead: cancellable once booked. */
async function stretchingInTwoDays(): Promise<HTMLElement> {
  const frame = await screen.findByRole('region', { name: 'Séances programmées' }, slow);
  const slots = await within(frame).findAllByRole('button', { name: /Étirements/ }, slow);
  return slots[2]!;
}

async function driveReserverCreneau(): Promise<void> {
  const { user } = openProgramme(101, 'famille.martin@exemple.fr');
  await user.click(await stretchingInTwoDays());
  const dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
  await user.click(await within(dialog).findByRole('button', { name: 'Réserver' }, slow));
  await successToast(bookedText);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveAnnulerReservation(): Promise<void> {
  const { user } = openProgramme(101, 'famille.martin@exemple.fr');
  const slot = await stretchingInTwoDays();
  // Booked first, by the mock itself (only the cancel is the table's).
  await user.click(slot);
  let dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
  await user.click(await within(dialog).findByRole('button', { name: 'Réserver' }, slow));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(slot).toHaveTextContent('Séance réservée'), slow);
  await user.click(slot);
  dialog = await screen.findByRole('dialog', { name: /^Étirements – / });
  await user.click(
    await within(dialog).findByRole('button', { name: 'Annuler la réservation' }, slow),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la réservation' }));
  await successToast(cancelledText);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveUpdateCreneauAddress(): Promise<void> {
  const { user } = openProgramme(501, 'coach.pass@exemple.fr');
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
  await successToast(updatedText);
  expect(await within(dialog).findByText(/5 place Bellecour/, {}, slow)).toBeInTheDocument();
}

export const passRows: WriteRow[] = [
  {
    operationId: 'reserverCreneau',
    success: "the server's text titled 'Succès', the dialog closed",
    body: () => ({ text: bookedText }),
    drive: driveReserverCreneau,
  },
  {
    operationId: 'annulerReservation',
    success: "the server's text titled 'Succès', the dialog closed",
    body: () => ({ text: cancelledText }),
    drive: driveAnnulerReservation,
  },
  {
    operationId: 'updateCreneauAddress',
    success: "the server's text titled 'Succès', the new address shown",
    body: () => ({ text: updatedText }),
    drive: driveUpdateCreneauAddress,
  },
];
