import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

test('cancelling more than 24 hours ahead, once confirmed, gives the credit back; inside the delay it is not offered', async ({
  page,
}) => {
  await openPass(page, 101);
  // Book the next Étirements (always within 24 hours) and the one two days later.
  for (const index of [0, 2]) {
    await slot(page, 'Étirements', index).click();
    await sessionDialog(page, 'Étirements').getByRole('button', { name: 'Réserver' }).click();
    await expect(slot(page, 'Étirements', index)).toContainText('Séance réservée');
  }
  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page.getByText('5/10 jetons')).toBeVisible();

  await page.getByRole('tab', { name: 'Programmation' }).click();
  await slot(page, 'Étirements', 0).click();
  let dialog = sessionDialog(page, 'Étirements');
  // Inside the delay the dialog says so and offers no cancelling (no deadline gone by).
  await expect(
    dialog.getByText(
      'Vous ne pouvez plus annuler une réservation moins de 24 heures avant la séance.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler la réservation' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Mes réservations' }).click();
  const future = page.getByRole('tabpanel').getByRole('list').first();
  await expect(future.getByRole('button', { name: /^Étirements/ })).toHaveCount(2);
  await expectAccessible(page);
  await future
    .getByRole('button', { name: /^Étirements/ })
    .nth(1)
    .click();
  dialog = sessionDialog(page, 'Étirements');
  await dialog.getByRole('button', { name: 'Annuler la réservation' }).click();
  // Nothing is cancelled before the member confirms; the question says the jeton comes back.
  const question = dialog.getByRole('group', { name: /^Voulez-vous vraiment annuler/ });
  await expect(question).toContainText('Le jeton de cette séance sera rendu à votre offre');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Oui, annuler la réservation' }).click();
  await expect(page.getByText('Réservation annulée')).toBeVisible();
  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page.getByText('6/10 jetons')).toBeVisible();
});
