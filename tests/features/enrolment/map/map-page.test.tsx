import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFirstMapView, readFirstMapView } from '@/features/enrolment/map/first-map-view';
import { MapPage } from '@/features/enrolment/map/map-page';
import { firstViewport } from '@/features/enrolment/map/rules/first-view';
import { updateMockDb } from '@/mocks/db';
import { mockControl, testConfig } from '@/mocks/node';
import { seedProfiles } from '../../../session-seed';
import { makeStore } from '@/shared/store/store';
import { apiProfile } from '../../../factories';
import { apiUrl, geocoderUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import { seedClubs } from '../../../mocks/seed';
import { renderWithProviders } from '../../../test-utils';
import { manyClubSeeds } from './map-test-data';

const clubsPath = `/public/${testConfig.productSlug}`;

/**
 * Three clubs: AMSF Lyon offers Natation from 6 to 17 and Yoga (no category yet), Étoile
 * sportive Yoga for adults, Brest Océan Judo (no category yet).
 */
function seedThreeClubs() {
  updateMockDb((db) => {
    db.federalActivities = [
      { id: 2, title: 'Yoga' },
      { id: 1, title: 'Natation' },
      { id: 3, title: 'Judo' },
    ];
  });
  seedClubs([
    {
      id: 1,
      title: 'AMSF Lyon',
      city: 'Lyon',
      postalCode: '69003',
      activities: [
        {
          id: 101,
          title: 'Natation',
          federalActivityId: 1,
          categories: [{ id: 1011, title: 'Jeunes', minAge: 6, maxAge: 17 }],
        },
        { id: 102, title: 'Yoga', federalActivityId: 2 },
      ],
    },
    {
      id: 2,
      title: 'Étoile sportive',
      city: 'Saint-Étienne',
      postalCode: '42000',
      latitude: 45.44,
      longitude: 4.39,
      activities: [
        {
          id: 201,
          title: 'Yoga',
          federalActivityId: 2,
          categories: [{ id: 2011, title: 'Adultes', minAge: 18, maxAge: 0 }],
        },
      ],
    },
    {
      id: 3,
      title: 'Brest Océan',
      city: 'Brest',
      postalCode: '29200',
      latitude: 48.39,
      longitude: -4.49,
      activities: [{ id: 301, title: 'Judo', federalActivityId: 3 }],
    },
  ]);
}

function ClubStub() {
  return <h1>Page du club {useParams().clubId}</h1>;
}

function renderMap(path = '/inscription/carte', store = makeStore()) {
  const { router } = renderWithProviders(null, {
    store,
    route: path,
    routes: [
      { path: '/inscription/carte', Component: MapPage },
      { path: '/inscription/carte/:clubId', Component: ClubStub },
      { path: '/profile/:profileId/inscription/carte', Component: MapPage },
      { path: '/profile/:profileId/inscription/carte/:clubId', Component: ClubStub },
    ],
  });
  return { router };
}

const listItems = () =>
  within(screen.getByRole('region', { name: 'Liste des clubs' }))
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

describe('MapPage', () => {
  it('titles the page and lists every club with a live count', async () => {
    seedThreeClubs();
    renderMap();
    expect(screen.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
    expect(document.title).toBe('Trouver un club – Portail des adhérents');
    expect(await screen.findByText('3 clubs trouvés')).toHaveAttribute('role', 'status');
    expect(listItems()).toEqual(['AMSF Lyon', 'Brest Océan', 'Étoile sportive']);
  });

  it('starts from the first view its first script drew, until its own answer', async () => {
    seedThreeClubs();
    const lyon = {
      id: 1,
      title: 'AMSF Lyon',
      address: null,
      postalCode: '69003',
      city: 'Lyon',
      lat: 45.76,
      lng: 4.84,
    };
    keepFirstMapView({
      box: { width: 675, height: 628 },
      viewport: firstViewport(675, 628),
      ageRangesKnown: true,
      result: {
        filteredCount: 1,
        markers: [{ kind: 'club', key: 'club-1', club: lyon }],
        list: { total: 1, page: 0, items: [lyon] },
      },
    });
    renderMap();

    // Drawn with the page, before any answer: the visitor keeps what they saw.
    expect(screen.getByText('1 club trouvé dans la zone de la carte')).toBeVisible();
    expect(listItems()).toEqual(['AMSF Lyon']);
    // jsdom's map has no size: the app's own answer lists every club.
    expect(await screen.findByText('3 clubs trouvés')).toBeVisible();
    // A later visit in the same tab asks its own.
    expect(readFirstMapView()).toBeUndefined();
  });

  it('searches by town, postal code or name, accents ignored', async () => {
    seedThreeClubs();
    const user = userEvent.setup();
    renderMap();
    await screen.findByText('3 clubs trouvés');
    const search = screen.getByRole('searchbox', { name: 'Rechercher un club' });

    // A town (the address service names it): the clubs around it, with their distance.
    await user.type(search, 'saint etienne');
    expect(
      await screen.findByText('1 club trouvé à moins de 15 km de Saint-Étienne'),
    ).toBeVisible();
    expect(listItems()).toEqual(['Étoile sportive']);
    expect(screen.getByText('42000 Saint-Étienne, à 2,5 km')).toBeVisible();

    await user.clear(search);
    await user.type(search, '29200');
    await waitFor(() => expect(listItems()).toEqual(['Brest Océan']));
    expect(screen.getByText('1 club trouvé à moins de 15 km de Brest')).toBeVisible();

    await user.clear(search);
    await user.type(search, 'Paris');
    expect(await screen.findByText('Aucun club trouvé à moins de 15 km de Paris')).toBeVisible();

    // A club's name is no town: the clubs whose name, town or postal code hold the words.
    await user.clear(search);
    await user.type(search, 'océan');
    expect(await screen.findByText('1 club trouvé')).toBeVisible();
    expect(listItems()).toEqual(['Brest Océan']);
  });

  it('lists the clubs around a searched town, nearest first, whatever town they write', async () => {
    seedClubs([
      { id: 1, title: 'AMSF Lyon', city: 'Lyon', postalCode: '69003' },
      {
        id: 2,
        title: 'Villeurbanne Sports',
        city: 'Villeurbanne',
        postalCode: '69100',
        latitude: 45.7719,
        longitude: 4.8898,
      },
      {
        id: 3,
        title: 'Oullins Natation',
        city: 'Oullins-Pierre-Bénite',
        postalCode: '69310',
        latitude: 45.714,
        longitude: 4.8009,
      },
      {
        id: 4,
        title: 'Étoile sportive',
        city: 'Saint-Étienne',
        postalCode: '42000',
        latitude: 45.44,
        longitude: 4.39,
      },
    ]);
    const user = userEvent.setup();
    renderMap();
    await screen.findByText('4 clubs trouvés');
    const geocoder = recordRequests('GET', geocoderUrl('/search/'));

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un club' }), 'Lyon');
    expect(await screen.findByText('3 clubs trouvés à moins de 15 km de Lyon')).toBeVisible();
    expect(listItems()).toEqual(['AMSF Lyon', 'Villeurbanne Sports', 'Oullins Natation']);
    expect(screen.getByText('69100 Villeurbanne, à 4,3 km')).toBeVisible();
    expect(screen.getByText('69310 Oullins-Pierre-Bénite, à 6,5 km')).toBeVisible();
    expect(Object.fromEntries(geocoder.at(-1)?.url.searchParams ?? [])).toEqual({
      q: 'Lyon',
      type: 'municipality',
      limit: '1',
    });
  });

  it('searches the words when the address service fails', async () => {
    seedThreeClubs();
    mockControl.fail({ api: 'geocoder', method: 'GET', path: '/search*', status: 503 });
    const user = userEvent.setup();
    renderMap();
    await screen.findByText('3 clubs trouvés');
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un club' }), 'Lyon');
    expect(await screen.findByText('1 club trouvé')).toBeVisible();
    expect(listItems()).toEqual(['AMSF Lyon']);
  });

  it('filters by federal activity, listed by title', async () => {
    seedThreeClubs();
    const user = userEvent.setup();
    renderMap();
    const select = screen.getByRole('combobox', { name: 'Activité' });
    await screen.findByRole('option', { name: 'Yoga' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les activités', 'Judo', 'Natation', 'Yoga']);
    await user.selectOptions(select, 'Yoga');
    await screen.findByText('2 clubs trouvés');
    expect(listItems()).toEqual(['AMSF Lyon', 'Étoile sportive']);
  });

  // Issue 32: the federal activities' answer is not shown by the spec (id and title designed);
  // the clubs' federalActivities (enrolment.md 3 'Club') still let the filter work.
  it("filters by the clubs' activity ids when the answer gives no id nor title", async () => {
    seedThreeClubs();
    mockControl.answer('GET', '/public/activities/federal', [{}, {}, {}]);
    const user = userEvent.setup();
    renderMap();
    const select = screen.getByRole('combobox', { name: 'Activité' });
    await screen.findByRole('option', { name: 'Activité n° 2' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Toutes les activités', 'Activité n° 1', 'Activité n° 2', 'Activité n° 3']);
    await user.selectOptions(select, 'Activité n° 2');
    await screen.findByText('2 clubs trouvés');
    expect(listItems()).toEqual(['AMSF Lyon', 'Étoile sportive']);
  });

  it("keeps, for a visitor's birth date, the clubs with a category for that age", async () => {
    seedThreeClubs();
    const user = userEvent.setup();
    renderMap();
    await screen.findByText('3 clubs trouvés');
    const birthDate = screen.getByRole('textbox', { name: 'Pour qui ? Date de naissance' });
    const tenYearsAgo = new Date();
    tenYearsAgo.setFullYear(tenYearsAgo.getFullYear() - 10);
    const typed = [tenYearsAgo.getDate(), tenYearsAgo.getMonth() + 1, tenYearsAgo.getFullYear()]
      .map((part) => String(part).padStart(2, '0'))
      .join('/');
    await user.type(birthDate, typed);
    await screen.findByText('1 club trouvé');
    expect(listItems()).toEqual(['AMSF Lyon']);

    await user.clear(birthDate);
    await user.type(birthDate, '31/02/2010');
    await user.tab();
    expect(birthDate).toHaveAccessibleDescription(/Date de naissance invalide/);
    expect(await screen.findByText('3 clubs trouvés')).toBeVisible();
  });

  it("lets a member pick 'pour qui ?' among their profiles", async () => {
    seedThreeClubs();
    const store = makeStore();
    const adultBirthday = `${new Date().getFullYear() - 40}-01-15`;
    const childBirthday = `${new Date().getFullYear() - 9}-01-15`;
    seedProfiles(
      store,
      [
        apiProfile({ id: 101, firstname: 'Claire', lastname: 'Martin', birthday: adultBirthday }),
        apiProfile({ id: 102, firstname: 'Lucas', lastname: 'Martin', birthday: childBirthday }),
      ],
      [],
      101,
    );
    const user = userEvent.setup();
    renderMap('/profile/101/inscription/carte', store);
    await screen.findByText('3 clubs trouvés');
    const who = screen.getByRole('combobox', { name: 'Pour qui ?' });

    await user.selectOptions(who, 'Lucas Martin');
    await screen.findByText('1 club trouvé');
    expect(listItems()).toEqual(['AMSF Lyon']);

    await user.selectOptions(who, 'Claire Martin');
    await waitFor(() => expect(listItems()).toEqual(['Étoile sportive']));
    expect(screen.getByText('1 club trouvé')).toBeVisible();

    await user.selectOptions(who, 'Tout le monde');
    expect(await screen.findByText('3 clubs trouvés')).toBeVisible();
  });

  it('pages through many clubs, 20 at a time', async () => {
    seedClubs(manyClubSeeds(45));
    const user = userEvent.setup();
    renderMap();
    await screen.findByText('45 clubs trouvés');
    expect(listItems()).toHaveLength(20);
    expect(screen.getByText('Page 1 sur 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await screen.findByText('Page 2 sur 3');
    expect(listItems()[0]).toBe('Club 00021');
  });

  it('opens a club page through a relative link, under a profile too', async () => {
    seedThreeClubs();
    const user = userEvent.setup();
    const { router } = renderMap('/profile/101/inscription/carte');
    await screen.findByText('3 clubs trouvés');
    await user.click(screen.getByRole('link', { name: 'Brest Océan' }));
    expect(await screen.findByRole('heading', { name: 'Page du club 3' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile/101/inscription/carte/3');
  });

  it('shows a French error state for a malformed clubs list, and retries', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No list at all: a list with one bad club keeps its other clubs (tolerant reader).
    seedThreeClubs();
    mockControl.malformed('GET', clubsPath, { times: 1 });
    const calls = recordRequests('GET', apiUrl(clubsPath));
    const user = userEvent.setup();
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les clubs n'ont pas pu être chargés : la réponse du serveur est invalide.",
    );
    // A malformed answer is not retried on its own: the list was asked once.
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('3 clubs trouvés')).toBeVisible();
    expect(calls).toHaveLength(2);
    log.mockRestore();
  });

  it('shows a French error state when the clubs cannot be fetched', async () => {
    seedThreeClubs();
    mockControl.fail({
      method: 'GET',
      path: clubsPath,
      status: 503,
      body: { message: 'Service indisponible' },
    });
    renderMap();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Les clubs n'ont pas pu être chargés. Veuillez réessayer plus tard.",
    );
  });

  describe("'Me localiser'", () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    function fakeGeolocation(
      answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
    ) {
      const getCurrentPosition = vi.fn(
        (success: PositionCallback, failure: PositionErrorCallback) => answer(success, failure),
      );
      Object.defineProperty(navigator, 'geolocation', {
        value: { getCurrentPosition },
        configurable: true,
      });
      return getCurrentPosition;
    }

    it.each([
      [
        'centres the map on the visitor',
        (success: PositionCallback) =>
          success({ coords: { latitude: 45.76, longitude: 4.85 } } as GeolocationPosition),
        'La carte est centrée sur votre position.',
      ],
      [
        'explains a refusal',
        (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1 } as GeolocationPositionError),
        "La localisation a été refusée. Autorisez-la dans votre navigateur pour l'utiliser.",
      ],
      [
        'explains a time-out',
        (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 3 } as GeolocationPositionError),
        'La localisation a pris trop de temps. Veuillez réessayer.',
      ],
    ])('%s, asking with a 5 s time-out and no high accuracy', async (_label, answer, message) => {
      seedThreeClubs();
      const getCurrentPosition = fakeGeolocation(answer);
      const user = userEvent.setup();
      renderMap();
      await screen.findByText('3 clubs trouvés');
      await user.click(screen.getByRole('button', { name: 'Me localiser' }));
      expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
      expect(getCurrentPosition).toHaveBeenCalledWith(
        expect.any(Function),
        expect.any(Function),
        expect.objectContaining({ timeout: 5000, enableHighAccuracy: false }),
      );
    });
  });

  it('says so in French when the map tiles cannot be loaded, and keeps the list', async () => {
    seedThreeClubs();
    renderMap();
    await screen.findByText('3 clubs trouvés');
    const tile = await waitFor(() => {
      // Leaflet's tiles are decorative images without a role or a name: only a selector finds them.
      // eslint-disable-next-line testing-library/no-node-access
      const found = document.querySelector('img.leaflet-tile');
      if (!found) throw new Error('no tile yet');
      return found;
    });
    fireEvent.error(tile);
    expect(await screen.findByText(/Le fond de carte n’a pas pu être chargé/)).toBeVisible();
    expect(listItems()).toHaveLength(3);
  });
});
