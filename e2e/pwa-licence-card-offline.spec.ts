import { todayInBrowser } from './browser-clock';
import { expect, expectAccessible, expectFailuresLogged, family, test } from './fixtures';
import { decodeQrCode, licensedProfileId, reloadUnderServiceWorker } from './pwa-journey';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('the licence card shows a QR code of the attestation check and stays readable offline', async ({
  page,
  browser,
  baseURL,
}) => {
  await openSignedIn(page, `/profile/${licensedProfileId}/home`);
  await page.getByRole('link', { name: 'Afficher ma carte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ma carte de licence' })).toBeVisible();
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { name: /Claire MARTIN/ })).toBeVisible();
  await expect(card.getByText('Saison')).toBeVisible();
  const qr = card.getByRole('img', { name: /QR code de vérification/ });
  await expect(qr).toBeVisible();
  // Big enough to be read from a phone screen at arm's length.
  expect((await qr.boundingBox())?.width).toBeGreaterThanOrEqual(240);

  const address = await decodeQrCode(page, '.licence-card__qr canvas');
  expect(address).toMatch(
    new RegExp(`^${baseURL}/attestation/verifier/\\d+/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$`),
  );
  await expectAccessible(page);

  // Dark mode and a 320 px phone.
  await page.evaluate(() => window.localStorage.setItem('darkMode', 'true'));
  await page.setViewportSize({ width: 320, height: 640 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(card.getByRole('img', { name: /QR code de vérification/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectAccessible(page);

  // Offline: a reload finds the card the device kept. The page must first be served by the worker
  // once, so that it keeps the deployment's config.json too (a race the worker's install can lose).
  await reloadUnderServiceWorker(page);
  expectFailuresLogged(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/hors-ligne$/);
  await expect(
    page.getByText(`Hors ligne : carte enregistrée le ${await todayInBrowser(page, true)}`),
  ).toBeVisible();
  const copy = page.getByRole('article');
  await expect(copy.getByRole('heading', { name: /Claire MARTIN/ })).toBeVisible();
  await expect(copy.getByRole('img', { name: /QR code de vérification/ })).toBeVisible();
  expect(await decodeQrCode(page, '.licence-card__qr canvas')).toBe(address);
  await expectAccessible(page);
  await page.context().setOffline(false);

  // The address, opened by a fresh visitor, says the attestation is valid.
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(address);
    await expect(visitorPage.getByText('Attestation valide')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
