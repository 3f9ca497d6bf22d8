import type { RouteObject } from 'react-router';

/** Public pages of the members area, mounted under the public layout. */
export const membersPublicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./visitor-guide-page').then((m) => ({ Component: m.VisitorGuidePage })),
  },
  {
    path: 'payments/:result',
    lazy: () => import('./payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  },
];

/** Pages under profile/{profileId}/, mounted inside the profile shell. */
export const membersProfileRoutes: RouteObject[] = [
  { path: 'home', lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })) },
  {
    path: 'actualites',
    lazy: () => import('./news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: 'mes_info',
    lazy: () => import('./personal-info-page').then((m) => ({ Component: m.PersonalInfoPage })),
  },
  {
    path: 'ajouter_membre',
    lazy: () => import('./personal-info-page').then((m) => ({ Component: m.PersonalInfoPage })),
  },
];
