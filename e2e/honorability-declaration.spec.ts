import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';
import type { Locator, Page } from '@playwright/test';

test.use({ storageState: authFile(family) });

/** Claire coaches at her club: her declaration is asked for, nothing on file yet. */
async function openHonorability(page: Page) {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await page.getByRole('button', { name: /Profil actif/ }).click();
  await page.getByRole('link', { name: "Certificat d'honorabilité" }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Certificat d'honorabilité" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Certificat d'honorabilité/);
  await expect(page.getByRole('checkbox', { name: 'Encadrant' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Encadrant' })).toBeDisabled();
  await expect(page.getByText(/articles L\. 212-1, L\. 322-1 et L\. 212-9/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Pays de naissance/ })).toHaveValue('France');
}

/** 'Enregistrer', and the body of the PUT: the declaration is saved inside the Profile (members-area.md 3 and 7). */
async function savedDeclaration(page: Page, save: Locator) {
  const put = page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/profiles\/\d+$/.test(request.url()),
  );
  await save.click();
  return (await put).postDataJSON() as { honorabilite: unknown };
}

test('a coach born in France declares département and commune', async ({ page }) => {
  await openHonorability(page);
  const save = page.getByRole('button', { name: 'Sauvegarder' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /Nom et prénom de naissance/ }).fill('claire dupont');
  await expect(page.getByRole('textbox', { name: /Nom et prénom de naissance/ })).toHaveValue(
    'Claire Dupont',
  );
  await page.getByRole('combobox', { name: /Département de naissance/ }).selectOption('69');
  const commune = page.getByRole('combobox', { name: /Commune de naissance/ });
  await expect(commune.getByRole('option', { name: 'Villeurbanne' })).toHaveCount(1);
  await commune.selectOption({ label: 'Villeurbanne' });
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  expect((await savedDeclaration(page, save)).honorabilite).toMatchObject({
    encadrant: true,
    nomPrenomNaissance: 'Claire Dupont',
    paysNaissance: 'France',
    departmentNaissance: '69',
    villeNaissance: 'Villeurbanne',
    villeNaissanceCode: '69266',
    nomMere: null,
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Déclaration enregistrée' }),
  ).toBeVisible();
  // Declared: only the club changes it now.
  await expect(page.getByRole('button', { name: 'Sauvegarder' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /Commune de naissance/ })).toBeDisabled();
});

test('a coach born abroad declares the town and both parents', async ({ page }) => {
  await openHonorability(page);
  await page.getByRole('textbox', { name: /Nom et prénom de naissance/ }).fill('Claire Dupont');
  await page.getByRole('combobox', { name: /Pays de naissance/ }).selectOption('Belgique');
  await expect(page.getByRole('combobox', { name: /Département de naissance/ })).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Sauvegarder' });
  await page.getByRole('textbox', { name: /Ville de naissance/ }).fill('Liège');
  await page.getByRole('textbox', { name: /Nom de la mère/ }).fill('Durand');
  await page.getByRole('textbox', { name: /Prénom de la mère/ }).fill('Anne');
  await page.getByRole('textbox', { name: /Nom du père/ }).fill('Dupont');
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /Prénom du père/ }).fill('Marc');
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  expect((await savedDeclaration(page, save)).honorabilite).toMatchObject({
    paysNaissance: 'Belgique',
    villeNaissance: 'Liège',
    departmentNaissance: null,
    villeNaissanceCode: null,
    nomMere: 'Durand',
    prenomPere: 'Marc',
  });
  await expect(
    page.getByRole('status').filter({ hasText: 'Déclaration enregistrée' }),
  ).toBeVisible();
});
