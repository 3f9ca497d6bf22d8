import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { realtimeDestinations } from '@/shared/realtime';
import { realtimeHub } from '../../realtime-hub';
import { renderWithProviders } from '../../test-utils';

const claire = seededProfileIds.claireMartin;

/** The home page, once the shell has subscribed to both topics (after its idle moment). */
async function openHome() {
  const view = renderWithProviders(`/profile/${claire}`, { user: 'famille.martin@exemple.fr' });
  const bell = await screen.findByRole('button', { name: 'Notifications' });
  await waitFor(() =>
    expect(realtimeHub().subscribers(realtimeDestinations.notifications)).toBe(1),
  );
  expect(realtimeHub().subscribers(realtimeDestinations.greetings)).toBe(1);
  return { ...view, bell };
}

const notify = (body: unknown) => realtimeHub().deliver(realtimeDestinations.notifications, body);

// The first render of the whole app is slow on a busy machine (cold transforms).
describe('the header’s notifications, live on every signed-in page', { timeout: 20_000 }, () => {
  it('counts what arrives, drops a bad message and a copy, and reads them all in the panel', async () => {
    const { user, bell } = await openHome();
    notify({
      id: 'n1',
      title: 'Assemblée générale',
      content: 'Samedi 28 novembre à 10 h, salle des fêtes.',
      createdAt: '2026-11-23T09:30:00',
    });
    // The same notification again (a copy), then one without any text.
    notify({ id: 'n1', title: 'Assemblée générale', createdAt: '2026-11-23T09:30:00' });
    notify({ id: 'n0', createdAt: '2026-11-23T10:00:00' });
    notify({ id: 'n2', title: 'Gymnase fermé', createdAt: '2026-11-23T14:05:00' });

    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 non lues'));
    expect(bell).toHaveTextContent('2');

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Gymnase fermé',
      'Assemblée générale',
    ]);
    expect(items[1]).toHaveTextContent('Samedi 28 novembre à 10 h, salle des fêtes.');
    expect(items[1]).toHaveTextContent('Le 23 novembre 2026 à 09:30');
    expect(within(panel).getByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(bell).not.toHaveTextContent(/\d/);

    // What arrives while the panel is open is seen at once.
    notify({ id: 'n3', title: 'Nouvelle séance', createdAt: '2026-11-23T15:00:00' });
    expect(await within(panel).findByRole('heading', { name: 'Nouvelle séance' })).toBeVisible();
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
  });

  it('says “Aucune notification” when none arrived, and is opened from the keyboard', async () => {
    const { user, bell } = await openHome();
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Aucune notification')).toBeVisible();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('greets the member once, politely, and never with another page’s greeting', async () => {
    await openHome();
    const greeting = await screen.findByText('Bonjour, Claire !');
    expect(greeting).toHaveAttribute('aria-live', 'polite');
    realtimeHub().deliver(realtimeDestinations.greetings, {
      content: 'Bonjour, Karim !',
      clientId: 'une-autre-page',
    });
    realtimeHub().deliver(realtimeDestinations.greetings, { content: 'Bonjour encore !' });
    expect(greeting).toHaveTextContent('Bonjour, Claire !');
    expect(screen.queryByText(/Karim|encore/)).not.toBeInTheDocument();
  });
});
