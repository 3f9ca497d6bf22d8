import type { RouteObject } from 'react-router';

/**
 * The map module (docs/spec/enrolment.md section 2): the same pages for visitors
 * (/inscription/carte) and under a profile (/profile/{id}/inscription/carte). Each page loads only
 * when visited.
 */
const mapRoutes: RouteObject[] = [
  {
    path: 'inscription/carte',
    children: [
      {
        index: true,
        lazy: () => import('../map/map-page').then((m) => ({ Component: m.MapPage })),
      },
      {
        path: ':clubId',
        lazy: () => import('../club/club-page').then((m) => ({ Component: m.ClubPage })),
      },
      {
        path: ':clubId/:activityId',
        lazy: () =>
          import('../activity/activity-page').then((m) => ({ Component: m.ActivityPage })),
      },
      {
        path: ':clubId/:activityId/cotisations',
        lazy: () => import('../activity/prices-page').then((m) => ({ Component: m.PricesPage })),
      },
    ],
  },
];

export const enrolmentPublicRoutes: RouteObject[] = mapRoutes;
export const enrolmentProfileRoutes: RouteObject[] = mapRoutes;
