import type { RouteObject } from 'react-router';

/** The footer shows the accessibility status of the statement ('Accessibilité : …'). */
export { accessibilityStatus } from '../legal/accessibility-status';

/** Public pages of the members area, mounted under the public layout. */
export const membersPublicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('./visitor-guide-page').then((m) => ({ Component: m.VisitorGuidePage })),
  },
  {
    path: 'mentions-legales',
    lazy: () =>
      import('../legal/legal-notice-page').then((m) => ({ Component: m.LegalNoticePage })),
  },
  {
    path: 'donnees-personnelles',
    lazy: () =>
      import('../legal/personal-data-page').then((m) => ({ Component: m.PersonalDataPage })),
  },
  {
    path: 'accessibilite',
    lazy: () =>
      import('../legal/accessibility-statement-page').then((m) => ({
        Component: m.AccessibilityStatementPage,
      })),
  },
  {
    path: 'premium-pack',
    lazy: () =>
      import('../premium/premium-pack-page').then((m) => ({ Component: m.PremiumPackPage })),
  },
  {
    path: 'attestation/verifier/:attestationId?/:code?',
    lazy: () =>
      import('../attestation-verification/attestation-verification-page').then((m) => ({
        Component: m.AttestationVerificationPage,
      })),
  },
  {
    path: 'hors-ligne',
    lazy: () => import('../licence-card/offline-page').then((m) => ({ Component: m.OfflinePage })),
  },
  {
    path: 'payments/:result',
    lazy: () => import('./payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  },
];

/** Pages under profile/{profileId}/, mounted inside the profile shell. */
export const membersProfileRoutes: RouteObject[] = [
  {
    path: 'paiements/:result',
    lazy: () => import('./payment-result-page').then((m) => ({ Component: m.PaymentResultPage })),
  },
  { path: 'home', lazy: () => import('./home-page').then((m) => ({ Component: m.HomePage })) },
  {
    path: 'actualites',
    lazy: () => import('./news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: 'mes_info',
    lazy: () =>
      import('../personal-info/personal-info-page').then((m) => ({
        Component: m.PersonalInfoPage,
      })),
  },
  {
    path: 'ajouter_membre',
    lazy: () =>
      import('../personal-info/personal-info-page').then((m) => ({
        Component: m.PersonalInfoPage,
      })),
  },
  {
    path: 'carte-licence',
    lazy: () =>
      import('../licence-card/licence-card-page').then((m) => ({ Component: m.LicenceCardPage })),
  },
  {
    path: 'certif_honorabilite',
    lazy: () =>
      import('../honorability/honorability-page').then((m) => ({ Component: m.HonorabilityPage })),
  },
  {
    path: 'nutrition',
    lazy: () => import('../nutrition/nutrition-page').then((m) => ({ Component: m.NutritionPage })),
  },
  {
    path: 'sante',
    lazy: () => import('../documents/health-page').then((m) => ({ Component: m.HealthPage })),
  },
  {
    path: 'mes_inscriptions',
    lazy: () => import('./registrations-page').then((m) => ({ Component: m.RegistrationsPage })),
  },
];
