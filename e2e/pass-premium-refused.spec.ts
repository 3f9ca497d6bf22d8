import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

/** Lucas Martin: a PASS licence number and a discovery offer, but an access licence. */
const lucas = 102;

test('an access licence cannot book: the terms require a premium licence', async ({ page }) => {
  await openPass(page, lucas);
  // The next stretching session: unlimited places, inside the booking window.
  await slot(page, 'Étirements').click();
  const dialog = sessionDialog(page, 'Étirements');
  await expect(
    dialog.getByText(
      'Une licence PREMIUM est nécessaire pour réserver une séance PASS (conditions d’utilisation).',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Réserver' })).toHaveCount(0);
  await expectAccessible(page);
});
