import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

test('booking with the 10-session booklet takes one credit and states the cancellation deadline', async ({
  page,
}) => {
  await openPass(page, 101, 'mon_compte');
  await expect(page.getByText('7/10 jetons')).toBeVisible();
  await page.getByRole('tab', { name: 'Programmation' }).click();

  const session = slot(page, 'Étirements', 2);
  await session.focus();
  await page.keyboard.press('Enter');
  const dialog = sessionDialog(page, 'Étirements');
  await expect(
    dialog.getByText('Réservation avec : Carnet 10 séances (7/10 jetons)'),
  ).toBeVisible();
  await expect(
    dialog.getByText(/^Annulation possible jusqu'au \d{2}\/\d{2}\/\d{4} à 13:00\.$/),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Réserver' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Votre réservation est confirmée.' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Succès' })).toBeVisible();
  await expect(session).toContainText('Séance réservée');

  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page.getByText('6/10 jetons')).toBeVisible();
});
