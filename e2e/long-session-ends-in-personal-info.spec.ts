import { expect, expectAccessible, family, signIn, signInAt, test } from './fixtures';
import { endSession, watchRefreshToken } from './session-end';

test('the session ends while the member edits mes_info: signed in again, the form has what they typed', async ({
  page,
}) => {
  // A session of its own (no shared signed-in state): ending it must not end other journeys'.
  const refreshToken = watchRefreshToken(page);
  await signIn(page, family);
  await page.goto('/profile/101/mes_info');
  const form = page.getByRole('form', { name: 'Informations personnelles' });
  const profession = form.getByRole('textbox', { name: 'Profession' });
  await profession.fill('Kinésithérapeute');
  const mobile = form.getByRole('textbox', { name: /Téléphone mobile/ });
  await mobile.fill('0698765432');

  await endSession(page, refreshToken);

  // The next renewal (a 30 s token: playwright.config.ts) is refused.
  const expired = page.getByRole('alertdialog', { name: 'Session expirée' });
  await expect(expired).toBeVisible({ timeout: 45_000 });
  await expect(expired).toContainText('ce que vous avez saisi sur cet appareil est conservé');
  await expectAccessible(page);
  await expired.getByRole('button', { name: 'Se reconnecter' }).click();

  await signInAt(page, family);
  await page.waitForURL((url) => url.port !== '5180' && url.pathname === '/profile/101/mes_info');
  await expect(profession).toHaveValue('Kinésithérapeute');
  await expect(mobile).toHaveValue('06.98.76.54.32');
  await expect(page.getByRole('status').filter({ hasText: 'ont été reprises' })).toBeVisible();
  await expectAccessible(page);
});
