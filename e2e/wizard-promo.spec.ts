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

test("the club's promo reduces the price", async ({ page }) => {
  await openActivity(page, 108);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  const difference = wizard
    .getByRole('status')
    .filter({ hasText: /Vous bénéficiez d'une réduction de/ });
  await expect(difference).toContainText('Rentrée sportive (10 %)');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, "Choix du mode d'inscription");
  await wizard.getByRole('button', { name: 'Inscription en ligne' }).click();
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');
  const lines = wizard.getByRole('table', { name: 'Résumé de la demande' });
  await expect(lines.getByRole('row', { name: /Promo Rentrée sportive \(10 %\)/ })).toBeVisible();
  await expectAccessible(page);
});
