import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/** The colour of one pixel of a loaded tile, read back through a canvas (same origin). */
async function tilePixel(page: Page, tile: string, x: number, y: number): Promise<string> {
  return page.evaluate(
    ([source, left, top]) => {
      const image = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')].find((item) =>
        item.src.endsWith(source),
      );
      if (!image) throw new Error(`No tile ${source}`);
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D context');
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(left, top, 1, 1).data;
      return `#${[r, g, b].map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`;
    },
    [tile, x, y] as const,
  );
}

test("the demo map draws France's land, the sea around it and its borders", async ({ page }) => {
  await page.goto('/inscription/carte');
  const map = page.getByRole('region', { name: 'Carte interactive des clubs' });
  await expect(map.getByRole('button', { name: /^Groupe de \d+ clubs/ }).first()).toBeVisible();
  // Zoom 5 over France: Paris stands in tile 16/11, the Bay of Biscay in tile 15/11.
  await page.waitForFunction(() => {
    const tiles = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile')];
    return (
      tiles.some((tile) => tile.src.endsWith('/5/16/11.png')) &&
      tiles.every((tile) => tile.complete && tile.naturalWidth === 256)
    );
  });
  const land = '#f2efe9';
  const sea = '#aad3df';
  // Paris (2.35° E, 48.86° N) and Bourges (2.4° E, 47.08° N) on land.
  expect(await tilePixel(page, '/5/16/11.png', 53, 2)).toBe(land);
  expect(await tilePixel(page, '/5/16/11.png', 54, 62)).toBe(land);
  // The Bay of Biscay (6° W, 46° N) at sea, west of the coast of Vendée.
  expect(await tilePixel(page, '/5/15/11.png', 119, 98)).toBe(sea);
});
