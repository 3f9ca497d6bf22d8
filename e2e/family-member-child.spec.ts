import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a child added to the family gives no mobile number, an adult must; the adder stays active', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/101/ajouter_membre');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ajouter un membre de la famille' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /Prénom/ }).fill('Léa');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await page.getByRole('radio', { name: 'Femme' }).check();
  const mobile = page.getByRole('textbox', { name: /Téléphone mobile/ });
  const birthDate = page.getByRole('textbox', { name: /Date de naissance/ });

  const mobileLabel = page.locator('label', { hasText: 'Téléphone mobile' });
  const activeProfile = page.getByRole('button', { name: /Profil actif/ });
  await expect(activeProfile).toContainText('Claire');

  // Born 18 years ago or more: the mobile is asked (its label starred).
  await birthDate.fill('08/02/1981');
  await expect(mobileLabel).toHaveText('Téléphone mobile *');
  await expect(mobile).toHaveJSProperty('required', true);
  // Ten years old: it is not.
  await birthDate.fill('15/10/2016');
  await expect(mobileLabel).toHaveText('Téléphone mobile');
  await expect(mobile).toHaveJSProperty('required', false);
  await expectAccessible(page);

  const post = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/profiles'),
  );
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  const body = (await post).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ firstname: 'Léa', birthday: '2016-10-15' });
  // No number is made up for her: the body has none.
  expect(body).not.toHaveProperty('mobilePhone');
  await expect(page.getByRole('status').filter({ hasText: 'Profil ajouté' })).toBeVisible();

  // Claire added Léa and is still herself: her home, her name in the header; Léa is among the
  // profiles she can switch to.
  await expect(page).toHaveURL(/\/profile\/101\/home$/);
  await expect(activeProfile).toContainText('Claire');
  await expect(activeProfile).not.toContainText('Léa');
  await activeProfile.click();
  await expect(page.getByRole('link', { name: /Léa/ })).toBeVisible();
});
