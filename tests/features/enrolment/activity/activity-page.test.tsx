import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '@/features/enrolment/activity/activity-page';
import { PricesPage } from '@/features/enrolment/activity/prices-page';
import { server } from '@/mocks/node';
import {
  activity,
  apiUrl,
  category,
  geocoderUrl,
  memberStore,
  price,
  renderAt,
  serveActivity,
  session,
} from '../pages-test-utils';

const pages = { activity: ActivityPage, prices: PricesPage };

beforeEach(() => {
  // Wednesday 18 November 2026: ISO week 47 runs from the 16th to the 22nd.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 18, 10, 0));
});
afterEach(() => vi.useRealTimers());

const adults = category({ id: 1011, title: 'Adultes', maxRegistration: 80, soldPlaces: 52 });
const youth = category({
  id: 1012,
  title: 'Jeunes (6-17 ans)',
  minAge: 6,
  maxAge: 17,
  activityCategoryPrices: [price({ id: 10121, amount: 150 })],
});

describe('activity page', () => {
  it('shows the description, the geocoded address, the week and the categories', async () => {
    const { geocoderQueries } = serveActivity({
      categories: [adults, youth],
      sessionsOf: (start) =>
        start === '2026-11-16'
          ? [
              session({ id: 2, date: '2026-11-19', startHour: '12:15:00', endHour: '13:15:00' }),
              session({
                id: 1,
                date: '2026-11-17',
                categoryId: 1011,
                description: 'Bassin olympique',
              }),
            ]
          : [],
    });
    renderAt('/inscription/carte/1/101', pages);

    expect(await screen.findByRole('heading', { level: 1, name: 'Natation' })).toBeInTheDocument();
    expect(document.title).toContain('Natation');
    expect(screen.getByText('encadrée').tagName).toBe('STRONG');
    const address = screen.getByRole('region', { name: 'Adresse' });
    expect(await within(address).findByText(/8 Quai Claude Bernard 69007 Lyon/)).toHaveTextContent(
      'Centre nautique8 Quai Claude Bernard 69007 Lyon',
    );
    expect(geocoderQueries).toEqual(['8 quai Claude Bernard 69007 Lyon']);
    expect(screen.getByRole('link', { name: 'Voir sur la carte (nouvel onglet)' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=45.7508&mlon=4.8427'),
    );

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
    expect(screen.getAllByText('Pas de séance ce jour.')).toHaveLength(5);

    const categories = screen.getByRole('region', { name: 'Catégories' });
    expect(within(categories).getByText('À partir de 18 ans')).toBeInTheDocument();
    expect(within(categories).getByText('28 places disponibles sur 80')).toBeInTheDocument();
    expect(within(categories).getByText('De 6 à 17 ans')).toBeInTheDocument();
    expect(within(categories).getAllByText('150,00 €')).toHaveLength(2);
    expect(within(categories).getAllByRole('button', { name: /^Inscription/ })).toHaveLength(2);
  });

  it('changes week with Semaine suivante and Semaine précédente, across the year', async () => {
    vi.setSystemTime(new Date(2026, 11, 24, 10, 0));
    const { weeks } = serveActivity({
      sessionsOf: (start) =>
        start === '2026-12-28'
          ? [session({ id: 9, date: '2027-01-02', startHour: '10:00:00' })]
          : [],
    });
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
    expect(weeks).toEqual([
      '2026-12-21/2026-12-27',
      '2026-12-28/2027-01-03',
      '2027-01-04/2027-01-10',
      '2026-12-28/2027-01-03',
      '2026-12-21/2026-12-27',
    ]);
  });

  it('disables the registration of a full category and says it is full', async () => {
    serveActivity({
      categories: [
        category({ id: 1101, title: 'Compétition', maxRegistration: 24, soldPlaces: 24 }),
        category({ id: 1102, title: 'Loisirs', maxRegistration: 30, soldPlaces: 29 }),
      ],
    });
    renderAt('/inscription/carte/1/101', pages);
    expect(await screen.findByRole('button', { name: 'Inscription – Compétition' })).toBeDisabled();
    expect(screen.getByText('Complet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscription – Loisirs' })).toBeEnabled();
    expect(screen.getByText('1 place disponible sur 30')).toBeInTheDocument();
  });

  it.each([
    ['no category', activity(), []],
    ['no price', activity(), [category({ activityCategoryPrices: [] })]],
    ['an unpublished activity', activity({ publishedOnMemberPortal: false }), [category()]],
  ])("says 'Cette activité est indisponible' for %s", async (_case, served, categories) => {
    serveActivity({ activity: served, categories });
    renderAt('/inscription/carte/1/101', pages);
    expect(await screen.findByText('Cette activité est indisponible')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Inscription/ })).not.toBeInTheDocument();
  });

  it.each([
    ['finds nothing', null],
    ['knows the town only', { label: 'Lyon', coordinates: [4.83, 45.75], type: 'municipality' }],
  ] as const)('keeps the address as written when the geocoder %s', async (_case, geocoded) => {
    serveActivity({
      geocoded: geocoded && { ...geocoded, coordinates: [...geocoded.coordinates] },
    });
    renderAt('/inscription/carte/1/101', pages);
    expect(
      await screen.findByText('8 quai Claude Bernard, Centre nautique, 69007 Lyon'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Voir sur la carte/ })).not.toBeInTheDocument();
  });

  it('does not toast a geocoder failure', async () => {
    serveActivity();
    server.use(http.get(geocoderUrl('/search/'), () => HttpResponse.error()));
    const { store } = renderAt('/inscription/carte/1/101', pages);
    expect(
      await screen.findByText('8 quai Claude Bernard, Centre nautique, 69007 Lyon'),
    ).toBeInTheDocument();
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('treats an activity of another club as unknown', async () => {
    serveActivity({ activity: activity({ clubId: 2 }) });
    renderAt('/inscription/carte/1/101', pages);
    expect(await screen.findByText('Cette activité est introuvable.')).toBeInTheDocument();
  });

  it('shows a French error with a retry when the sessions cannot be loaded', async () => {
    serveActivity();
    server.use(
      http.get(apiUrl('/public/sessions'), () =>
        HttpResponse.json({ message: 'Erreur' }, { status: 500 }),
      ),
    );
    renderAt('/inscription/carte/1/101', pages);
    expect(
      await screen.findByText('Impossible de charger les séances de cette semaine.'),
    ).toBeInTheDocument();
  });

  it('leads to the prices and back', async () => {
    serveActivity({
      categories: [
        category({
          id: 1071,
          activityCategoryPrices: [
            price({ id: 10711, amount: 250 }),
            price({
              id: 10712,
              seasonId: 5,
              seasonTitle: '2027/2028',
              amount: 260,
              title: 'Tarif fidélité',
            }),
          ],
        }),
      ],
    });
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
    serveActivity({ categories: [adults] });
    const { user, router } = renderAt('/inscription/carte/1/101', pages);
    await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
    const dialog = screen.getByRole('dialog', { name: 'Inscription – Adultes' });
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
    serveActivity({ categories: [adults] });
    const { user, router } = renderAt('/inscription/carte/1/101', pages, memberStore(null));
    await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open the form without account for a member with a profile', async () => {
    serveActivity({ categories: [adults] });
    const { user, router } = renderAt(
      '/profile/101/inscription/carte/1/101',
      pages,
      memberStore({}),
    );
    await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
    expect(screen.queryByRole('dialog', { name: 'Inscription – Adultes' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte/1/101');
  });
});
