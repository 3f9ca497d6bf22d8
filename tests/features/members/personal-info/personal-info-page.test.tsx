import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalInfoPage } from '@/features/members/personal-info/personal-info-page';
import { updateMockDb } from '@/mocks/db';
import { seededProfileIds } from '@/mocks/db/seed/people';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { seedCurrentProfile } from '../../../session-seed';
import { makeStore } from '@/shared/store/store';
import { renderWithProviders } from '../../../test-utils';
import { currentProfile } from '../members-test-utils';

const claire = seededProfileIds.claireMartin;

/** The page reads the profile from the mocked backend (Claire Martin, licensed this season). */
function renderAt(path: string, profile: CurrentProfile) {
  const store = makeStore();
  seedCurrentProfile(store, profile);
  renderWithProviders(null, {
    store,
    route: path,
    user: 'famille.martin@exemple.fr',
    routes: [
      { path: '/profile/:profileId/mes_info', Component: PersonalInfoPage },
      { path: '/profile/:profileId/ajouter_membre', Component: PersonalInfoPage },
    ],
  });
}

describe('PersonalInfoPage', () => {
  it('shows the identity of the current profile', async () => {
    renderAt(`/profile/${claire}/mes_info`, currentProfile({ id: claire }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Mes informations personnelles');
    expect(await screen.findByRole('heading', { level: 2, name: 'Identité' })).toBeInTheDocument();
    // Licensed this season: the identity is locked and read as text.
    expect(screen.getByText('Claire')).toBeInTheDocument();
    expect(screen.getByText('MARTIN')).toBeInTheDocument();
    expect(screen.getByText('Femme')).toBeInTheDocument();
    expect(screen.getByText('12/03/1984')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the missing birthday and gender', async () => {
    updateMockDb((db) => {
      const row = db.profiles.find((profile) => profile.id === claire);
      if (row) Object.assign(row, { gender: null, birthday: null });
    });
    renderAt(
      `/profile/${claire}/mes_info`,
      currentProfile({ id: claire, gender: null, birthday: null }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Identité' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Merci de compléter votre date de naissance et votre sexe pour accéder à votre espace.',
    );
    expect(screen.getByText('Non renseignée')).toBeInTheDocument();
    expect(screen.getByText('Non renseigné')).toBeInTheDocument();
  });

  it('titles the family-member page from its address', async () => {
    renderAt(`/profile/${claire}/ajouter_membre`, currentProfile({ id: claire }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ajouter un membre de la famille' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Prénom/ })).toHaveValue('');
    expect(screen.queryByText('Claire')).not.toBeInTheDocument();
  });
});
