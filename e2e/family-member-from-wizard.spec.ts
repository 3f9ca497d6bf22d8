import { expect, expectAccessible, test } from './fixtures';
import { acceptSettlement, nextStep, openActivity, signedInAsFamily } from './wizard-journey';

test.use(signedInAsFamily);

test("'Quelqu'un d'autre' adds a family member and signs them up", async ({ page }) => {
  const profileRoot = await openActivity(page, 103);
  await page
    .getByRole('region', { name: 'Catégories' })
    .getByRole('button', { name: 'Inscription – Adultes' })
    .click();
  const choice = page.getByRole('dialog', { name: "Qui s'inscrit ?" });
  await choice.getByRole('button', { name: "Quelqu'un d'autre" }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/ajouter_membre$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ajouter un membre de la famille' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Ajouter un membre de la famille/);
  // Nothing of a new member's identity is locked, so nothing says it cannot be changed.
  await expect(page.getByText('Ne peut être mis à jour en cours de saison')).toHaveCount(0);
  // No consent is given for the member (docs/spec-deviations.md): each box starts unticked.
  for (const consent of [
    "J'accepte la diffusion de mon image (photos et vidéos des activités du club)",
    'de la fédération',
    'des partenaires',
  ]) {
    await expect(page.getByRole('checkbox', { name: consent })).not.toBeChecked();
  }
  await page.getByRole('checkbox', { name: 'de la fédération' }).check();
  await page.getByRole('textbox', { name: /Prénom/ }).fill('Hugo');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Martin');
  await page.getByRole('radio', { name: 'Homme' }).check();
  // A child is not asked a mobile number: no star on its label, the field not required.
  const birthDate = page.getByRole('textbox', { name: /Date de naissance/ });
  const mobile = page.getByRole('textbox', { name: /Téléphone mobile/ });
  const mobileLabel = page.locator('label', { hasText: 'Téléphone mobile' });
  await birthDate.fill('15/10/2016');
  await expect(mobileLabel).toHaveText('Téléphone mobile');
  await expect(mobile).toHaveJSProperty('required', false);
  // Hugo is an adult: it is asked.
  await birthDate.fill('08/02/1981');
  await expect(mobileLabel).toHaveText('Téléphone mobile *');
  await expect(mobile).toHaveJSProperty('required', true);
  await mobile.fill('0655443322');
  await expectAccessible(page);

  const post = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/profiles'),
  );
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  expect((await post).postDataJSON()).toMatchObject({
    firstname: 'Hugo',
    lastname: 'Martin',
    gender: 'M',
    birthday: '1981-02-08',
    city: 'Lyon',
    agreementDiffusionImage: false,
    agreementInfoFederation: true,
    agreementInfoPartner: false,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Profil ajouté' })).toBeVisible();

  // Back on the activity the sign-up was for, Claire still the active profile: the header
  // keeps her name; Hugo is offered in 'Qui s'inscrit ?'.
  await expect(page).toHaveURL(new RegExp(`${profileRoot}/inscription/carte/1/103$`));
  await expect(page.getByRole('button', { name: /Profil actif/ })).toContainText('Claire');
  await expect(page.getByRole('button', { name: /Profil actif/ })).not.toContainText('Hugo');
  await page
    .getByRole('region', { name: 'Catégories' })
    .getByRole('button', { name: 'Inscription – Adultes' })
    .click();
  const again = page.getByRole('dialog', { name: "Qui s'inscrit ?" });
  await again.getByRole('button', { name: /Hugo/ }).click();
  const wizard = page.getByRole('dialog', { name: 'Inscription' });
  await expect(wizard.getByRole('heading', { name: 'Mes informations' })).toBeFocused();
  await expectAccessible(page);
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Confirmation');
  await wizard.getByRole('button', { name: 'Soumettre ma demande' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Demande envoyée' })).toBeVisible();
  await expect(wizard).toBeHidden();
  // Signing Hugo up did not make him the active profile either.
  await expect(page.getByRole('button', { name: /Profil actif/ })).toContainText('Claire');
});
