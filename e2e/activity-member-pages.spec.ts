import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member reaches the club, activity and price pages under the profile', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const profileRoot = new URL(page.url()).pathname.replace(/\/home$/, '');

  await page.goto(`${profileRoot}/inscription/carte/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tabpanel').getByRole('link', { name: 'Natation' }).click();
  await expect(page).toHaveURL(`${profileRoot}/inscription/carte/1/101`);
  await expect(page.getByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
  const register = page
    .getByRole('region', { name: 'Catégories' })
    .getByRole('button', { name: 'Inscription – Adultes' });
  await expectAccessible(page);

  // A member goes to the sign-up wizard, never to the form without an account.
  await register.click();
  await expect(page.getByRole('dialog', { name: "Qui s'inscrit ?" })).toBeVisible();
  await expect(page.getByRole('button', { name: "Je n'ai pas de compte" })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'Cotisations' }).click();
  await expect(page).toHaveURL(`${profileRoot}/inscription/carte/1/101/cotisations`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cotisations : Natation' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Retour à l'activité/ }).click();
  await page.getByRole('link', { name: /Retour au club/ }).click();
  await page.getByRole('link', { name: /Retour à la carte/ }).click();
  await expect(page).toHaveURL(`${profileRoot}/inscription/carte`);
});
