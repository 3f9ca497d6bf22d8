import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClubPage } from '@/features/enrolment/club/club-page';
import { mockControl, testConfig } from '@/mocks/node';
import { seedClub, seedClubActivities } from '../../../mocks/seed';
import { renderAt } from '../pages-test-utils';

/** AMSF Lyon (club 1 of the seed) with a lower-case title, an unpublished activity and an event. */
function seedLyon() {
  seedClubActivities(1, [
    { id: 102, title: 'yoga', imageUrl: null },
    { id: 101, title: 'Natation' },
    { id: 112, title: 'Escalade', publishedOnMemberPortal: false },
    { id: 104, title: 'Aquagym' },
    { id: 109, title: 'Course des Lumières', type: 3 },
  ]);
}

const clubPath = `/public/${testConfig.productSlug}/1`;

describe('club page', () => {
  it('shows the club, its sorted published activities and links each to its page', async () => {
    seedLyon();
    const { user, router } = renderAt('/inscription/carte/1', {
      club: ClubPage,
      activity: () => <h1>Page de l'activité</h1>,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeInTheDocument();
    expect(document.title).toContain('AMSF Lyon');
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    const site = screen.getByRole('link', { name: 'Site du club (nouvel onglet)' });
    expect(site).toHaveAttribute('href', 'https://lyon.amsf.example.fr/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');

    const panel = screen.getByRole('tabpanel', { name: 'Activités' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Aquagym', 'Natation', 'yoga']);
    const yoga = within(panel).getByRole('link', { name: 'yoga' });
    // No picture of its own: its discipline's icon, hidden from assistive technologies.
    const stand = within(yoga).getByTestId('discipline-picture');
    expect(stand).toHaveAttribute('data-discipline', 'gentle');
    expect(stand).toHaveAttribute('aria-hidden', 'true');
    expect(within(yoga).queryByRole('presentation')).toBeNull();

    await user.click(yoga);
    expect(router.state.location.pathname).toBe('/inscription/carte/1/102');
  });

  it('switches to the events with the arrow keys and back', async () => {
    seedLyon();
    const { user } = renderAt('/inscription/carte/1', { club: ClubPage });

    const activitiesTab = await screen.findByRole('tab', { name: 'Activités' });
    expect(activitiesTab).toHaveAttribute('aria-selected', 'true');
    await user.click(activitiesTab);
    await user.keyboard('{ArrowRight}');
    const eventsTab = screen.getByRole('tab', { name: 'Événements' });
    expect(eventsTab).toHaveAttribute('aria-selected', 'true');
    expect(eventsTab).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Événements' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Course des Lumières']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Activités' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Événements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it.each([
    ['Activités', "Aucune activité n'est proposée pour le moment."],
    ['Événements', "Aucun événement n'est proposé pour le moment."],
  ])('says so when the %s tab is empty', async (tab, message) => {
    seedClub(1, { site: null, logoUrl: null });
    seedClubActivities(1, [{ id: 112, title: 'Escalade', publishedOnMemberPortal: false }]);
    const { user } = renderAt('/inscription/carte/1', { club: ClubPage });
    await user.click(await screen.findByRole('tab', { name: tab }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: /Site du club/ })).not.toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('links back to the map and to activities under a member profile too', async () => {
    seedLyon();
    const { user, router } = renderAt('/profile/101/inscription/carte/1', {
      club: ClubPage,
      activity: () => <h1>Page de l'activité</h1>,
    });
    await user.click(await screen.findByRole('link', { name: 'Natation' }));
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte/1/101');
    expect(await screen.findByRole('heading', { name: "Page de l'activité" })).toBeInTheDocument();
    await router.navigate(-1);
    await user.click(await screen.findByRole('link', { name: /Retour à la carte/ }));
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte');
  });

  it('shows a French error with a retry when the club cannot be loaded', async () => {
    mockControl.fail({ method: 'GET', path: clubPath, status: 500, body: { message: 'Erreur' } });
    renderAt('/inscription/carte/1', { club: ClubPage });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Club indisponible' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Impossible de charger ce club pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says an unknown club does not exist', async () => {
    // The seed has no club 999: the mocked backend answers 404 'Club introuvable.'.
    renderAt('/inscription/carte/999', { club: ClubPage });
    expect(await screen.findByText('Ce club est introuvable.')).toBeInTheDocument();
  });

  it('treats a malformed answer as an error, never a blank page', async () => {
    mockControl.malformed('GET', clubPath);
    renderAt('/inscription/carte/1', { club: ClubPage });
    expect(
      await screen.findByText('Impossible de charger ce club pour le moment.'),
    ).toBeInTheDocument();
  });
});
