import { family, signInAt } from '../fixtures';
import { expect, test } from './spec-only-test';

test('spec-only: a visitor signs in and chooses a profile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Connexion' }).click();
  await signInAt(page, family);
  await expect(page.getByRole('heading', { name: 'Choisissez un profil' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Martin/ })).toHaveCount(3);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
      name: /Accueil/,
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('spec-only: the map lists the clubs and opens one', async ({ page }) => {
  await page.goto('/inscription/carte');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Liste des clubs' });
  await expect(list.getByRole('status').filter({ hasText: /trouvé/ })).toHaveText(
    /^\d[\d\s\u202f]* clubs trouvés dans la zone de la carte$/,
  );
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill('lyon');
  await list.getByRole('link', { name: 'AMSF Lyon' }).click();
  await expect(page).toHaveURL(/\/inscription\/carte\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
});

test('spec-only: a club shows its activities and events, then an activity and its prices', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1');
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'Natation' })).toBeVisible();
  await page.getByRole('tab', { name: 'Événements' }).click();
  await expect(panel.getByRole('link', { name: 'Course des Lumières' })).toBeVisible();
  await page.getByRole('tab', { name: 'Activités' }).click();
  await panel.getByRole('link', { name: 'Natation' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
  const timetable = page.getByRole('region', { name: 'Horaires' });
  await expect(timetable.getByRole('heading', { level: 3 })).toHaveCount(7);
  const categories = page.getByRole('region', { name: 'Catégories' });
  await expect(categories.getByRole('heading', { level: 3, name: 'Adultes' })).toBeVisible();
  await page.getByRole('link', { name: 'Cotisations' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cotisations : Natation' }),
  ).toBeVisible();
  const adults = page.getByRole('table', { name: 'Tarifs de la catégorie Adultes' });
  await expect(adults.getByRole('row', { name: /Tarif plein/ })).toContainText('210,00');
});
