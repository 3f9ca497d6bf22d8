import type { RouteObject } from 'react-router';
import { importInSteps } from '@/shared/lib/import-in-steps';

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
        // The sanitiser (DOMPurify, 28 KB) first, in a task of its own (docs/adr/0031).
        lazy: () =>
          importInSteps([() => import('@/shared/ui/sanitize-html')])
            .then(() => import('../activity/activity-page'))
            .then((m) => ({ Component: m.ActivityPage })),
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
