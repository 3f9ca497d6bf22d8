import { expect, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page paints from its HTML alone, styled and titled in French', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Bienvenue – Portail des adhérents');
    await expect(
      page.getByRole('heading', { level: 1, name: "Bienvenue sur l'espace adhérent AMSF" }),
    ).toBeVisible();
    const findClub = page.getByRole('link', { name: 'Trouver un club' });
    await expect(findClub).toHaveAttribute('href', '/inscription/carte');
    // The guide's own stylesheet (a lazy chunk's for the app) is linked: links look like buttons.
    await expect(findClub).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.getByRole('link', { name: /^Accessibilité :/ })).toBeVisible();
  });

  test('other addresses get the app shell, never the landing page', async ({ page }) => {
    await page.goto('/inscription/carte');
    await expect(page.getByRole('heading', { name: /Bienvenue/ })).toHaveCount(0);
  });
});

test('the app takes over the prerendered landing page and keeps it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Trouver un club' }).click();
  await expect(page).toHaveURL(/\/inscription\/carte$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
