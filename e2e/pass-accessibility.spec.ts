import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

/**
 * axe on every PASS tab and dialog, moved through with the keyboard: arrows between the tabs
 * (WAI-ARIA tabs), Enter to open, Escape to close, focus back where it was.
 */
test('every PASS tab and dialog has no axe violation and works with the keyboard', async ({
  page,
}) => {
  await openPass(page, 101);
  const tab = (name: string) => page.getByRole('tab', { name, selected: true });
  await expect(tab('Programmation')).toBeVisible();
  await expect(page).toHaveTitle(/^Programmation – Mon PASS/);
  await expectAccessible(page);

  // The session dialog, opened and closed from the keyboard.
  const session = slot(page, 'Étirements', 1);
  await session.focus();
  await page.keyboard.press('Enter');
  const dialog = sessionDialog(page, 'Étirements');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(session).toBeFocused();

  await tab('Programmation').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Mes réservations')).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Vos séances réservées' })).toBeVisible();
  await expect(page).toHaveTitle(/^Mes réservations – Mon PASS/);
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  await expect(tab('Les offres')).toBeFocused();
  const offer = page.getByRole('button', { name: /^Carnet 10 séances/ });
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.focus();
  await page.keyboard.press('Enter');
  const offerDialog = page.getByRole('dialog', { name: 'Carnet 10 séances' });
  await expect(offerDialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(offerDialog).toHaveCount(0);

  await tab('Les offres').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Mon compte')).toBeFocused();
  await expect(page.getByText('7/10 jetons')).toBeVisible();
  await expectAccessible(page);
  const termsButton = page.getByRole('button', { name: "Voir les conditions d'utilisation" });
  await termsButton.focus();
  await page.keyboard.press('Enter');
  const terms = page.getByRole('dialog', { name: "Conditions d'utilisation" });
  await expect(terms).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(terms).toHaveCount(0);
  await expect(termsButton).toBeFocused();
});
