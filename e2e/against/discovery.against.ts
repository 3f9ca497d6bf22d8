import { expect, test } from './against-test';
import { openFirstActivity } from './find-activity';

test("carte : le premier club d'une ville cherchée avec une activité publiée, ses catégories et ses horaires", async ({
  page,
}) => {
  await openFirstActivity(page);
  const categories = page.getByRole('region', { name: 'Catégories' });
  await expect(categories.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Horaires' })).toBeVisible();
});
