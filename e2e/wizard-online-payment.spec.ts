import { expect, expectAccessible, wizardTest as test } from './wizard-test';

test('a category without validation is paid through the checkout and comes back to the result page', async ({
  page,
  wizard,
}) => {
  await wizard.start(102, 'Adultes', 'Claire');
  await wizard.toPaymentChoice();
  await expect(wizard.dialog.getByRole('radio', { name: 'Paiement en une fois' })).toBeChecked();
  await wizard.next('Résumé de la demande');

  await wizard.dialog.getByRole('button', { name: 'Accéder au paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('Adhésion Yoga (Adultes)')).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
  // Claire did yoga last season: she is thanked for coming back, not welcomed.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre réinscription !' }),
  ).toBeVisible();
  // A receipt of what was paid, and the signed-in member's way back rather than 'Connexion'.
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('AMSF Lyon');
  await expect(receipt).toContainText('Yoga – Adultes');
  await expect(receipt).toContainText('Claire Martin');
  await expect(receipt.getByRole('definition').nth(2)).toHaveText(/^\d+,\d{2}\s€$/);
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
      name: /Inscriptions/,
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  await expectAccessible(page);
  expect(await page.evaluate(() => window.localStorage.getItem('enrolmentBaskets'))).toBeNull();
});
