import { expect, firstProfile, openSignedIn, test } from './against-test';

test.use({ role: 'admin' });

test("administration : la liste des administrateurs, puis la page d'un compte", async ({
  page,
}) => {
  const id = await firstProfile(page);
  await openSignedIn(page, `/profile/${id}/users/home/search/liste`);
  await expect(page.getByRole('heading', { name: 'Gestion des administrateurs' })).toBeVisible();
  const accounts = page.getByRole('table', { name: 'Administrateurs' });
  const firstAccount = accounts.getByRole('row').nth(1).getByRole('link').first();
  await expect(firstAccount).toBeVisible();
  const email = (await firstAccount.innerText()).trim();
  await firstAccount.click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
});
