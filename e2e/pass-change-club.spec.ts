import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, programme } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

test('changing the PASS club in Mon compte selects it everywhere', async ({ page }) => {
  await openPass(page, 101, 'mon_compte');
  await expect(page.getByRole('heading', { level: 2, name: 'Mes offres' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('combobox', { name: 'Mon club PASS' })
    .selectOption({ label: 'PASS Villeurbanne Gratte-Ciel' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mon PASS – PASS Villeurbanne Gratte-Ciel' }),
  ).toBeVisible();
  await expect(page.getByText('Complexe sportif des Gratte-Ciel')).toBeVisible();
  await page.getByRole('tab', { name: 'Programmation' }).click();
  await expect(
    programme(page)
      .getByRole('button', { name: /Tennis de table|Badminton/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Les offres' }).click();
  const offers = page.getByRole('tabpanel').getByRole('button');
  await expect(offers.first()).toContainText('Carnet raquettes 5 séances');
  await offers.first().click();
  await expect(page.getByRole('dialog', { name: 'Carnet raquettes 5 séances' })).toBeVisible();
  await expectAccessible(page);
});
