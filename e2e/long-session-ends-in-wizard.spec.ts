import { expect, family, signIn, test } from './fixtures';
import { expireAndSignInAgain, watchRefreshToken } from './session-end';
import { nextStep, openActivity, startWizard } from './wizard-journey';

test('the session ends in the middle of the wizard: the member signs in again and resumes the same step', async ({
  page,
}) => {
  // A session of its own (no shared signed-in state): ending it must not end other journeys'.
  const refreshToken = watchRefreshToken(page);
  await signIn(page, family);
  await openActivity(page, 104);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');

  await expireAndSignInAgain(page, refreshToken);
  const prompt = page.getByRole('dialog', { name: 'Inscription en cours' });
  await expect(prompt).toContainText(
    "L'inscription de Claire Martin à l'activité Aquagym n'est pas terminée.",
  );
  await prompt.getByRole('button', { name: 'Reprendre mon inscription' }).click();
  const resumed = page.getByRole('dialog', { name: 'Inscription' });
  await expect(resumed.getByRole('heading', { name: 'Choix de la catégorie' })).toBeFocused();
});
