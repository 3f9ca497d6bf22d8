import { expect, expectAccessible, signIn, test, unknownBirthDate } from './fixtures';

test('a profile whose birth date is unknown is sent to Mes informations personnelles', async ({
  page,
}) => {
  await signIn(page, unknownBirthDate);
  await expect(page).toHaveURL(/\/profile\/\d+\/mes_info$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Mes informations personnelles/);
  await expectAccessible(page);
});
