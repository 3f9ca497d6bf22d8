import { expect, expectFailuresLogged, family, signIn, test } from './fixtures';
import { licensedProfileId, reloadUnderServiceWorker } from './pwa-journey';

const offlineKeys = ['offlineLicenceCards', 'offlineBookings'];

test('signing out erases the licence card the device kept', async ({ page }) => {
  // A session of its own: signing out ends it at the identity server.
  await signIn(page, family);
  await page.goto(`/profile/${licensedProfileId}/carte-licence`);
  await expect(page.getByRole('img', { name: /QR code de vérification/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('offlineLicenceCards')))
    .toContain('Claire');

  await page.getByRole('button', { name: /Profil actif/ }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL((url) => url.port !== '5180' && url.pathname === '/');
  expect(
    await page.evaluate((keys) => keys.map((key) => window.localStorage.getItem(key)), offlineKeys),
  ).toEqual([null, null]);

  // Offline, nothing of the member is left to show.
  await page.goto('/hors-ligne');
  // The worker registers after load and idle; a visit it serves keeps the portal's
  // configuration (network first), which an offline start then reads.
  await reloadUnderServiceWorker(page);
  expectFailuresLogged(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(
    page.getByText("Aucune carte de licence n'est enregistrée sur cet appareil."),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
