import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { realtimeDestinations } from '@/shared/realtime';
import { realtimeHub } from '../../realtime-hub';
import { renderWithProviders } from '../../test-utils';

const claire = seededProfileIds.claireMartin;
const karim = seededProfileIds.karimBenali;

const fromKarim = (idConversation: number, message: string) => ({
  message,
  idProfile: karim,
  nom: 'Benali',
  prenom: 'Karim',
  profilePicture: null,
  createdAt: new Date().toISOString(),
  idConversation,
});

describe('the header follows the unread total live, away from the chat page', () => {
  it('counts a message of another member on the home page, and ignores other conversations', async () => {
    renderWithProviders(`/profile/${claire}`, { user: 'famille.martin@exemple.fr' });
    // Seeded: 2 unread in the swimming section, 1 in the carpool.
    expect(
      await screen.findByRole('link', { name: 'Messagerie, 3 messages non lus' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(realtimeHub().subscribers(realtimeDestinations.privateMessages)).toBe(1),
    );

    realtimeHub().deliver(realtimeDestinations.privateMessages, fromKarim(99, 'Pas pour Claire'));
    realtimeHub().deliver(realtimeDestinations.privateMessages, fromKarim(2, 'Départ à 8 h !'));

    expect(
      await screen.findByRole('link', { name: 'Messagerie, 4 messages non lus' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Ma communauté/ })).toHaveTextContent('4');
  });

  it('does not count the member’s own message', async () => {
    renderWithProviders(`/profile/${claire}`, { user: 'famille.martin@exemple.fr' });
    await screen.findByRole('link', { name: 'Messagerie, 3 messages non lus' });
    await waitFor(() =>
      expect(realtimeHub().subscribers(realtimeDestinations.privateMessages)).toBe(1),
    );
    realtimeHub().deliver(realtimeDestinations.privateMessages, {
      ...fromKarim(2, 'Moi-même'),
      idProfile: claire,
      nom: 'Martin',
      prenom: 'Claire',
    });
    realtimeHub().deliver(realtimeDestinations.privateMessages, fromKarim(1, 'Bassin ouvert'));
    expect(
      await screen.findByRole('link', { name: 'Messagerie, 4 messages non lus' }),
    ).toBeVisible();
  });
});
