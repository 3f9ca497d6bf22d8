import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test("editing the personal information saves it with 'Données mises à jour'", async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await page.getByRole('button', { name: /Profil actif/ }).click();
  await page.getByRole('link', { name: 'Mes informations personnelles' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Mes informations personnelles/);
  // Licensed this season: the identity is read, not edited, and says why.
  await expect(page.getByText('Ne peut être mis à jour en cours de saison')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Prénom/ })).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Sauvegarder' });
  await expect(save).toBeEnabled();
  await expectAccessible(page);

  const mobile = page.getByRole('textbox', { name: /Téléphone mobile/ });
  await mobile.fill('');
  await mobile.pressSequentially('0799');
  await expect(mobile).toHaveValue('07.99');
  await expect(save).toBeDisabled();
  await mobile.pressSequentially('887766');
  await expect(mobile).toHaveValue('07.99.88.77.66');
  await page.getByRole('textbox', { name: 'Profession' }).fill('Architecte');
  await page.getByRole('checkbox', { name: 'des partenaires' }).check();
  await expect(save).toBeEnabled();

  // A new postal code offers its communes (real data, served by the mocked geo service).
  const postalCode = page.getByRole('textbox', { name: /Code postal/ });
  await postalCode.fill('01400');
  const communes = page.getByRole('group', { name: '10 communes pour le code postal 01400 :' });
  await expect(communes).toBeVisible();
  await expectAccessible(page);
  await communes.getByRole('button', { name: 'Sandrans' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Ville/ })).toHaveValue('Sandrans');
  await expect(communes).toBeHidden();

  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/api\/profiles\/\d+$/.test(request.url()),
  );
  await save.click();
  expect((await put).postDataJSON()).toMatchObject({
    mobilePhone: '0799887766',
    profession: 'Architecte',
    agreementInfoPartner: true,
    birthday: '1984-03-12',
    postalCode: '01400',
    city: 'Sandrans',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Données mises à jour' })).toContainText(
    'Succès',
  );
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);

  // What was saved is what the form shows next time.
  await page.goBack();
  await expect(page.getByRole('textbox', { name: 'Profession' })).toHaveValue('Architecte');
  await expect(page.getByRole('textbox', { name: /Téléphone mobile/ })).toHaveValue(
    '07.99.88.77.66',
  );
});
