import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('first launch: the terms must be accepted before the programme opens', async ({ page }) => {
  await openSignedIn(page, '/profile/101/pass');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue dans PASS' })).toBeVisible();
  const start = page.getByRole('button', { name: "C'est parti !" });
  await expect(start).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Mon club PASS' })).toHaveValue('11');
  await expectAccessible(page);

  // Keyboard only: the terms link, its 1000 px dialog, Escape back to the page.
  await page.getByRole('button', { name: "conditions d'utilisation" }).focus();
  await page.keyboard.press('Enter');
  const terms = page.getByRole('dialog', { name: "Conditions d'utilisation" });
  await expect(terms.getByText('Version du 1er avril 2021')).toBeVisible();
  await expect(terms.getByText(/plus de 24 heures avant le début de la séance/)).toBeVisible();
  expect((await terms.boundingBox())?.width).toBeGreaterThan(900);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(terms).toHaveCount(0);

  await page.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" }).focus();
  await page.keyboard.press('Space');
  await expect(start).toBeEnabled();
  await page
    .getByRole('combobox', { name: 'Mon club PASS' })
    .selectOption({ label: 'PASS Villeurbanne Gratte-Ciel' });
  await start.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/profile\/101\/pass\/home\/seances$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mon PASS – PASS Villeurbanne Gratte-Ciel' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Programmation', selected: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Séances programmées' })
      .getByRole('heading', { level: 2 })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  // The flag is stored: a new visit goes straight to the tabs.
  await page.goto('/profile/101/pass');
  await expect(page).toHaveURL(/\/pass\/home\/seances$/);
});
