import { expectNoHorizontalOverflow, resize } from './layout-check';
import {
  expect,
  expectAccessible,
  walkAdultWizardToSummary,
  wizardTest as test,
} from './wizard-test';

// Issue 34: a member who leaves the provider's page with 'Retour' reads that the payment was
// cancelled and that nothing was taken, with the cart card's total and the way back to pay it.
test('leaving the checkout of a cart item says the payment was cancelled and how to pay it', async ({
  page,
  wizard,
}) => {
  await wizard.start(102, 'Adultes', 'Claire');
  await walkAdultWizardToSummary(page);
  await wizard.dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(wizard.dialog).toHaveCount(0);

  await page.getByRole('button', { name: /^Panier/ }).click();
  const card = page
    .getByRole('dialog', { name: 'Votre Panier' })
    .getByRole('article', { name: 'Adhésion Yoga (Adultes)' });
  const total = (await card.locator('dd.cart-card__total').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\d+,\d{2}\s€$/);
  await card.getByRole('button', { name: 'Payer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText(total).first()).toBeVisible();
  await page.getByRole('link', { name: 'Retour' }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement annulé.' })).toBeVisible();
  await expect(
    page.getByText("Vous avez quitté la page de paiement : aucun montant n'a été prélevé."),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/Échec|déroulé avec succès|Bienvenue/)).toHaveCount(
    0,
  );
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('AMSF Lyon');
  await expect(receipt).toContainText('Yoga – Adultes');
  await expect(receipt).toContainText('Claire Martin');
  await expect(receipt.getByRole('term').nth(2)).toHaveText('Montant à régler');
  await expect(receipt.getByRole('definition').nth(2)).toHaveText(total);
  await expectAccessible(page);
  await resize(page, 320);
  await expectNoHorizontalOverflow(page, 'cancelled payment at 320 px');
  await resize(page, 1280);

  await page.getByRole('link', { name: `Payer à nouveau : ${total}` }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/mes_inscriptions$/);
  const yoga = page.getByRole('row', { name: /Yoga/ });
  await expect(yoga.getByRole('button', { name: /^Paiement/ })).toBeVisible();
});
