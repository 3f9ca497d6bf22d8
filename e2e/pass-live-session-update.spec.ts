import { expect, family, passCoach, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

/**
 * Two browsers on the real broker: the coach changes the address of his next Cross training
 * session; a member who has that session open sees the new address without reloading.
 */
test('a member sees the coach’s new address live, without a reload', async ({ browser }) => {
  const memberContext = await browser.newContext({ storageState: authFile(family) });
  const coachContext = await browser.newContext({ storageState: authFile(passCoach) });
  try {
    const member = await memberContext.newPage();
    await openPass(member, 101);
    await slot(member, 'Cross training').click();
    const memberDialog = sessionDialog(member, 'Cross training');
    await expect(memberDialog.getByText('112 cours Charlemagne')).toBeVisible();

    const coach = await coachContext.newPage();
    await openPass(coach, 501);
    await slot(coach, 'Cross training').click();
    const coachDialog = sessionDialog(coach, 'Cross training');
    await coachDialog.getByRole('button', { name: 'Modifier' }).click();
    await coachDialog.getByRole('textbox', { name: /^Adresse/ }).fill('Parc de la Tête d’Or');
    await coachDialog.getByRole('textbox', { name: /^Code postal/ }).fill('69006');
    await coachDialog.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(coach.getByRole('status').filter({ hasText: 'Séance mise à jour' })).toBeVisible();

    await expect(memberDialog.getByText('Parc de la Tête d’Or')).toBeVisible();
    await expect(memberDialog.getByText('69006 Lyon')).toBeVisible();
  } finally {
    await memberContext.close();
    await coachContext.close();
  }
});
