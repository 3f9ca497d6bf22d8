import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test("'Ma licence Premium' of the profile menu opens in the shared PDF viewer", async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await page.getByRole('button', { name: /Profil actif/ }).click();
  await page.getByRole('button', { name: 'Ma licence Premium' }).click();

  const dialog = page.getByRole('dialog', { name: 'Ma licence Premium' });
  await expect(dialog.getByText('Page 1 sur 1')).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Télécharger PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('licence.pdf');
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the health brochure of Ma Santé opens in the viewer on arrival and again from its button', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/101/sante');
  await expect(page).toHaveTitle(/Ma Santé/);
  const dialog = page.getByRole('dialog', { name: 'Ma Santé by AMSF' });
  await expect(dialog.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Ouvrir le livret Ma Santé by AMSF' }).click();
  await expect(dialog.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Télécharger PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ma_sante_by_amsf.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
