import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

async function fillVisitor(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Bernard');
  await dialog.getByLabel('Prénom').pressSequentially('hugo');
  await dialog.getByRole('textbox', { name: 'Date de naissance' }).pressSequentially('14021990');
  await dialog.getByRole('radio', { name: 'Homme' }).check();
  await dialog.getByLabel('Email').fill('hugo.bernard@exemple.fr');
}

test('a visitor without an account pays a paid event category through the checkout', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1/109');
  await page.getByRole('button', { name: 'Inscription – Course 10 km chronométrée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscription – Course 10 km chronométrée' });
  await dialog.getByRole('button', { name: "Je n'ai pas de compte" }).click();
  await expect(dialog.getByText(/12,00\s€, à régler en ligne/)).toBeVisible();
  await fillVisitor(dialog);
  await expectAccessible(page);

  const linkRequest = page.waitForRequest((sent) =>
    sent.url().endsWith('/public/helloasso/payment-link'),
  );
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  const body = (await linkRequest).postDataJSON();
  const origin = new URL(page.url()).origin;
  expect(body).toMatchObject({
    totalAmount: 1200,
    initialAmount: 1200,
    itemName: 'Inscription Course des Lumières – Course 10 km chronométrée',
    returnUrl: `${origin}/payments/success`,
    errorUrl: `${origin}/payments/error`,
    backUrl: `${origin}/inscription/carte/1/109`,
    containsDonation: false,
    payer: { firstName: 'Hugo', lastName: 'Bernard', email: 'hugo.bernard@exemple.fr' },
    metadata: {
      noAccount: true,
      clubId: 1,
      activityId: 109,
      categoryId: 1092,
      offlineUser: { firstname: 'Hugo', lastname: 'Bernard', gender: 'M' },
      others: [],
    },
  });

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(
    page.getByText('Inscription Course des Lumières – Course 10 km chronométrée'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/payments\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue à l'AMSF !" })).toBeVisible();
  // The receipt of what the visitor paid (issue 34).
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('Course des Lumières – Course 10 km chronométrée');
  await expect(receipt).toContainText('Hugo Bernard');
  await expect(receipt).toContainText(/Réglé aujourd’hui\s*12,00\s€/);
});

test('a refused card leaves the visitor a receipt of what to pay and the way back to register', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1/109');
  await page.getByRole('button', { name: 'Inscription – Course 10 km chronométrée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscription – Course 10 km chronométrée' });
  await dialog.getByRole('button', { name: "Je n'ai pas de compte" }).click();
  await fillVisitor(dialog);
  await dialog.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Simuler un échec' }).click();

  await expect(page).toHaveURL(/\/payments\/error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Échec de paiement.' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('Hugo Bernard');
  await expect(receipt).toContainText(/Montant à régler\s*12,00\s€/);
  await expect(page.getByText(/reprenez-la depuis la page de l’activité/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Payer à nouveau : 12,00 €' }).click();
  await expect(page).toHaveURL(/\/inscription\/carte\/1\/109$/);
  await expect(
    page.getByRole('button', { name: 'Inscription – Course 10 km chronométrée' }),
  ).toBeVisible();
});
