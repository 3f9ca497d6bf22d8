import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * The production flavour the 'installable' project runs against (playwright.config.ts,
 * scripts/serve-production-flavour.mjs): its port and the folder nginx serves it from.
 */
const demoPort = Number(process.env.E2E_PORT ?? 4173);
export const productionPort = Number(process.env.PWA_PORT ?? demoPort + 100);
export const productionDist = path.resolve(
  import.meta.dirname,
  '..',
  `${process.env.E2E_DIST ?? 'dist'}-production-${productionPort}`,
);

/** The family's profile with a licence at AMSF Lyon (seed). */
export const licensedProfileId = 101;

/** Waits until the portal's service worker is active (it registers once the page is idle). */
/**
 * Reloads once the worker is active, until the page is controlled by it: from then on the worker
 * serves the visits (it registers once the page is idle), which an offline start needs.
 */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  expect(await serviceWorkerActive(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

export async function serviceWorkerActive(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
}

/** The address a QR code drawn on the page's canvas holds, decoded from its pixels. */
export async function decodeQrCode(page: Page, canvasSelector: string): Promise<string> {
  const image = await page.locator(canvasSelector).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context');
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    // As base64: a million numbers as a JSON array take half a minute to cross to the test.
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    }
    return { pixels: btoa(binary), width, height };
  });
  const pixels = new Uint8ClampedArray(Buffer.from(image.pixels, 'base64'));
  const code = jsQR(pixels, image.width, image.height);
  expect(code, 'the QR code decodes').not.toBeNull();
  return code?.data ?? '';
}
