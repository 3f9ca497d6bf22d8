import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ComponentType } from 'react';
import type { Activity, ActivityCategory, CategoryPrice } from '@/features/enrolment/api/activity';
import type { ClubDetails } from '@/features/enrolment/api/get-club-details';
import type { Session } from '@/features/enrolment/api/session';
import { server, testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';
import { profileLoaded, type CurrentProfile } from '@/shared/session/session-slice';
import type { AppStore } from '@/shared/store/store';
import { apiProfile } from '../../factories';
import { renderWithProviders, setUpApp } from '../../test-utils';

export const apiUrl = (path: string) => `${absoluteUrl(testConfig.apiBaseUrl, testOrigin)}${path}`;
export const geocoderUrl = (path: string) =>
  `${absoluteUrl(testConfig.geocoderUrl, testOrigin)}${path}`;
const product = testConfig.productSlug;

export function price(overrides: {
  id: number;
  seasonId?: number;
  seasonTitle?: string;
  amount?: number;
  title?: string;
}): CategoryPrice {
  return {
    id: overrides.id,
    season: { id: overrides.seasonId ?? 4, title: overrides.seasonTitle ?? '2026/2027' },
    title: overrides.title ?? 'Cotisation annuelle',
    totalAmount: overrides.amount ?? 150,
  };
}

export function category(overrides: Partial<ActivityCategory> = {}): ActivityCategory {
  const id = overrides.id ?? 1011;
  return {
    id,
    title: 'Adultes',
    full: false,
    forSale: true,
    possiblePreRegistration: true,
    registrationWithoutValidation: false,
    preSales: false,
    maxRegistration: 0,
    soldPlaces: 0,
    infoDemand: true,
    minAge: 18,
    maxAge: 0,
    marge: 0,
    licenseLevel: { id: 1 },
    paymentSplit: 1,
    activityCategoryPrices: [price({ id: id * 10 + 1 })],
    categoriesSessionsForCurrentSeason: [],
    ...overrides,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 101,
    clubId: 1,
    title: 'Natation',
    description: '<p>Nage libre <strong>encadrée</strong>.</p>',
    address: '8 quai Claude Bernard',
    addressContinued: 'Centre nautique',
    zipCode: '69007',
    city: 'Lyon',
    addressWebsite: null,
    imageUrl: '/mock-media/activities/natation.jpg',
    type: 1,
    federalActivityId: 1,
    stageDroitsOmnisport: false,
    publishedOnMemberPortal: true,
    activityCategories: [],
    ...overrides,
  };
}

export function clubDetails(overrides: Partial<ClubDetails> = {}): ClubDetails {
  return {
    id: 1,
    title: 'AMSF Lyon',
    site: 'https://lyon.amsf.example.fr',
    logoUrl: '/mock-media/clubs/amsf-lyon.svg',
    latitude: 45.76,
    longitude: 4.85,
    address: '18 rue Servient',
    postalCode: '69003',
    city: 'Lyon',
    email: null,
    phone: null,
    federalActivities: [],
    parametersClub: { helloassoClubSlug: null },
    ...overrides,
  };
}

export function session(overrides: Partial<Session> & { id: number; date: string }): Session {
  return {
    startHour: '19:00:00',
    endHour: '20:00:00',
    categoryId: null,
    description: null,
    availablePlaces: null,
    bookingOpensOn: null,
    ...overrides,
  };
}

const json = (body: unknown) => HttpResponse.json(body as JsonBodyType);

export function serveClub(club: ClubDetails, activities: Activity[]) {
  server.use(
    http.get(apiUrl(`/public/${product}/${club.id}`), () => json(club)),
    http.get(apiUrl(`/public/valides/activities/${club.id}`), () => json(activities)),
  );
}

/**
 * The activity page's calls. Sessions come from `sessionsOf(startDate, endDate)`; the weeks
 * asked for are returned so tests can check the navigation.
 */
export function serveActivity({
  club = clubDetails(),
  activity: served = activity(),
  categories = [category()],
  sessionsOf = () => [],
  geocoded = {
    label: '8 Quai Claude Bernard 69007 Lyon',
    coordinates: [4.8427, 45.7508],
    type: 'housenumber',
  },
}: {
  club?: ClubDetails;
  activity?: Activity;
  categories?: ActivityCategory[];
  sessionsOf?: (startDate: string, endDate: string) => Session[];
  geocoded?: { label: string; coordinates: [number, number]; type: string } | null;
} = {}) {
  const weeks: string[] = [];
  const geocoderQueries: string[] = [];
  server.use(
    http.get(apiUrl(`/public/${product}/${club.id}`), () => json(club)),
    http.get(apiUrl(`/public/activity/${served.id}`), () => json(served)),
    http.get(apiUrl(`/public/valides/Categories/${served.id}`), () => json(categories)),
    http.get(apiUrl('/public/sessions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const startDate = query.get('startDate') ?? '';
      const endDate = query.get('endDate') ?? '';
      weeks.push(`${startDate}/${endDate}`);
      return json(sessionsOf(startDate, endDate));
    }),
    http.get(geocoderUrl('/search/'), ({ request }) => {
      geocoderQueries.push(new URL(request.url).searchParams.get('q') ?? '');
      return json({
        type: 'FeatureCollection',
        features: geocoded
          ? [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: geocoded.coordinates },
                properties: { label: geocoded.label, type: geocoded.type, score: 0.9 },
              },
            ]
          : [],
      });
    }),
  );
  return { weeks, geocoderQueries };
}

export function visitorStore(): AppStore {
  return setUpApp({ user: 'anonymous' });
}

export function memberStore(profile: Partial<CurrentProfile> | null): AppStore {
  const store = setUpApp({ user: 'famille.martin@exemple.fr' });
  if (profile) {
    store.dispatch(
      profileLoaded({
        ...apiProfile({ id: 101 }),
        oldMemberships: [],
        renewableMemberships: [],
        activeOrders: [],
        usesCommunity: false,
        unreadMessages: 0,
        hasActiveConversations: false,
        ...profile,
      }),
    );
  }
  return store;
}

export const pageRoutes = (pages: {
  club?: ComponentType;
  activity?: ComponentType;
  prices?: ComponentType;
}) =>
  [
    ['inscription/carte/:clubId', pages.club],
    ['inscription/carte/:clubId/:activityId', pages.activity],
    ['inscription/carte/:clubId/:activityId/cotisations', pages.prices],
    ['profile/:profileId/inscription/carte/:clubId', pages.club],
    ['profile/:profileId/inscription/carte/:clubId/:activityId', pages.activity],
    ['profile/:profileId/inscription/carte/:clubId/:activityId/cotisations', pages.prices],
  ].flatMap(([path, Component]) =>
    Component ? [{ path: `/${path as string}`, Component: Component as ComponentType }] : [],
  );

/** Renders the pages at `path` with stubs of where they lead, inside the app's providers. */
export function renderAt(
  path: string,
  pages: Parameters<typeof pageRoutes>[0],
  store: AppStore = visitorStore(),
) {
  return renderWithProviders(null, {
    store,
    route: path,
    user: store.getState().session.account ? 'famille.martin@exemple.fr' : 'anonymous',
    routes: [
      ...pageRoutes(pages),
      { path: '/inscription/carte', element: <h1>Carte des clubs</h1> },
      { path: '/profile', element: <h1>Connexion</h1> },
      { path: '/profile/:profileId/inscription/carte', element: <h1>Carte des clubs</h1> },
    ],
  });
}
