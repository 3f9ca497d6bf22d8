import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/members/routes/home-page';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { seasonTitleOf } from '@/shared/session/rules/seasons';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { seedCurrentProfile } from '../../../session-seed';
import { makeStore } from '@/shared/store/store';
import { mockControl } from '@/mocks/node';
import { membership } from '../../../factories';
import { renderWithProviders } from '../../../test-utils';
import {
  currentProfile,
  membersConfig,
  failNextNewsPage,
  serveHomeData,
  serveNews,
} from '../members-test-utils';

const thisSeason = seasonTitleOf(new Date());
const lastSeason = `${Number(thisSeason.slice(0, 4)) - 1}/${thisSeason.slice(0, 4)}`;

function renderHome(profile: CurrentProfile) {
  const store = makeStore();
  seedCurrentProfile(store, profile);
  renderWithProviders(<HomePage />, {
    store,
    user: 'famille.martin@exemple.fr',
    path: '/profile/:profileId/home',
    route: `/profile/${profile.id}/home`,
  });
  return { store };
}

const sponsors = [
  { imageUrl: '/images/sponsor-1.png', linkUrl: 'https://www.sponsor-un.fr' },
  { imageUrl: '/images/sponsor-2.png', linkUrl: 'https://sponsor-deux.fr/accueil' },
];

const offers = [
  {
    titre: 'Séjour à la montagne',
    description: 'Une semaine en chalet',
    imageUrl: 'https://offres.example.fr/chalet.jpg',
    url: 'https://offres.example.fr/chalet',
    initialPrice: 500,
    finalPrice: 399.9,
  },
];

describe('HomePage', () => {
  beforeAll(() => setRuntimeConfig(membersConfig));
  afterEach(() => setRuntimeConfig(membersConfig));

  it('shows every block of a member without annual licence in development', async () => {
    serveNews(15);
    serveHomeData({ sponsors, offers });
    const renewable = membership({ id: 5, season: lastSeason, activityId: 10, level: 2 });
    const { store } = renderHome(
      currentProfile({ oldMemberships: [renewable], renewableMemberships: [renewable] }),
    );

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toContain('Accueil');

    // News: only the first three, and the way to all of them.
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Actualité 3' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Actualité 4' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les actualités' })).toHaveAttribute(
      'href',
      '/profile/1/actualites',
    );

    // Renewal of last season's activity, its opening agreeing with the member (gender F).
    expect(
      screen.getByText('Vous étiez inscrite la saison dernière à ces activités :'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Renouveler Activité 10 – AMSF Lyon' }),
    ).toHaveAttribute('href', '/profile/1/inscription/carte/3/10');

    // Development notice without annual licence.
    expect(screen.getByRole('heading', { name: /Pas de licence annuelle/ })).toBeInTheDocument();

    // Premium text with the invitation, and the development button.
    expect(screen.getByText(/plus d'un million d'offres/)).toBeInTheDocument();
    expect(
      screen.getByText('Pensez à prendre votre licence AMSF PREMIUM pour en profiter !'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accéder au Club PREMIUM' }));
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({
        kind: 'info',
        title: 'En mode développement',
        message: 'Indisponible',
      }),
    ]);

    // Sponsors of the member's only club, one at a time, with previous and next.
    const sponsorsRegion = screen.getByRole('region', { name: "Les partenaires d'AMSF Lyon" });
    const carousel = within(sponsorsRegion);
    expect(await carousel.findByRole('group', { name: '1 sur 2' })).toBeInTheDocument();
    expect(
      carousel.getByRole('img', { name: 'Partenaire du club : sponsor-un.fr' }),
    ).toBeInTheDocument();
    await userEvent.click(carousel.getByRole('button', { name: 'Partenaire suivant' }));
    expect(carousel.getByRole('group', { name: '2 sur 2' })).toBeInTheDocument();
    expect(
      carousel.getByRole('link', { name: 'Partenaire du club : sponsor-deux.fr (nouvel onglet)' }),
    ).toHaveAttribute('href', 'https://sponsor-deux.fr/accueil');
    await userEvent.click(carousel.getByRole('button', { name: 'Partenaire précédent' }));
    expect(carousel.getByRole('group', { name: '1 sur 2' })).toBeInTheDocument();
    await userEvent.click(carousel.getByRole('button', { name: 'Mettre en pause le défilement' }));
    expect(carousel.getByRole('button', { name: 'Reprendre le défilement' })).toBeInTheDocument();

    // Best offers with both prices.
    const offer = await screen.findByRole('heading', { level: 3, name: 'Séjour à la montagne' });
    const card = within(
      screen
        .getAllByRole('article')
        .find((article) =>
          within(article).queryByRole('heading', { name: offer.textContent ?? '' }),
        ) as HTMLElement,
    );
    expect(card.getByText(/399,90/)).toBeInTheDocument();
    expect(card.getByText(/500,00/).tagName).toBe('S');

    // Premium video as a poster linking out, never an embedded player.
    expect(
      screen.getByRole('link', { name: /Regarder la vidéo sur YouTube \(nouvel onglet\)/ }),
    ).toHaveAttribute('href', 'https://www.youtube.com/@amsf');
    // An iframe without a title has no accessible name: a selector proves none is embedded.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.querySelector('iframe')).toBeNull();

    // The federation's partners are the footer's slider, once per page: the home adds no list.
    expect(screen.queryByRole('region', { name: 'Nos partenaires' })).not.toBeInTheDocument();
  });

  it('speaks to a premium member in production and links to the premium club', async () => {
    setRuntimeConfig({ ...membersConfig, production: true });
    serveNews(0);
    serveHomeData({});
    renderHome(
      currentProfile({
        memberships: [membership({ id: 8, season: thisSeason, level: 1 })],
      }),
    );

    expect(screen.getByText(/plus d'un million d'offres/)).toBeInTheDocument();
    expect(screen.queryByText(/Pensez à prendre votre licence/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: /Pas de licence annuelle/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Renouveler/ })).not.toBeInTheDocument();
    const premiumLink = screen.getByRole('link', {
      name: 'Accéder au Club PREMIUM (nouvel onglet)',
    });
    expect(premiumLink).toHaveAttribute('href', membersConfig.premiumClubUrl);
    expect(premiumLink).toHaveAttribute('target', '_blank');

    // No news: no news block.
    expect(await screen.findByText('Aucune offre pour le moment.')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Voir toutes les actualités' }),
    ).not.toBeInTheDocument();
  });

  it('shows the service-plan banner when the plan has one', async () => {
    serveNews(0);
    serveHomeData({
      servicePlan: {
        banner: {
          imageUrl: '/resources/bandeau.png',
          linkUrl: 'https://offre.example.fr',
          alt: 'Nouvelle offre de rentrée',
        },
      },
    });
    renderHome(currentProfile());
    const banner = await screen.findByRole('img', { name: 'Nouvelle offre de rentrée' });
    const link = screen.getByRole('link', { name: /^Nouvelle offre de rentrée/ });
    expect(link).toContainElement(banner);
    expect(link).toHaveAttribute('href', 'https://offre.example.fr/');
  });

  it("reads the spec's banner (link, restrictedLink): its link is the banner's target", async () => {
    serveNews(0);
    serveHomeData({
      servicePlan: {
        banner: {
          link: 'https://offre.example.fr/plan',
          restrictedLink: 'https://offre.example.fr/reserve',
          imageUrl: '/resources/bandeau.png',
          linkUrl: 'https://ailleurs.example.fr',
          alt: 'Nouvelle offre de rentrée',
        },
      },
    });
    renderHome(currentProfile());
    const banner = await screen.findByRole('img', { name: 'Nouvelle offre de rentrée' });
    const link = screen.getByRole('link', { name: /^Nouvelle offre de rentrée/ });
    expect(link).toContainElement(banner);
    expect(link).toHaveAttribute('href', 'https://offre.example.fr/plan');
  });

  it('reads a banner holding only what the spec names, and shows no picture it was not given', async () => {
    serveNews(0);
    serveHomeData({
      servicePlan: { banner: { link: 'https://offre.example.fr/plan', restrictedLink: null } },
    });
    renderHome(currentProfile());
    expect(await screen.findByText('Aucune offre pour le moment.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText("Chargement du bandeau d'information…")).toBeNull(),
    );
    expect(screen.queryByText("Le bandeau d'information n'a pas pu être chargé.")).toBeNull();
    const bannerLinks = screen
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://offre.example.fr'));
    expect(bannerLinks).toEqual([]);
  });

  it('keeps the page when answers are malformed or fail', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveNews(15);
    failNextNewsPage();
    serveHomeData({ servicePlan: { banner: 42 } });
    // Not lists at all: a list with one bad item keeps its other items (tolerant reader).
    mockControl.malformed('GET', '/public/premium-offers/best');
    mockControl.malformed('GET', `/public/${membersConfig.productSlug}/*/sponsors`);
    renderHome(currentProfile({ clubs: [{ id: 3, title: 'AMSF Lyon', logoUrl: null }] }));

    expect(
      await screen.findByText("Le bandeau d'information n'a pas pu être chargé."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Les offres n'ont pas pu être chargées.")).toBeInTheDocument();
    expect(
      await screen.findByText("Les partenaires du club n'ont pas pu être chargés."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Les actualités n'ont pas pu être chargées."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Claire' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Le Club PREMIUM' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(4);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
