import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { expectNoHorizontalOverflow } from './layout-check';

/** Lyon's centre, as the address service places it. */
const lyon = { lat: 45.7676, lng: 4.8345 };

/**
 * Where Lyon's centre is drawn on screen, read from the map's tiles: the tile of the current
 * zoom that holds it, and its place inside that tile (Web Mercator, 256 px tiles).
 */
async function lyonOnScreen(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate(({ lat, lng }) => {
    const tiles = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')];
    const zooms = tiles.map((tile) => Number(/\/tiles\/(\d+)\//.exec(tile.src)?.[1] ?? -1));
    const zoom = Math.max(...zooms);
    const scale = 256 * 2 ** zoom;
    const x = ((lng + 180) / 360) * scale;
    const sin = Math.sin((lat * Math.PI) / 180);
    const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
    const [tx, ty] = [Math.floor(x / 256), Math.floor(y / 256)];
    const tile = tiles.find((item) => item.src.includes(`/tiles/${zoom}/${tx}/${ty}`));
    if (!tile) return null;
    const box = tile.getBoundingClientRect();
    return {
      x: box.left + ((x - tx * 256) * box.width) / 256,
      y: box.top + ((y - ty * 256) * box.height) / 256,
    };
  }, lyon);
}

test('a visitor searches a town on a phone: the map moves to Lyon and lists the clubs around it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inscription/carte');
  const map = page.getByRole('region', { name: 'Carte interactive des clubs' });
  await expect(map).toBeVisible();
  // On a phone the map starts on the first screen: at least 200 px of it above the fold.
  const start = await map.boundingBox();
  expect(start?.y ?? Infinity).toBeLessThan(844 - 200);

  const list = page.getByRole('region', { name: 'Liste des clubs' });
  const count = list.getByRole('status').filter({ hasText: /trouvé/ });
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill('Lyon');
  await expect(count).toHaveText(
    /^\d+ clubs trouvés à moins de 15 km de Lyon dans la zone de la carte$/,
  );
  // Not only the clubs that write 'Lyon': Villeurbanne's and Oullins' too, nearest first.
  await expect(list.getByText(/^69100 Villeurbanne, à [\d,]+ km$/).first()).toBeVisible();
  await expect(list.getByText(/^69310 Oullins-Pierre-Bénite, à [\d,]+ km$/).first()).toBeVisible();
  const distances = await list
    .locator('.club-list__place')
    .allInnerTexts()
    .then((places) => places.map((place) => /à ([\d,]+) (k?m)$/.exec(place)))
    .then((found) =>
      found.map((match) =>
        match ? Number(match[1]?.replace(',', '.')) / (match[2] === 'm' ? 1000 : 1) : NaN,
      ),
    );
  expect(distances.length).toBeGreaterThan(2);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  // The map is centred on Lyon: its centre is drawn in the middle of the map.
  await expect
    .poll(async () => {
      const box = await map.boundingBox();
      const at = await lyonOnScreen(page);
      if (!box || !at) return Infinity;
      return Math.hypot(at.x - (box.x + box.width / 2), at.y - (box.y + box.height / 2));
    })
    .toBeLessThan(24);
  await expectAccessible(page);

  await page.setViewportSize({ width: 320, height: 844 });
  await expectNoHorizontalOverflow(page, 'map page at 320 px after a town search');
});

test('an activity without a picture of its own shows its discipline’s icon beside its name', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1');
  const pilates = page.getByRole('tabpanel').getByRole('link', { name: 'Pilates' });
  await expect(pilates).toBeVisible();
  await expect(pilates.locator('img')).toHaveCount(0);
  const icon = pilates.locator('[data-discipline="gentle"][aria-hidden="true"] svg');
  await expect(icon).toBeVisible();
  // Natation has its own picture: no icon stands in for it.
  const natation = page.getByRole('tabpanel').getByRole('link', { name: 'Natation' }).first();
  await expect(natation.locator('img')).toHaveAttribute('src', /natation\.svg$/);

  await pilates.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pilates' })).toBeVisible();
  await expect(
    page.locator('.enrolment-activity__picture[data-discipline="gentle"]'),
  ).toBeVisible();
  await expectAccessible(page);
});
