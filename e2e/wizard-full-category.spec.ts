import { expect, expectAccessible, wizardTest as test } from './wizard-test';
import { openActivity } from './wizard-journey';

test('a full category opens nothing', async ({ page }) => {
  await openActivity(page, 110);
  const categories = page.getByRole('region', { name: 'Catégories' });
  const full = categories.getByRole('button', { name: 'Inscription – Compétition' });
  await expect(full).toBeDisabled();
  // Forced on purpose: a click on the disabled button must open nothing.
  // eslint-disable-next-line playwright/no-force-option
  await full.click({ force: true });
  await expect(categories.getByRole('button', { name: 'Inscription – Loisirs' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});
