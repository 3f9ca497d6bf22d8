// The landing page as the browser draws it, without its scripts: a plain static page beside the
// real one, so that the bench shows what the scripts cost the first paint (docs/adr/0013).
/* global document */ // page.evaluate runs in the browser
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

export const staticPage = 'lighthouse-static-landing.html';

export async function writeStaticLanding({ origin, dist, chromePath, chromeFlags }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      document
        .querySelectorAll('script, link[rel="modulepreload"]')
        .forEach((node) => node.remove());
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    writeFileSync(join(dist, staticPage), html);
  } finally {
    await browser.close();
  }
}
