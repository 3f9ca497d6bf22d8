import { expect, expectAccessible, wizardTest as test } from './wizard-test';

test('a minor (Lucas) answers the 23-question questionnaire for minors', async ({
  page,
  wizard,
}) => {
  await wizard.start(101, 'Jeunes (6-17 ans)', 'Lucas');
  const { dialog } = wizard;
  await expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Lucas');
  await wizard.next('Choix de la catégorie');
  await wizard.fromLicenceToHealth();

  await expect(dialog.getByRole('group', { name: /^\d+\. / })).toHaveCount(23);
  await expect(dialog.getByRole('note')).toContainText(
    'Avertissement à destination des parents ou de la personne ayant l’autorité parentale',
  );
  for (const title of [
    'Depuis l’année dernière',
    'Depuis un certain temps (plus de 2 semaines)',
    'Aujourd’hui',
    'Questions à faire remplir par les parents',
  ]) {
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  }
  const suivant = dialog.getByRole('button', { name: 'Suivant' });
  await expect(suivant).toBeDisabled();
  // Keyboard only: the attestation is reached and ticked with the space bar.
  const attestation = dialog.getByRole('checkbox', {
    name: /Renouvellement questionnaire de santé/,
  });
  await attestation.focus();
  await page.keyboard.press('Space');
  await expect(attestation).toBeChecked();
  await expect(suivant).toBeEnabled();
  await expectAccessible(page);

  await wizard.next('Choix du mode de paiement');
  await wizard.next('Résumé de la demande');
  await expect(dialog.getByRole('definition').filter({ hasText: /^Lucas$/ })).toBeVisible();
});
