import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';
import { expectNoHorizontalOverflow, resize } from './layout-check';
import { nextStep, openWizard } from './wizard-journey';

test.use({ storageState: authFile(family) });

test("'Renouveler' on the home page checks the personal information, then goes to the activity, whose sign-up does not ask them again", async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await expect(
    page.getByText('Vous étiez inscrite la saison dernière à ces activités :'),
  ).toBeVisible();
  await page.getByRole('link', { name: /^Renouveler Yoga/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Renouveler Yoga' });
  await expect(dialog.getByRole('heading', { name: 'Coordonnées' })).toBeVisible();
  // Renewal mode: no 'Sauvegarder', no 'in season' hint; the identity stays editable by name.
  await expect(dialog.getByRole('button', { name: 'Sauvegarder' })).toHaveCount(0);
  await expect(dialog.getByText('Ne peut être mis à jour en cours de saison')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Claire');
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Profession' }).fill('Kinésithérapeute');
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/api\/profiles\/\d+$/.test(request.url()),
  );
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  expect((await put).postDataJSON()).toMatchObject({ profession: 'Kinésithérapeute' });

  // Then the honorability frame in RENEW mode: the functions can be chosen again.
  await expect(dialog.getByRole('heading', { name: "Certificat d'honorabilité" })).toBeVisible();
  const encadrant = dialog.getByRole('checkbox', { name: 'Encadrant' });
  await expect(encadrant).toBeChecked();
  await expect(encadrant).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'Arbitre' }).check();
  await dialog.getByRole('textbox', { name: /Nom et prénom de naissance/ }).fill('claire dupont');
  await dialog.getByRole('combobox', { name: /Département de naissance/ }).selectOption('69');
  const commune = dialog.getByRole('combobox', { name: /Commune de naissance/ });
  await expect(commune.getByRole('option', { name: 'Villeurbanne' })).toHaveCount(1);
  await commune.selectOption({ label: 'Villeurbanne' });
  // RENEW shows the parents for France too (members-area.md 4), without requiring them.
  await expect(dialog.getByRole('textbox', { name: /Nom de la mère/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sauvegarder' })).toHaveCount(0);
  await expectAccessible(page);
  const declared = page.waitForRequest(
    // The declaration is saved inside the Profile (members-area.md 3 and 7).
    (request) => request.method() === 'PUT' && /\/profiles\/\d+$/.test(request.url()),
  );
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  expect((await declared).postDataJSON().honorabilite).toMatchObject({
    encadrant: true,
    arbitre: true,
    nomPrenomNaissance: 'Claire Dupont',
    villeNaissanceCode: '69266',
  });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/\d+\/inscription\/carte\/1\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();

  // The sign-up asks for nothing the renewal has just checked (issue 34): it shows it to confirm.
  const wizard = await openWizard(page, 'Adultes', 'Claire', { checked: true });
  await expect(
    wizard.getByText('Vous venez de vérifier ces informations pour votre renouvellement'),
  ).toBeVisible();
  await expect(wizard.getByRole('textbox')).toHaveCount(0);
  const confirmed = wizard.getByRole('definition');
  await expect(confirmed.first()).toHaveText('Claire');
  await expect(wizard.getByRole('term').filter({ hasText: 'Ville' })).toBeVisible();
  await resize(page, 320);
  await expectNoHorizontalOverflow(page, 'confirmed details at 320 px');
  await resize(page, 1280);
  // 'Modifier' opens the form, prefilled, with the focus on its first field.
  await wizard.getByRole('button', { name: 'Modifier mes informations' }).click();
  await expect(wizard.getByRole('textbox', { name: /Prénom/ })).toBeFocused();
  await expect(wizard.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
});
