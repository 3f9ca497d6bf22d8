import type { RouteObject } from 'react-router';

const toSessions = {
  lazy: () => import('./to-sessions').then((m) => ({ Component: m.ToSessions })),
};

/**
 * profile/{id}/pass: first (first launch) and home/{tab} (seances by default; any unknown path
 * goes to seances), docs/spec/members-area.md 2.
 */
export const passProfileRoutes: RouteObject[] = [
  {
    path: 'pass',
    lazy: () => import('./pass-area').then((m) => ({ Component: m.PassArea })),
    children: [
      { index: true, ...toSessions },
      {
        path: 'first',
        lazy: () => import('./first-launch-page').then((m) => ({ Component: m.FirstLaunchPage })),
      },
      {
        path: 'home/:tab',
        lazy: () => import('./pass-home-page').then((m) => ({ Component: m.PassHomePage })),
      },
      { path: '*', ...toSessions },
    ],
  },
];
