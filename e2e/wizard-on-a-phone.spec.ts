import { expect, expectAccessible, family, test } from './fixtures';
import { authFile } from './signed-in';
import { nextStep, openActivity, openWizard } from './wizard-journey';

test.use({ storageState: authFile(family), viewport: { width: 390, height: 844 } });

test('on a phone the wizard shows each step and its buttons on the first screen', async ({
  page,
}) => {
  await openActivity(page, 102);
  const wizard = await openWizard(page, 'Adultes', 'Claire');
  const steps = wizard.getByRole('navigation', { name: "Étapes de l'inscription" });

  const heading = wizard.getByRole('heading', { name: 'Mes informations' });
  await expect(heading).toBeFocused();
  await expect(steps.getByText('Étape suivante : Choix de la catégorie')).toBeVisible();
  // The eight step pills took 550 of these 844 px: the step's heading now comes in the top third.
  const top = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(top).toBeLessThan(844 / 3);
  await expect(wizard.getByRole('button', { name: 'Suivant' })).toBeInViewport();
  await expectAccessible(page, 'dialog[open]');

  await nextStep(page, wizard, 'Choix de la catégorie');
  await expect(steps.getByText('Étape suivante : Choix de la licence')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Suivant' })).toBeInViewport();
  await expect(wizard.getByRole('button', { name: 'Précédent' })).toBeInViewport();
});
