import { expect, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

test('a yoga session is booked with the unlimited offer: no credit is taken', async ({ page }) => {
  await openPass(page, 101);
  await slot(page, 'Yoga', 1).click();
  const dialog = sessionDialog(page, 'Yoga');
  await expect(dialog.getByText('Réservation avec : Yoga à volonté (À volonté)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByText('Votre réservation est confirmée.')).toBeVisible();
  await expect(slot(page, 'Yoga', 1)).toContainText('Séance réservée');
  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page.getByText('7/10 jetons')).toBeVisible();
});
