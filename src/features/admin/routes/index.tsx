import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '@/shared/config/paths';

/** Back to the list tab, whatever unknown address led here (docs/spec/administration.md 2.1). */
function ToList() {
  const profileId = Number(useParams().profileId);
  return <Navigate to={`${paths.admins(profileId)}/liste`} replace />;
}

const lazyTab = (path: string, load: () => Promise<{ Component: React.ComponentType }>) => ({
  path,
  lazy: load,
});

/** Pages under profile/{profileId}/: the user-administration group and the club directory. */
export const adminProfileRoutes: RouteObject[] = [
  {
    path: 'users',
    lazy: () => import('./admin-guard').then((m) => ({ Component: m.AdminGuard })),
    children: [
      {
        path: 'home',
        children: [
          {
            path: 'search',
            lazy: () => import('./admin-home-page').then((m) => ({ Component: m.AdminHomePage })),
            children: [
              lazyTab('liste', () =>
                import('../users/account-list-tab').then((m) => ({ Component: m.AccountListTab })),
              ),
              lazyTab('recherche', () =>
                import('../users/account-search-tab').then((m) => ({
                  Component: m.AccountSearchTab,
                })),
              ),
              lazyTab('invitations', () =>
                import('../invitations/invitation-tab').then((m) => ({
                  Component: m.InvitationTab,
                })),
              ),
              lazyTab('fonctions', () =>
                import('../functions/functions-tab').then((m) => ({ Component: m.FunctionsTab })),
              ),
              { path: '*', Component: ToList },
              { index: true, Component: ToList },
            ],
          },
          {
            path: ':email',
            lazy: () => import('../users/account-page').then((m) => ({ Component: m.AccountPage })),
          },
          { index: true, Component: ToList },
          { path: '*', Component: ToList },
        ],
      },
      { index: true, Component: ToList },
      { path: '*', Component: ToList },
    ],
  },
  { path: 'functions/*', Component: ToList },
  {
    path: 'mon_annuaire',
    lazy: () =>
      import('../directory/club-directory-page').then((m) => ({ Component: m.ClubDirectoryPage })),
  },
];
