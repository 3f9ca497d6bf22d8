import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a child added to the family gives no mobile number; an adult must', async ({ page }) => {
  await openSignedIn(page, '/profile/101/ajouter_membre');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ajouter un membre de la famille' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Prénom/ }).fill('Léa');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await page.getByRole('radio', { name: 'Femme' }).check();
  const mobile = page.getByRole('textbox', { name: /Téléphone mobile/ });
  const birthDate = page.getByRole('textbox', { name: /Date de naissance/ });

  // Born 18 years ago or more: the mobile is asked.
  await birthDate.fill('08/02/1981');
  await expect(mobile).toHaveJSProperty('required', true);
  // Ten years old: it is not.
  await birthDate.fill('15/10/2016');
  await expect(mobile).toHaveJSProperty('required', false);
  await expectAccessible(page);

  const post = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/profiles'),
  );
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  expect((await post).postDataJSON()).toMatchObject({
    firstname: 'Léa',
    birthday: '2016-10-15',
    mobilePhone: null,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Profil ajouté' })).toBeVisible();
});
