import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminProfileRoutes } from '@/features/admin/routes';
import { chatProfileRoutes } from '@/features/chat/routes';
import { enrolmentProfileRoutes, enrolmentPublicRoutes } from '@/features/enrolment/routes';
import {
  membersProfileRoutes,
  membersPublicRoutes,
  membersRegistrationAreaRoutes,
} from '@/features/members/routes';
import { passProfileRoutes } from '@/features/pass/routes';
import { requireAuth } from '@/shared/auth/guards';
import { AppRoot } from './app-root';
import { FirstRouteLoading } from './first-route-loading';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * 'Mes inscriptions' spans two features: enrolment's page shows the requests and an outlet,
 * the members feature fills it with memberships, schedules and reservations.
 */
function withRegistrationAreas(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject =>
    route.path === 'mes_inscriptions' && !route.index
      ? { ...route, index: false, children: membersRegistrationAreaRoutes }
      : route,
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      ...membersPublicRoutes,
      ...enrolmentPublicRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  {
    path: '/profile',
    loader: requireAuth,
    children: [
      {
        index: true,
        lazy: () =>
          import('./profile/profile-loading-page').then((m) => ({
            Component: m.ProfileLoadingPage,
          })),
      },
      {
        path: 'choose',
        lazy: () =>
          import('./profile/choose-profile-page').then((m) => ({ Component: m.ChooseProfilePage })),
      },
      {
        path: ':profileId',
        lazy: () => import('./profile/profile-route').then((m) => ({ Component: m.ProfileRoute })),
        children: [
          ...membersProfileRoutes,
          ...withRegistrationAreas(enrolmentProfileRoutes),
          ...adminProfileRoutes,
          ...chatProfileRoutes,
          ...passProfileRoutes,
          { path: '*', element: <Navigate to="home" replace /> },
        ],
      },
    ],
  },
];

export const appRoutes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FirstRouteLoading,
    children: routes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
