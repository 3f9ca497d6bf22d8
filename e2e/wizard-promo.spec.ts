import { expect, expectAccessible, wizardTest as test } from './wizard-test';

/**
 * Claire signs up for Yoga at AMSF Lyon: 240 €, family discount 10 €, licence already paid 45 €,
 * the club's promo 'Rentrée sportive' (10 % of 185 € = 18,50 €), card fees 1,58 € (the club does
 * not absorb them). Every screen shows the same 168,08 € (docs/adr/0014-one-money-model.md).
 */
test("the club's promo and the card fees: the same total from the summary to Mes échéances", async ({
  page,
  wizard,
}) => {
  await wizard.start(102, 'Adultes', 'Claire');
  const { dialog } = wizard;
  await wizard.next('Choix de la catégorie');
  const difference = dialog
    .getByRole('status')
    .filter({ hasText: /Vous bénéficiez d'une réduction de/ });
  await expect(difference).toContainText('Promo Rentrée sportive (10 %) : - 18,50 €');
  await wizard.fromLicenceToPaymentChoice();
  await expect(dialog.getByRole('radio', { name: 'Paiement en une fois' })).toBeChecked();

  const lines = dialog.getByRole('table', { name: 'Résumé de la demande' });
  await expect(lines.getByRole('row', { name: /Adhésion Yoga/ })).toContainText('240,00 €');
  await expect(lines.getByRole('row', { name: /Réduction famille/ })).toContainText('- 10,00 €');
  // Each discount keeps the name the category step gave it (issue 34: one name per price line).
  await expect(lines.getByRole('row', { name: /Licence Premium déjà réglée/ })).toContainText(
    '- 45,00 €',
  );
  await expect(lines.getByRole('row', { name: /Promo Rentrée sportive \(10 %\)/ })).toContainText(
    '- 18,50 €',
  );
  await expect(lines.getByRole('row', { name: /Frais de paiement/ })).toContainText('1,58 €');
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('168,08 €');
  await expectAccessible(page);

  await wizard.next('Résumé de la demande');
  await dialog.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(dialog).toHaveCount(0);

  const cartButton = page.getByRole('button', { name: /^Panier/ });
  await cartButton.click();
  const cart = page.getByRole('dialog', { name: 'Votre Panier' });
  const card = cart.getByRole('article', { name: 'Adhésion Yoga (Adultes)' });
  await expect(card).toContainText('Réduction famille- 10,00 €');
  await expect(card).toContainText(/Licence Premium déjà réglée[^-]*- 45,00\s€/);
  await expect(card).toContainText('Promo Rentrée sportive (10 %)- 18,50 €');
  await expect(card).toContainText('Frais de paiement1,58 €');
  await expect(card).toContainText('Total168,08 €');
  // The cart's price check compares like with like: the promo is in both amounts.
  await expect(card.getByText('Attention : Le prix a changé !')).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('Adhésion Yoga (Adultes)')).toBeVisible();
  await expect(page.getByText('168,08 €')).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
  // The cart's payment gets its receipt too, with the same total (issue 34).
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('Yoga – Adultes');
  await expect(receipt).toContainText(/Réglé aujourd’hui\s*168,08\s€/);

  await page.goto(`${wizard.profileRoot()}/mes_inscriptions`);
  const schedules = page.getByRole('region', { name: 'Mes échéances' });
  const yoga = schedules.getByRole('row', { name: /Yoga/ });
  await expect(yoga.getByRole('cell')).toHaveText([
    /\d{2}\/\d{2}\/\d{4}/,
    'AMSF Lyon',
    'Yoga',
    '168,08 €',
    '0,00 €',
    'Payé',
    /1 échéance payée sur 1/,
    /Voir détails/,
  ]);
  await expectAccessible(page);
});
