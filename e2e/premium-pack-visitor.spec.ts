import { expect, expectAccessible, family, test } from './fixtures';

test('a visitor buys the premium pack through the checkout', async ({ page }) => {
  // From the landing page, as a visitor finds it.
  await page.goto('/');
  await page.getByRole('link', { name: 'Découvrir le pack PREMIUM' }).click();
  await expect(page).toHaveURL(/\/premium-pack$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pack PREMIUM AMSF' })).toBeVisible();
  await expect(page).toHaveTitle(/Pack PREMIUM/);
  await expect(page.getByText(/25,00\s€/)).toBeVisible();
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Créer mon compte et acheter le pack PREMIUM' });
  await form.getByRole('textbox', { name: 'Nom', exact: true }).pressSequentially('durand');
  await expect(form.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('DURAND');
  await form.getByRole('textbox', { name: 'Prénom' }).pressSequentially('léa');
  await expect(form.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Léa');
  await form.getByRole('radio', { name: 'Femme' }).check();
  await form.getByRole('textbox', { name: 'Date de naissance' }).pressSequentially('14021990');
  await form.getByRole('textbox', { name: 'Adresse' }).fill('3 rue des Lilas');
  await form.getByRole('textbox', { name: 'Code postal' }).fill('69003');
  await form.getByRole('textbox', { name: 'Ville' }).fill('Lyo');
  await form.getByRole('button', { name: /^Lyon/ }).first().click();
  await expect(form.getByRole('textbox', { name: 'Ville' })).toHaveValue(/^Lyon/);

  // An address that already has an account is refused half a second after typing stops.
  await form.getByRole('textbox', { name: 'Email' }).fill(family.email);
  await expect(form.getByText('Ce compte existe déjà.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('lea.durand@exemple.fr');
  await expect(form.getByText('Ce compte existe déjà.')).toHaveCount(0);

  await form.getByLabel(/^Mot de passe/).fill('secret42');
  await form.getByLabel(/^Confirmation du mot de passe/).fill('secret43');
  await form.getByLabel(/^Confirmation du mot de passe/).blur();
  await expect(form.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
  await form.getByLabel(/^Confirmation du mot de passe/).fill('secret42');
  await expect(form.getByText('Les mots de passe ne correspondent pas.')).toHaveCount(0);
  const waiver = form.getByRole('checkbox', { name: /renonce à mon droit de rétractation/ });
  await expect(waiver).not.toBeChecked();
  await waiver.check();
  await form.getByRole('checkbox', { name: 'de la fédération' }).check();
  await expectAccessible(page);

  const sent = page.waitForRequest((request) =>
    request.url().endsWith('/public/express-premium-client'),
  );
  await form.getByRole('button', { name: 'Payer' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    email: 'lea.durand@exemple.fr',
    firstname: 'Léa',
    lastname: 'DURAND',
    password: 'secret42',
    birthday: '1990-02-14',
    gender: 'F',
    adress: '3 rue des Lilas',
    postalCode: '69003',
    newsletter: true,
    partnerContact: false,
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('Pack PREMIUM – licence PREMIUM de la saison')).toBeVisible();
  await expect(page.getByText(/25,00\s€/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/payments\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue à l'AMSF !" })).toBeVisible();
  await expectAccessible(page);
});
