import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

test('without a compatible offer the session cannot be booked', async ({ page }) => {
  await openPass(page, 101);
  await slot(page, 'Aquagym').click();
  const dialog = sessionDialog(page, 'Aquagym');
  await expect(dialog.getByText('Aquagym 5 séances – 55,00 €')).toBeVisible();
  await expect(
    dialog.getByText("Vous devez disposer d'une offre compatible pour réserver cette séance."),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Réserver' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a full session says so and offers no booking', async ({ page }) => {
  await openPass(page, 101);
  const boxe = slot(page, 'Boxe');
  await expect(boxe).toContainText('Plus de places');
  await boxe.click();
  const dialog = sessionDialog(page, 'Boxe');
  await expect(dialog.getByText('Cette séance est complète.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Réserver' })).toHaveCount(0);
});
