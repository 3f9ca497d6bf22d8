import { expect, expectAccessible, test } from './fixtures';

test('a visitor filters the clubs by activity and town, then opens a club', async ({ page }) => {
  await page.goto('/inscription/carte');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  await expect(page).toHaveTitle('Trouver un club – Portail des adhérents');

  // The map draws groups of clubs as named, focusable buttons.
  const map = page.getByRole('region', { name: 'Carte interactive des clubs' });
  const groups = map.getByRole('button', {
    name: /^Groupe de \d+ clubs, (zoomer|afficher la liste)$/,
  });
  await expect(groups.first()).toBeVisible();
  const markerCount = await map.locator('.leaflet-marker-icon').count();
  expect(markerCount).toBeLessThanOrEqual(500);
  const box = await groups.first().boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);

  const list = page.getByRole('region', { name: 'Liste des clubs' });
  const count = list.getByRole('status').filter({ hasText: /trouvé/ });
  await expect(count).toHaveText(/^\d[\d\s\u202f]* clubs trouvés dans la zone de la carte$/);
  await expectAccessible(page);

  // A group opens with the keyboard: the map zooms in, the list follows the smaller view.
  const wholeView = await count.innerText();
  await groups.first().focus();
  await page.keyboard.press('Enter');
  await expect(count).not.toHaveText(wholeView);

  // Without the map, the list holds every club.
  await page.getByRole('button', { name: 'Masquer la carte' }).click();
  await expect(count).toHaveText(/^\d[\d\s\u202f]* clubs trouvés$/);
  await page.getByRole('button', { name: 'Afficher la carte' }).click();
  await expect(count).toHaveText(/dans la zone de la carte$/);

  // Activity first, then the town: the list and the map follow both.
  await page.getByRole('combobox', { name: 'Activité' }).selectOption({ label: 'Natation' });
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill('lyon');
  await expect(count).toHaveText(
    /^\d+ clubs? trouvés? à moins de 15 km de Lyon dans la zone de la carte$/,
  );
  const lyon = list.getByRole('link', { name: 'AMSF Lyon' });
  await expect(lyon).toBeVisible();
  // The clubs around Lyon, each with its distance from the town's centre.
  await expect
    .poll(async () => {
      const items = await list.getByRole('listitem').allInnerTexts();
      return items.length > 0 && items.every((item) => /, à [\d,]+ (k?m)/.test(item));
    })
    .toBe(true);

  // The list flies the map to the club (zoom 13): its marker and its card appear.
  await list.getByRole('button', { name: 'Voir sur la carte : AMSF Lyon' }).click();
  const marker = map.getByRole('button', { name: 'AMSF Lyon', exact: true });
  await expect(marker).toBeVisible();
  const card = page.getByRole('region', { name: 'AMSF Lyon' });
  await expect(card.getByText('Club sélectionné')).toBeVisible();
  await expect(card.getByText('69003 Lyon')).toBeVisible();
  await expectAccessible(page);

  // The same club chosen on the map with the keyboard: its card takes the focus.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('heading', { name: 'AMSF Lyon' })).toBeFocused();

  await lyon.click();
  await expect(page).toHaveURL(/\/inscription\/carte\/1$/);
});
