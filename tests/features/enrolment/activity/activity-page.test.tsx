import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '@/features/enrolment/activity/activity-page';
import { PricesPage } from '@/features/enrolment/activity/prices-page';
import { dated, weekly } from '@/mocks/db/seed/catalogue-spec';
import { seasonIds } from '@/mocks/db/seed/reference';
import { mockControl } from '@/mocks/node';
import type { AppStore } from '@/shared/store/store';
import { apiUrl, geocoderUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import { seedActivity, seedCategories } from '../../../mocks/seed';
import { apiProfile } from '../../../factories';
import { seedProfiles } from '../../../session-seed';
import { memberStore, renderAt } from '../pages-test-utils';

const pages = { activity: ActivityPage, prices: PricesPage };

beforeEach(() => {
  // Wednesday 18 November 2026: ISO week 47 runs from the 16th to the 22nd.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
});
afterEach(() => vi.useRealTimers());

/**
 * Natation (activity 101 of the seeded AMSF Lyon) at the centre nautique, whose address the
 * mocked geocoder knows; 'Adultes' (80 places, 52 sold) and 'Jeunes (6-17 ans)', 150 € each.
 */
function seedNatation(slots: { adults?: ReturnType<typeof weekly>[] } = {}) {
  seedActivity(101, {
    description: '<p>Nage libre <strong>encadrée</strong>.</p>',
    addressContinued: 'Centre nautique',
  });
  seedCategories(101, [
    { id: 1011, title: 'Adultes', maxRegistration: 80, soldPlaces: 52, slots: slots.adults ?? [] },
    { id: 1012, title: 'Jeunes (6-17 ans)', minAge: 6, maxAge: 17 },
  ]);
}

const recordGeocoderQueries = () => {
  const asked = recordRequests('GET', geocoderUrl('/search/'));
  return () => asked.map((request) => request.url.searchParams.get('q'));
};

/** Waits for the geocoder's answer (or failure) to reach the store. */
async function geocoderSettled(store: AppStore, status: 'fulfilled' | 'rejected') {
  await waitFor(() =>
    expect(
      Object.values(store.getState().api?.queries ?? {})
        .filter((query) => query?.endpointName === 'geocodeAddress')
        .map((query) => query?.status),
    ).toEqual([status]),
  );
}

const recordWeeks = () => {
  const asked = recordRequests('GET', apiUrl('/public/sessions'));
  return () =>
    asked.map(
      ({ url }) => `${url.searchParams.get('startDate')}/${url.searchParams.get('endDate')}`,
    );
};

describe('activity page', () => {
  it('shows the description, the address and its map link, the week and the categories', async () => {
    seedNatation({
      adults: [
        weekly(2, '19:00', '20:00', { description: 'Bassin olympique' }),
        weekly(4, '12:15', '13:15'),
      ],
    });
    const geocoderQueries = recordGeocoderQueries();
    renderAt('/inscription/carte/1/101', pages);

    expect(await screen.findByRole('heading', { level: 1, name: 'Natation' })).toBeInTheDocument();
    expect(document.title).toContain('Natation');
    expect(screen.getByText('encadrée').tagName).toBe('STRONG');
    const address = screen.getByRole('region', { name: 'Adresse' });
    // As the club wrote it; the geocoder (it knows the centre nautique) points the map's link.
    expect(address).toHaveTextContent('8 quai Claude Bernard, Centre nautique, 69007 Lyon');
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Voir sur la carte (nouvel onglet)' }),
      ).toHaveAttribute('href', expect.stringContaining('mlat=45.7508&mlon=4.8427')),
    );
    // Counted once the answer shows: the query starts after the first render, not with it.
    expect(geocoderQueries()).toEqual(['8 quai Claude Bernard 69007 Lyon']);

    expect(screen.getByText('Semaine 47')).toBeInTheDocument();
    expect(screen.getByText('du 16/11/2026 au 22/11/2026')).toBeInTheDocument();
    const days = await screen.findAllByRole('heading', { level: 3, name: /\d{2}\/11$/ });
    expect(days.map((day) => day.textContent)).toEqual([
      'lundi 16/11',
      'mardi 17/11',
      'mercredi 18/11',
      'jeudi 19/11',
      'vendredi 20/11',
      'samedi 21/11',
      'dimanche 22/11',
    ]);
    // A day's list item is the innermost one holding its heading (the last in document order).
    const dayItem = (name: string) =>
      screen
        .getAllByRole('listitem')
        .filter((item) => within(item).queryByRole('heading', { level: 3, name }))
        .at(-1);
    expect(dayItem('mardi 17/11')).toHaveTextContent('19:00 – 20:00 · Adultes · Bassin olympique');
    expect(dayItem('jeudi 19/11')).toHaveTextContent('12:15 – 13:15');
    // The mock runs a six-week Saturday cycle in each season-long category (docs/api.md).
    expect(dayItem('samedi 21/11')).toHaveTextContent('10:00 – 11:30');
    expect(screen.getAllByText('Pas de séance ce jour.')).toHaveLength(4);

    const categories = screen.getByRole('region', { name: 'Catégories' });
    expect(within(categories).getByText('À partir de 18 ans')).toBeInTheDocument();
    expect(within(categories).getByText('28 places disponibles sur 80')).toBeInTheDocument();
    expect(within(categories).getByText('De 6 à 17 ans')).toBeInTheDocument();
    expect(within(categories).getAllByText('150,00 €')).toHaveLength(2);
    expect(within(categories).getAllByRole('button', { name: /^Inscription/ })).toHaveLength(2);
  });

  it('changes week with Semaine suivante and Semaine précédente, across the year', async () => {
    vi.setSystemTime(new Date(2026, 11, 24, 10, 0));
    // One session only, on Saturday 2 January 2027.
    seedCategories(101, [
      {
        id: 1011,
        title: 'Adultes',
        slots: [dated([6], '2027-01-02', '2027-01-02', '10:00', '20:00')],
      },
    ]);
    const weeks = recordWeeks();
    const { user } = renderAt('/inscription/carte/1/101', pages);

    expect(
      await screen.findByText('Aucune séance connue pour la semaine choisie.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Semaine 52')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    expect(screen.getByText('Semaine 53')).toBeInTheDocument();
    expect(screen.getByText('du 28/12/2026 au 03/01/2027')).toBeInTheDocument();
    expect(await screen.findByText('10:00 – 20:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Semaine suivante/ }));
    expect(screen.getByText('Semaine 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Semaine précédente/ }));
    await user.click(screen.getByRole('button', { name: /Semaine précédente/ }));
    expect(screen.getByText('Semaine 52')).toBeInTheDocument();
    expect(
      await screen.findByText('Aucune séance connue pour la semaine choisie.'),
    ).toBeInTheDocument();
    // Waited for: week 52 shows from the cache, its query again starts after that render.
    await waitFor(() =>
      expect(weeks()).toEqual([
        '2026-12-21/2026-12-27',
        '2026-12-28/2027-01-03',
        '2027-01-04/2027-01-10',
        '2026-12-28/2027-01-03',
        '2026-12-21/2026-12-27',
      ]),
    );
  });

  it('disables the registration of a full category and says it is full', async () => {
    // Badminton (110): 'Compétition' 24 places, 24 sold; 'Loisirs' 30 places, 29 sold.
    renderAt('/inscription/carte/1/110', pages);
    expect(await screen.findByRole('button', { name: 'Inscription – Compétition' })).toBeDisabled();
    expect(screen.getByText('Complet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscription – Loisirs' })).toBeEnabled();
    expect(screen.getByText('1 place disponible sur 30')).toBeInTheDocument();
  });

  it.each([
    // Marche nordique (111) has no category; Escalade (112) is not published.
    ['no category', 111, () => undefined],
    ['no price', 101, () => seedCategories(101, [{ id: 1011, title: 'Adultes', prices: [] }])],
    ['an unpublished activity', 112, () => undefined],
  ])("says 'Cette activité est indisponible' for %s", async (_case, activityId, seed) => {
    seed();
    renderAt(`/inscription/carte/1/${activityId}`, pages);
    expect(await screen.findByText('Cette activité est indisponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inscription/ })).not.toBeInTheDocument();
  });

  it.each([
    ['finds nothing', []],
    [
      'knows the town only',
      [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [4.83, 45.75] },
          properties: { label: 'Lyon', type: 'municipality', score: 0.9 },
        },
      ],
    ],
  ])('keeps the address as written when the geocoder %s', async (_case, features) => {
    // The mocked geocoder knows every seeded venue: the answer for this one is given.
    mockControl.add({
      api: 'geocoder',
      method: 'GET',
      path: '/search*',
      status: 200,
      body: { type: 'FeatureCollection', features },
    });
    seedActivity(101, { addressContinued: 'Centre nautique' });
    const { store } = renderAt('/inscription/carte/1/101', pages);
    expect(
      await screen.findByText('8 quai Claude Bernard, Centre nautique, 69007 Lyon'),
    ).toBeInTheDocument();
    await geocoderSettled(store, 'fulfilled');
    expect(screen.getByText('8 quai Claude Bernard, Centre nautique, 69007 Lyon')).toBeVisible();
    // The map searches the address as written, without the complement the service cannot know.
    expect(screen.getByRole('link', { name: /Voir sur la carte/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=8%20quai%20Claude%20Bernard%2069007%20Lyon',
    );
  });

  it('does not toast a geocoder failure', async () => {
    seedActivity(101, { addressContinued: 'Centre nautique' });
    mockControl.networkError('GET', '/search*', { api: 'geocoder' });
    const { store } = renderAt('/inscription/carte/1/101', pages);
    expect(
      await screen.findByText('8 quai Claude Bernard, Centre nautique, 69007 Lyon'),
    ).toBeInTheDocument();
    await geocoderSettled(store, 'rejected');
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('treats an activity of another club as unknown', async () => {
    // Natation (101) belongs to AMSF Lyon (club 1), asked for under club 2.
    renderAt('/inscription/carte/2/101', pages);
    expect(await screen.findByText('Cette activité est introuvable.')).toBeInTheDocument();
  });

  it('shows a French error with a retry when the sessions cannot be loaded', async () => {
    mockControl.fail({
      method: 'GET',
      path: '/public/sessions',
      status: 500,
      body: { message: 'Erreur' },
    });
    renderAt('/inscription/carte/1/101', pages);
    expect(
      await screen.findByText('Impossible de charger les séances de cette semaine.'),
    ).toBeInTheDocument();
  });

  it('leads to the prices and back', async () => {
    seedCategories(101, [
      {
        id: 1011,
        title: 'Adultes',
        prices: [
          { amount: 250 },
          { amount: 260, seasonId: seasonIds.next, title: 'Tarif fidélité', isDefault: false },
        ],
      },
    ]);
    const { user, router } = renderAt('/profile/101/inscription/carte/1/101', pages);
    await user.click(await screen.findByRole('link', { name: 'Cotisations' }));
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte/1/101/cotisations');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotisations : Natation' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Cotisations – Natation');
    const table = screen.getByRole('table', { name: 'Tarifs de la catégorie Adultes' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Cotisation annuelle2026/2027250,00 €', 'Tarif fidélité2027/2028260,00 €']);
    await user.click(screen.getByRole('link', { name: /Retour à l'activité/ }));
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte/1/101');
  });
});

describe('Inscription', () => {
  it('asks a visitor about an account and keeps the activity for after the login', async () => {
    const { user, router } = renderAt('/inscription/carte/1/101', pages);
    await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inscription – Adultes' });
    expect(
      within(dialog).getByRole('button', { name: "Je n'ai pas de compte" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "J'ai un compte" }));

    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('inscriptionUrlParams') ?? 'null')).toEqual({
      clubId: 1,
      activityId: 101,
    });
  });

  it('sends a signed-in account without a current profile to the profile page', async () => {
    const { user, router } = renderAt('/inscription/carte/1/101', pages, memberStore(null));
    await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts the wizard, not the form without account, for a member with a profile', async () => {
    const store = memberStore({});
    seedProfiles(store, [apiProfile({ id: 101 })], [], 101);
    const { user, router } = renderAt('/profile/101/inscription/carte/1/101', pages, store);
    await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
    // The wizard's first question (its chunk loads on the first click).
    expect(await screen.findByRole('dialog', { name: "Qui s'inscrit ?" })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Inscription – Adultes' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte/1/101');
  });
});
