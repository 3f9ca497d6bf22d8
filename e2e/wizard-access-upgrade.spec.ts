import { expect, expectAccessible, test } from './fixtures';
import {
  acceptSettlement,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

test('a member holding the access licence sees the licence-upgrade price', async ({ page }) => {
  await openActivity(page, 115);
  const wizard = await startWizard(page, 'Adultes', 'Paul');
  await nextStep(page, wizard, 'Choix de la catégorie');
  const difference = wizard.getByRole('status').filter({ hasText: /pour cette activité:/ });
  await expect(difference).toContainText(
    'Complément de licence (vous détenez une licence accès) : + 30,00',
  );
  await nextStep(page, wizard, 'Choix de la licence');
  await expect(wizard.getByRole('radio', { name: /Licence Premium/ })).toBeChecked();
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await wizard.getByRole('checkbox', { name: /Renouvellement questionnaire de santé/ }).check();
  await nextStep(page, wizard, 'Choix du mode de paiement');
  const lines = wizard.getByRole('table', { name: 'Résumé de la demande' });
  await expect(lines.getByRole('row', { name: /Licence Premium/ })).toContainText('+ 30,00');
  await expect(lines.getByRole('row', { name: /Déduction droit club/ })).toContainText('- 15,00');
  await expectAccessible(page);
});
