import { expectNoHorizontalOverflow, resize } from './layout-check';
import { expect, expectAccessible, wizardTest as test } from './wizard-test';

// Issue 34: after a refused card the result page says so truthfully, inside the member's space,
// with what there is to pay and the way back to pay it; paying again from Mes inscriptions
// charges, and the receipt says, the very total the wizard announced.
test('a refused payment is said as such, and paying again from Mes inscriptions goes through', async ({
  page,
  wizard,
}) => {
  await wizard.start(102, 'Adultes', 'Claire');
  await wizard.toPaymentChoice();
  const total = (
    await wizard.dialog
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .textContent()
  )?.trim();
  expect(total).toMatch(/^\d+,\d{2}\s€$/);
  await wizard.next('Résumé de la demande');
  await wizard.dialog.getByRole('button', { name: 'Accéder au paiement' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Simuler un échec' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Échec de paiement.' })).toBeVisible();
  await expect(
    page.getByText("Votre paiement n'a pas abouti : aucun montant n'a été prélevé."),
  ).toBeVisible();
  await expect(page.getByText(/déroulé avec succès/)).toHaveCount(0);
  // Her space's header, not the public one's 'Connexion'.
  await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('AMSF Lyon');
  await expect(receipt).toContainText('Yoga – Adultes');
  await expect(receipt).toContainText('Claire Martin');
  await expect(receipt.getByRole('definition').nth(2)).toHaveText(total ?? '');
  await expect(receipt).not.toContainText('Réglé');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expectAccessible(page);
  await resize(page, 320);
  await expectNoHorizontalOverflow(page, 'payment failure at 320 px');
  await resize(page, 1280);

  await page.getByRole('link', { name: `Payer à nouveau : ${total}` }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/mes_inscriptions$/);
  const yoga = page.getByRole('row', { name: /Yoga/ });
  await expect(yoga.getByText('Validée', { exact: true })).toBeVisible();
  await yoga.getByRole('button', { name: /^Paiement/ }).click();
  const payer = page.getByRole('dialog', { name: "Renseigner l'identité du payeur" });
  await expect(payer.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Claire');
  await payer.getByRole('button', { name: 'Accéder au paiement' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText(total ?? '').first()).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success$/);
  // Claire did yoga last season: she is thanked for coming back, not welcomed.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre réinscription !' }),
  ).toBeVisible();
  const paid = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(paid.getByRole('term').nth(2)).toHaveText('Réglé aujourd’hui');
  await expect(paid.getByRole('definition').nth(2)).toHaveText(total ?? '');
  await expect(page.getByRole('link', { name: /Payer à nouveau/ })).toHaveCount(0);
  await expectAccessible(page);
});
