import { expect, expectAccessible, family, signInAt, test } from './fixtures';

test("'J'ai un compte' keeps the activity and opens it under the chosen profile after sign-in", async ({
  page,
}) => {
  await page.goto('/inscription/carte/1/101');
  await page.getByRole('button', { name: 'Inscription – Adultes' }).click();
  await page
    .getByRole('dialog', { name: 'Inscription – Adultes' })
    .getByRole('button', { name: "J'ai un compte" })
    .click();

  await signInAt(page, family);
  await expect(page.getByRole('heading', { name: 'Choisissez un profil' })).toBeVisible();
  await page.getByRole('link', { name: /Claire Martin/ }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/inscription\/carte\/1\/101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('inscriptionUrlParams'))).toBeNull();
  await expectAccessible(page);
});
