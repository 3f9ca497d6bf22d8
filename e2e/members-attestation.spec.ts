import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, expectAccessible, family, test } from './fixtures';
import { trackRequests, waitUntilSettled } from './settled';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member opens her membership attestation in the PDF viewer and downloads it', async ({
  page,
}) => {
  const pdfRequests: string[] = [];
  page.on('request', (request) => {
    if (/pdf\.worker|\/pdf-viewer-/.test(request.url())) pdfRequests.push(request.url());
  });
  trackRequests(page);
  await openSignedIn(page, '/profile/101/mes_inscriptions');
  const memberships = page.getByRole('region', { name: 'Mes adhésions 2026/2027' });
  await expect(memberships.getByRole('heading', { name: 'AMSF Lyon' })).toBeVisible();
  // The viewer's code loads only when a document is opened.
  expect(pdfRequests).toEqual([]);

  await memberships.getByRole('button', { name: 'Mon attestation : AMSF Lyon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mon attestation – AMSF Lyon' });
  // The viewer's chunk, pdf.js's worker and the document: more than 10 s at a CI run's load.
  await waitUntilSettled(page);
  await expect(dialog.getByText('Page 1 sur 1')).toBeVisible();
  const canvas = dialog.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const before = await canvas.boundingBox();
  expect(before?.width).toBeGreaterThan(300);
  // pdf.js and its worker come from our own origin.
  expect(pdfRequests.every((url) => url.startsWith(new URL(page.url()).origin))).toBe(true);
  expect(pdfRequests.some((url) => url.includes('pdf.worker'))).toBe(true);
  await expectAccessible(page);

  // Zoom from the keyboard on the page area, then with the button.
  await dialog.getByRole('region', { name: 'Document : Mon attestation – AMSF Lyon' }).focus();
  await page.keyboard.press('+');
  await expect(dialog.getByText('125 %')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zoom arrière' }).click();
  await expect(dialog.getByText('100 %')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Télécharger PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('attestation-amsf-lyon-2026-2027.pdf');
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe("Attestation d'adhésion 2026/2027");
  expect(pdf.getPageCount()).toBe(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
