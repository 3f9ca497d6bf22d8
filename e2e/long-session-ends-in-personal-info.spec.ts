import { expect, expectAccessible, family, signIn, test } from './fixtures';
import { expireAndSignInAgain, watchRefreshToken } from './session-end';

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

  await expireAndSignInAgain(page, refreshToken);
  await page.waitForURL((url) => url.port !== '5180' && url.pathname === '/profile/101/mes_info');
  await expect(profession).toHaveValue('Kinésithérapeute');
  await expect(mobile).toHaveValue('06.98.76.54.32');
  await expect(page.getByRole('status').filter({ hasText: 'ont été reprises' })).toBeVisible();
  await expectAccessible(page);
});
