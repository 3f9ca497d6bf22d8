import { adminProfileRoutes } from '@/features/admin/routes';
import { renderWithProviders, type DemoEmail } from '../../test-utils';

/** The administration's routes under a profile, without the shell; home is a stub. */
export function renderAdmin(route: string, user: DemoEmail) {
  return renderWithProviders(null, {
    route,
    user,
    routes: [
      { path: '/profile/:profileId', children: adminProfileRoutes },
      { path: '/profile/:profileId/home', element: <h1>Accueil</h1> },
    ],
  });
}

export const demo = {
  superAdmin: 'admin.super@exemple.fr',
  federationAdmin: 'admin.federation@exemple.fr',
  regionAdmin: 'admin.region@exemple.fr',
  clubAdmin: 'admin.club@exemple.fr',
  family: 'famille.martin@exemple.fr',
} as const satisfies Record<string, DemoEmail>;
