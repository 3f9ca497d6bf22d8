import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalInfoPage } from '@/features/members/routes/personal-info-page';
import { profileLoaded, type CurrentProfile } from '@/shared/session/session-slice';
import { makeStore } from '@/shared/store/store';
import { renderWithProviders } from '../../../test-utils';
import { currentProfile } from '../members-test-utils';

function renderAt(path: string, profile: CurrentProfile) {
  const store = makeStore();
  store.dispatch(profileLoaded(profile));
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
  it('shows the identity of the current profile', () => {
    renderAt('/profile/1/mes_info', currentProfile());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Mes informations personnelles');
    expect(screen.getByRole('heading', { level: 2, name: 'Identité' })).toBeInTheDocument();
    expect(screen.getByText('Claire')).toBeInTheDocument();
    expect(screen.getByText('MARTIN')).toBeInTheDocument();
    expect(screen.getByText('Femme')).toBeInTheDocument();
    expect(screen.getByText('12/03/1984')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks for the missing birthday and gender', () => {
    renderAt('/profile/1/mes_info', currentProfile({ gender: null, birthday: null }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Merci de compléter votre date de naissance et votre sexe pour accéder à votre espace.',
    );
    expect(screen.getByText('Non renseignée')).toBeInTheDocument();
    expect(screen.getByText('Non renseigné')).toBeInTheDocument();
  });

  it('titles the family-member page from its address', () => {
    renderAt('/profile/1/ajouter_membre', currentProfile());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ajouter un membre de la famille' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Claire')).not.toBeInTheDocument();
  });
});
