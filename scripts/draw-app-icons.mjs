// Draws the installable app's icons (public/icons/) from the portal's own mark (public/favicon.svg:
// a yellow triangle on a blue disc) with Debian's Chromium. Run once when the mark changes:
//   node scripts/draw-app-icons.mjs
// 'any' icons are the mark as it is; maskable ones put it on a full blue square, inside the
// central 80 % circle that every launcher mask keeps (docs/adr/0016-installable-portal.md).
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium as playwrightChromium } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

const mark = readFileSync('public/favicon.svg', 'utf8');
const blue = '#0b4f9c';
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${blue}"/><path d="M10.5 20l5.5-9.5 5.5 9.5z" fill="#ffd23f"/></svg>`;

const browser = await playwrightChromium.launch({
  executablePath: chromium.executablePath,
  args: chromium.args,
});
try {
  mkdirSync('public/icons', { recursive: true });
  for (const [name, svg] of [
    ['icon', mark],
    ['maskable', maskable],
  ]) {
    for (const size of [192, 512]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      await page.screenshot({ path: `public/icons/${name}-${size}.png`, omitBackground: true });
      await page.close();
    }
  }
} finally {
  await browser.close();
}
