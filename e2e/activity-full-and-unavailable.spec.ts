import { expect, expectAccessible, test } from './fixtures';

test('a full category cannot be chosen and an activity without category is unavailable', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1/110');
  await expect(page.getByRole('heading', { level: 1, name: 'Badminton' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Catégories' });
  await expect(
    categories.getByRole('button', { name: 'Inscription – Compétition' }),
  ).toBeDisabled();
  await expect(categories.getByText('Complet')).toBeVisible();
  await expect(categories.getByRole('button', { name: 'Inscription – Loisirs' })).toBeEnabled();
  await expect(categories.getByText('1 place disponible sur 30')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/inscription/carte/1/111');
  await expect(page.getByRole('heading', { level: 1, name: 'Marche nordique' })).toBeVisible();
  await expect(page.getByText('Cette activité est indisponible')).toBeVisible();
  await expectAccessible(page);
});
