import type { Page } from '@playwright/test';
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
