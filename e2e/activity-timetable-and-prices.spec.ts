import { expect, expectAccessible, test } from './fixtures';

test('a visitor reads an activity, changes week and opens its prices', async ({ page }) => {
  await page.goto('/inscription/carte/1/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
  await expect(page).toHaveTitle('Natation – Portail des adhérents');
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('Nage libre');
  const address = page.getByRole('region', { name: 'Adresse' });
  await expect(address.locator('address')).toContainText('Centre nautique Tony Bertrand');
  await expect(address.locator('address')).toContainText('8 quai Claude Bernard');
  // The address service placed it: the map's link points at the spot.
  await expect(
    address.getByRole('link', { name: 'Voir sur la carte (nouvel onglet)' }),
  ).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=45\.\d+&mlon=4\.\d+/);

  const timetable = page.getByRole('region', { name: 'Horaires' });
  const weekLabel = timetable.getByText(/^Semaine \d+$/);
  await expect(weekLabel).toBeVisible();
  const firstWeek = Number((await weekLabel.textContent())?.replace(/\D/g, ''));
  await expect(timetable.getByRole('heading', { level: 3 })).toHaveCount(7);
  await expect(timetable.getByRole('heading', { level: 3 }).first()).toHaveText(/^lundi /);
  await expect(timetable.getByText('19:00 – 20:00').first()).toBeVisible();
  await expect(timetable.getByText('Pas de séance ce jour.').first()).toBeVisible();

  const categories = page.getByRole('region', { name: 'Catégories' });
  await expect(categories.getByRole('heading', { level: 3, name: 'Adultes' })).toBeVisible();
  await expect(categories.getByRole('button', { name: /^Inscription/ }).first()).toBeEnabled();
  await expectAccessible(page);

  await timetable.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(weekLabel).not.toHaveText(`Semaine ${firstWeek}`);
  await expect(timetable.getByRole('heading', { level: 3 })).toHaveCount(7);
  await timetable.getByRole('button', { name: 'Semaine précédente' }).click();
  await expect(weekLabel).toHaveText(`Semaine ${firstWeek}`);

  await page.getByRole('link', { name: 'Cotisations' }).click();
  await expect(page).toHaveURL(/\/inscription\/carte\/1\/101\/cotisations$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cotisations : Natation' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Cotisations – Natation – Portail des adhérents');
  const adults = page.getByRole('table', { name: 'Tarifs de la catégorie Adultes' });
  await expect(adults.getByRole('row', { name: /Tarif plein/ })).toContainText('210,00');
  await expectAccessible(page);

  await page.getByRole('link', { name: /Retour à l'activité/ }).click();
  await expect(page).toHaveURL(/\/inscription\/carte\/1\/101$/);
  await page.getByRole('link', { name: /Retour au club/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
});
