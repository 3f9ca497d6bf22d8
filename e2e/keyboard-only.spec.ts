import { expect, expectAccessible, family, test } from './fixtures';
import { tabTo } from './keyboard';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

/*
 * Issue 34: flows done with the keyboard alone, Tab, Enter, Space and Escape, never a click. Each
 * step checks where the focus is, as a keyboard user sees it.
 */

test('a PASS session booked, then its booking cancelled, with the keyboard alone', async ({
  page,
}) => {
  await openPass(page, 101);
  const session = slot(page, 'Étirements', 2);
  await tabTo(page, session);
  await page.keyboard.press('Enter');
  const dialog = sessionDialog(page, 'Étirements');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Réserver' }));
  await page.keyboard.press('Enter');
  await expect(session).toContainText('Séance réservée');

  // The dialog closed: the focus came back where the member was, and goes on from there.
  await expect(session).toBeFocused();
  await page.keyboard.press('Enter');
  const cancel = dialog.getByRole('button', { name: 'Annuler la réservation' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const question = dialog.getByRole('group', { name: /^Voulez-vous vraiment annuler/ });
  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole('button', { name: 'Oui, annuler la réservation' }));
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Réservation annulée')).toBeVisible();
  await expect(session).not.toContainText('Séance réservée');
});

test('a chat message written and sent with the keyboard alone', async ({ page }) => {
  await openSignedIn(page, '/profile/101/chat/my_conversations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
  const groups = page.getByRole('button', { name: 'Mes groupes' });
  await tabTo(page, groups);
  await page.keyboard.press('Enter');
  await expect(groups).toHaveAttribute('aria-expanded', 'true');
  const carpool = 'Judo : covoiturage du tournoi de Villeurbanne';
  await tabTo(page, page.getByRole('button', { name: new RegExp(carpool) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: carpool, exact: true })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Votre message' });
  await tabTo(page, input);
  const text = `Je conduis, départ 8 h 15 ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expectAccessible(page);
});
