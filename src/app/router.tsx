import {
  Navigate,
  type RouteObject,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import { adminProfileRoutes } from '@/features/admin/routes';
import { chatProfileRoutes } from '@/features/chat/routes';
import { enrolmentProfileRoutes, enrolmentPublicRoutes } from '@/features/enrolment/routes';
import { membersProfileRoutes, membersPublicRoutes } from '@/features/members/routes';
import { passProfileRoutes } from '@/features/pass/routes';
import { requireAuth } from '@/shared/auth/guards';
import { importInSteps } from '@/shared/lib/import-in-steps';
import { yieldWhereScheduled } from '@/shared/lib/yield-to-main';
import { AppRoot } from './app-root';
import { FirstRouteLoading } from './first-route-loading';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorPage } from './route-error-page';

/**
 * The large modules nearly every signed-in page needs, each evaluated in a task of its own before
 * any page's code: with the first page's they were one task of 50 ms at full speed on this
 * machine, ten times that on a low-tier phone (docs/adr/0031).
 */
let sharedModules: Promise<void> | undefined;
function loadSharedModules(): Promise<void> {
  sharedModules ??= importInSteps([
    // zod itself, with the smallest module of ours that needs it: a dynamic import of 'zod'
    // would keep every export of the package.
    () => import('@/shared/api/not-shown-answer'),
    () => import('@/shared/api/api-slice'),
    () => import('@/shared/api/http'),
  ]).catch((error: unknown) => {
    // A file that could not be fetched is asked again by the next navigation.
    sharedModules = undefined;
    throw error;
  });
  return sharedModules;
}

/** The routes, each of whose code loads after the shared modules. */
function afterSharedModules(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const loaded = typeof lazy === 'function' ? { lazy: () => loadSharedModules().then(lazy) } : {};
    return {
      ...route,
      ...loaded,
      ...(children ? { children: afterSharedModules(children) } : {}),
    } as RouteObject;
  });
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
    children: afterSharedModules([
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
    ]),
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

/**
 * createBrowserRouter in two tasks: the router built (its route table, the first matches), then
 * started (the first navigation: every matched route's loaders and code asked for). In one they
 * were a task of 24 to 48 ms in Lighthouse's traces of a signed-in page, about ten times that on a
 * low-tier phone (issue 37). React Router's own createBrowserRouter, minus the server-rendered
 * page's data this app never has.
 */
export async function createAppRouter() {
  const router = createRouter({
    history: createBrowserHistory(),
    routes: appRoutes,
    mapRouteProperties,
    hydrationRouteProperties,
  });
  await yieldWhereScheduled();
  return router.initialize();
}
