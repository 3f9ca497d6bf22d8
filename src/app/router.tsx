import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { membersProfileRoutes, membersPublicRoutes } from '@/features/members/routes';
import { requireAuth } from '@/shared/auth/guards';
import { PublicLayout } from './layouts/public-layout';
import { ChooseProfilePage } from './profile/choose-profile-page';
import { ProfileLoadingPage } from './profile/profile-loading-page';
import { ProfileRoute } from './profile/profile-route';
import { upcomingProfileRoutes, upcomingPublicRoutes } from './upcoming-routes';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      ...membersPublicRoutes,
      ...upcomingPublicRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
  {
    path: '/profile',
    loader: requireAuth,
    children: [
      { index: true, Component: ProfileLoadingPage },
      { path: 'choose', Component: ChooseProfilePage },
      {
        path: ':profileId',
        Component: ProfileRoute,
        children: [
          ...membersProfileRoutes,
          ...upcomingProfileRoutes,
          { path: '*', element: <Navigate to="home" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
