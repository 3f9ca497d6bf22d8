import { expect, expectAccessible, test } from './fixtures';
import {
  acceptSettlement,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

test('a minor (Lucas) answers the 23-question questionnaire for minors', async ({ page }) => {
  await openActivity(page, 101);
  const wizard = await startWizard(page, 'Jeunes (6-17 ans)', 'Lucas');
  await expect(wizard.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Lucas');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');

  await expect(wizard.getByRole('group', { name: /^\d+\. / })).toHaveCount(23);
  await expect(wizard.getByRole('note')).toContainText(
    'Avertissement à destination des parents ou de la personne ayant l’autorité parentale',
  );
  for (const title of [
    'Depuis l’année dernière',
    'Depuis un certain temps (plus de 2 semaines)',
    'Aujourd’hui',
    'Questions à faire remplir par les parents',
  ]) {
    await expect(wizard.getByRole('heading', { name: title })).toBeVisible();
  }
  const suivant = wizard.getByRole('button', { name: 'Suivant' });
  await expect(suivant).toBeDisabled();
  // Keyboard only: the attestation is reached and ticked with the space bar.
  const attestation = wizard.getByRole('checkbox', {
    name: /Renouvellement questionnaire de santé/,
  });
  await attestation.focus();
  await page.keyboard.press('Space');
  await expect(attestation).toBeChecked();
  await expect(suivant).toBeEnabled();
  await expectAccessible(page);

  await nextStep(page, wizard, 'Choix du mode de paiement');
  await nextStep(page, wizard, 'Résumé de la demande');
  await expect(wizard.getByRole('definition').filter({ hasText: /^Lucas$/ })).toBeVisible();
});
