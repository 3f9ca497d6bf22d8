import { recordAppEntryRequests } from './app-entry-requests';
import { expect, expectAccessible, test } from './fixtures';

// docs/adr/0030-public-pages-drawn-in-a-worker.md: against the production flavour, whose
// backend a worker can reach (the demo's mocked backend answers the page only).
test("a club's page reads before the app loads, which takes it over at the visitor's first gesture", async ({
  page,
}) => {
  const entryRequests = recordAppEntryRequests(page);
  await page.goto('/inscription/carte/1');
  await expect(page).toHaveTitle('AMSF Lyon – Portail des adhérents');
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  const activities = page.getByRole('tabpanel', { name: 'Activités' });
  await expect(activities.getByRole('link', { name: 'Yoga' })).toBeVisible();
  // The tabs wait for the app; what is drawn is accessible meanwhile.
  const events = page.getByRole('tab', { name: 'Événements' });
  await expect(events).toBeDisabled();
  await expectAccessible(page);
  expect(entryRequests).toEqual([]);

  // The first key starts the app, which draws the page again without taking the focus away.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Aller au contenu' });
  await expect(skipLink).toBeFocused();
  await expect(events).toBeEnabled();
  expect(entryRequests).toHaveLength(1);
  await expect(skipLink).toBeFocused();
  await events.click();
  await expect(page.getByRole('tabpanel', { name: 'Événements' })).toBeVisible();
});

test("an activity's page shows its description before the app, and its links lead on without it", async ({
  page,
}) => {
  await page.goto('/inscription/carte/1/102');
  await expect(page).toHaveTitle('Yoga – Portail des adhérents');
  await expect(page.getByText(/^Hatha yoga tout niveau/)).toBeVisible();
  await expect(page.getByRole('button', { name: "Demande d'information" })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Retour au club' }).click();
  await expect(page).toHaveURL(/\/inscription\/carte\/1\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
});

test("the map's clubs and markers show before the app, which takes them over at the first gesture", async ({
  page,
}) => {
  const entryRequests = recordAppEntryRequests(page);
  await page.goto('/inscription/carte');
  await expect(page).toHaveTitle('Trouver un club – Portail des adhérents');
  const list = page.getByRole('region', { name: 'Liste des clubs' });
  const status = list.getByText(/^\d+ clubs trouvés dans la zone de la carte$/);
  await expect(status).toBeVisible();
  const found = await status.textContent();
  const clubs = await list.getByRole('listitem').getByRole('link').allTextContents();
  expect(clubs.length).toBeGreaterThan(0);
  // The map's groups show their counts, as the app's markers will.
  const map = page.locator('#carte');
  const stillCounts = await map.locator('.map-view__still-markers > *').allInnerTexts();
  expect(stillCounts.join('')).toMatch(/\d/);
  await expect(page.getByRole('button', { name: 'Masquer la carte' })).toBeDisabled();
  await expectAccessible(page);
  expect(entryRequests).toEqual([]);

  // The first key starts the app, which draws the same clubs and markers.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Masquer la carte' })).toBeEnabled();
  expect(entryRequests).toHaveLength(1);
  await expect(status).toHaveText(found ?? '');
  await expect(list.getByRole('listitem').getByRole('link')).toHaveText(clubs);
  const markers = page
    .getByRole('region', { name: 'Carte interactive des clubs' })
    .getByRole('button');
  await expect(markers.first()).toBeVisible();
  await expect(markers).toHaveText(stillCounts);
});
