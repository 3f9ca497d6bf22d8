import type { Locator, Page } from '@playwright/test';
import { expect, federationAdmin, signIn } from './fixtures';

/** Signed in as the federation admin, finds Isabelle Roux's account in 'Recherche' and opens it. */
export async function openRouxAccountAsFederationAdmin(page: Page): Promise<void> {
  await signIn(page, federationAdmin);
  await page.goto('/profile/401/users/home/search/recherche');
  await page
    .getByRole('searchbox', { name: 'Rechercher par nom de famille, prénom ou adresse email' })
    .fill('roux');
  await page.getByRole('link', { name: 'famille.roux@exemple.fr' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
  ).toBeVisible();
}

/** The club combobox of `scope` (a dialog, a form, the page). */
export function clubBox(scope: Page | Locator): Locator {
  return scope.getByRole('combobox', { name: 'Club', exact: true });
}

/**
 * Picks a club as a keyboard user does: types `typed` into the club combobox, whose only
 * suggestion must then be `club`, and chooses it with the arrow and Enter.
 */
export async function pickClub(scope: Page | Locator, typed: string, club: string): Promise<void> {
  const box = clubBox(scope);
  await expect(box).toBeEnabled();
  await box.focus();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(typed);
  const list = scope.getByRole('listbox', { name: 'Club', exact: true });
  await expect(list.getByRole('option')).toHaveText([club]);
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(box).toHaveValue(club);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}
