import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminProfileRoutes } from '@/features/admin/routes';
import { chatProfileRoutes } from '@/features/chat/routes';
import { enrolmentProfileRoutes, enrolmentPublicRoutes } from '@/features/enrolment/routes';
import { membersProfileRoutes, membersPublicRoutes } from '@/features/members/routes';
import { passProfileRoutes } from '@/features/pass/routes';
import { requireAuth } from '@/shared/auth/guards';
import { AppRoot } from './app-root';
import { FirstRouteLoading } from './first-route-loading';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './route-error-page';

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
          ...enrolmentProfileRoutes,
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
