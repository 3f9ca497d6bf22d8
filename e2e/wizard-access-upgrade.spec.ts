import { expect, expectAccessible, wizardTest as test } from './wizard-test';

test('a member holding the access licence sees the licence-upgrade price', async ({
  page,
  wizard,
}) => {
  await wizard.start(115, 'Adultes', 'Paul');
  const { dialog } = wizard;
  await wizard.next('Choix de la catégorie');
  const difference = dialog.getByRole('status').filter({ hasText: /pour cette activité:/ });
  await expect(difference).toContainText(
    'Complément de licence (vous détenez une licence accès) : + 30,00',
  );
  await wizard.next('Choix de la licence');
  await expect(dialog.getByRole('radio', { name: /Licence Premium/ })).toBeChecked();
  await wizard.acceptSettlement();
  await wizard.next('Questionnaire médical');
  await dialog.getByRole('checkbox', { name: /Renouvellement questionnaire de santé/ }).check();
  await wizard.next('Choix du mode de paiement');
  const lines = dialog.getByRole('table', { name: 'Résumé de la demande' });
  await expect(lines.getByRole('row', { name: /Licence Premium/ })).toContainText('+ 30,00');
  await expect(lines.getByRole('row', { name: /déjà réglée pour la saison/ })).toContainText(
    '- 15,00',
  );
  await expectAccessible(page);
});
