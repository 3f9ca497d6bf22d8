import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
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

/**
 * Chooses a club in the club combobox of `scope` as a person does: types part of its name, then
 * clicks the suggestion.
 */
export async function chooseClub(
  user: UserEvent,
  scope: HTMLElement,
  typed: string,
  club: string,
): Promise<void> {
  const box = within(scope).getByRole('combobox', { name: /Club/ });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.keyboard(typed);
  await user.click(await screen.findByRole('option', { name: club }));
  expect(box).toHaveValue(club);
}
