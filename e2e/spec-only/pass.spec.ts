import type { Page } from '@playwright/test';
import { family } from '../fixtures';
import { programme, sessionDialog, slot } from '../pass-journey';
import { authFile, openSignedIn } from '../signed-in';
import { expect, test } from './spec-only-test';

test.use({ storageState: authFile(family) });

/**
 * The profile's licence number is a designed field (docs/openapi/main-api.yaml): without it the
 * member types the number printed on the licence, then PASS logs in with it.
 */
async function logInByLicenceNumber(page: Page) {
  await openSignedIn(page, '/profile/101/pass');
  await expect(page.getByText(/la connexion se fait avec votre numéro de licence/)).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter à PASS' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'numéro' })).toHaveText(
    'Saisissez votre numéro de licence.',
  );
  await page.getByLabel('Numéro de licence').fill('AMSF-069-001984');
  await page.getByRole('button', { name: 'Se connecter à PASS' }).click();
}

test('spec-only: login by licence number, first launch, then a booking in the programme', async ({
  page,
}) => {
  await logInByLicenceNumber(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans PASS' })).toBeVisible();
  const start = page.getByRole('button', { name: "C'est parti !" });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" }).check();
  await start.click();

  await expect(page).toHaveURL(/\/profile\/101\/pass\/home\/seances$/);
  await expect(page.getByRole('tab', { name: 'Programmation', selected: true })).toBeVisible();
  await expect(programme(page).getByRole('heading', { level: 2 }).first()).toBeVisible();

  const session = slot(page, 'Étirements', 2);
  await session.click();
  const dialog = sessionDialog(page, 'Étirements');
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre réservation est confirmée.' }),
  ).toBeVisible();
  await expect(session).toContainText('Séance réservée');
});
