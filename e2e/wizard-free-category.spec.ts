import { expect, expectAccessible, test } from './fixtures';
import {
  acceptSettlement,
  attestHealth,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

test("a free category is confirmed with 'Confirmer mon inscription'", async ({ page }) => {
  await openActivity(page, 113);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await expect(wizard.getByRole('combobox', { name: 'Tarification' })).toContainText(
    'Gratuit – 0,00',
  );
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');
  await expect(wizard.getByRole('table', { name: 'Résumé de la demande' })).toContainText(
    /Total\s*0,00/,
  );
  await nextStep(page, wizard, 'Résumé de la demande');

  await wizard.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page).toHaveURL(/\/payments\/success/);
  await expectAccessible(page);
});
