import { expect, expectAccessible, wizardTest as test } from './wizard-test';

test("a free category is confirmed with 'Confirmer mon inscription'", async ({ page, wizard }) => {
  await wizard.start(113, 'Adultes', 'Claire');
  await wizard.next('Choix de la catégorie');
  await expect(wizard.dialog.getByRole('combobox', { name: 'Tarification' })).toContainText(
    'Gratuit – 0,00',
  );
  await wizard.fromLicenceToPaymentChoice();
  await expect(wizard.dialog.getByRole('table', { name: 'Résumé de la demande' })).toContainText(
    /Total\s*0,00/,
  );
  await wizard.next('Résumé de la demande');

  await wizard.dialog.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
  await expectAccessible(page);
});
