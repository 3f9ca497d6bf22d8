import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a new photo is cropped with the keyboard, uploaded and shown in the header', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const root = new URL(page.url()).pathname.replace(/\/home$/, '');
  await page.goto(`${root}/mes_info`);

  const opener = page.getByRole('button', { name: 'Changer ma photo' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Changer ma photo' });
  await expect(dialog.getByRole('img', { name: 'Votre portrait actuel' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();

  // A 480 x 320 PNG drawn by the browser itself.
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 320;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#1d6fb8';
    context.fillRect(0, 0, 480, 320);
    context.fillStyle = '#f5c400';
    context.fillRect(160, 80, 160, 160);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await dialog.getByLabel(/Choisir une photo/).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  });
  const area = dialog.getByLabel(/Zone de recadrage/);
  await expect(area).toBeVisible();
  await expectAccessible(page);

  const before = await area.boundingBox();
  await area.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await area.boundingBox())?.x).toBeLessThan(before?.x ?? 0);
  await dialog.getByLabel(/Poignée en bas à droite/).focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await area.boundingBox())?.width).toBeLessThan(before?.width ?? 0);

  const upload = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/update-profile-picture'),
  );
  await dialog.getByRole('button', { name: 'Sauvegarder' }).focus();
  await page.keyboard.press('Enter');
  const body = (await upload).postDataJSON() as Record<string, string>;
  expect(body).toMatchObject({ fileExtension: 'jpeg', imageType: 'PROFILE_PICTURE' });
  expect(body.imageBase64?.startsWith('/9j/')).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Photo de profil mise à jour' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: /Profil actif/ })
      .locator('img')
      .first(),
  ).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
});
