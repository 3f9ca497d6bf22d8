import type { ComponentType } from 'react';
import type { ActivityCategory, CategoryPrice } from '@/features/enrolment/api/activity';
import type { CurrentProfile } from '@/shared/session/session-slice';
import type { AppStore } from '@/shared/store/store';
import { apiProfile } from '../../factories';
import { seedCurrentProfile } from '../../session-seed';
import { renderWithProviders, setUpApp } from '../../test-utils';

/** Wire shapes for the pure rules' tests; the pages read the seeded database instead. */
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

export function visitorStore(): AppStore {
  return setUpApp({ user: 'anonymous' });
}

export function memberStore(profile: Partial<CurrentProfile> | null): AppStore {
  const store = setUpApp({ user: 'famille.martin@exemple.fr' });
  if (profile) {
    seedCurrentProfile(store, {
        ...apiProfile({ id: 101 }),
        oldMemberships: [],
        renewableMemberships: [],
        activeOrders: [],
        usesCommunity: false,
        unreadMessages: 0,
        hasActiveConversations: false,
        ...profile,
    });
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
