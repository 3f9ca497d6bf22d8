import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member with an annual licence reads the nutrition sheets from the menu', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await page.getByRole('button', { name: 'MENU' }).click();
  await page.getByRole('link', { name: 'Nutrition' }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/nutrition$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiches nutrition' })).toBeVisible();
  await expect(page).toHaveTitle(/Fiches nutrition/);
  const contents = page.getByRole('navigation', { name: 'Sommaire des fiches' });
  await expect(contents.getByRole('link')).toHaveCount(6);
  await contents.getByRole('link', { name: 'Hydratation au quotidien' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#hydratation$/);
  await expect(
    page.getByRole('region', { name: 'Hydratation au quotidien' }).getByText(/1,5 litre/),
  ).toBeVisible();
  await expectAccessible(page);
});
