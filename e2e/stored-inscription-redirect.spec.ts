import { clubAdmin, expect, signIn, test } from './fixtures';

test('a club and activity stored before sign-in are opened once signed in, then forgotten', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'inscriptionUrlParams',
      JSON.stringify({ clubId: 1, activityId: 101 }),
    ),
  );
  await signIn(page, clubAdmin);
  await expect(page).toHaveURL(/\/profile\/\d+\/inscription\/carte\/1\/101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('inscriptionUrlParams'))).toBeNull();
});

test('clubId and activityId in the address lead to that activity', async ({ page }) => {
  await page.goto('/profile?clubId=1&activityId=102');
  await page.getByLabel('Adresse e-mail').fill(clubAdmin.email);
  await page.getByLabel('Mot de passe').fill(clubAdmin.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/inscription\/carte\/1\/102$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
});
