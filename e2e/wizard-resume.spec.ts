import { expect, expectAccessible, wizardTest as test } from './wizard-test';

test('a reload resumes the sign-up where it was', async ({ page, wizard }) => {
  await wizard.start(104, 'Adultes', 'Claire');
  await wizard.next('Choix de la catégorie');

  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Inscription en cours' });
  await expect(prompt).toContainText(
    "L'inscription de Claire Martin à l'activité Aquagym n'est pas terminée.",
  );
  await expectAccessible(page);
  await prompt.getByRole('button', { name: 'Reprendre mon inscription' }).click();
  const resumed = wizard.dialog;
  await expect(resumed.getByRole('heading', { name: 'Choix de la catégorie' })).toBeFocused();

  await resumed.getByRole('button', { name: 'Annuler ma demande et fermer' }).click();
  await expect(resumed).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Aquagym' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
