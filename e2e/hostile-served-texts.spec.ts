import { hostilePayloads } from '../src/mocks/data/hostile-payloads';
import type { Locator, Page } from '@playwright/test';
import { expect, family, test } from './fixtures';
import { expectShownAsText, openHostile, payloadsShown, watchCspConsole } from './hostile-check';
import { authFile } from './signed-in';

test.use({ storageState: authFile(family) });

/**
 * Issue 24, hostile input served: the mock's hostile mode puts the payload table in every
 * free-text field of its answers (club and activity titles and descriptions, news, messages,
 * conversation names, people's names). Each page shows them as text, at 320 and 1280 px.
 */
const pages: Array<{ where: string; path: string; ready: (page: Page) => Locator }> = [
  {
    where: 'home and its news',
    path: '/profile/101/home',
    ready: (page) => page.getByRole('region', { name: 'Actualités' }).getByRole('article').first(),
  },
  {
    where: 'all the news',
    path: '/profile/101/actualites',
    ready: (page) => page.getByRole('article').first(),
  },
  {
    where: 'the map and its list',
    path: '/profile/101/inscription/carte',
    ready: (page) =>
      page.getByRole('region', { name: 'Liste des clubs' }).getByRole('listitem').first(),
  },
  {
    where: 'a club',
    path: '/profile/101/inscription/carte/1',
    // Not the first h1: the profile's splash has one while the account loads.
    ready: (page) => page.getByRole('tab', { name: 'Activités' }),
  },
  {
    where: 'an activity',
    path: '/profile/101/inscription/carte/1/101',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Catégories' }),
  },
  {
    where: 'the conversations',
    path: '/profile/101/chat/my_conversations',
    ready: (page) => page.getByRole('log', { name: 'Messages' }),
  },
  {
    where: 'Mes inscriptions',
    path: '/profile/101/mes_inscriptions',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Mes inscriptions' }),
  },
];

test('every page showing served text shows the hostile payloads as text', async ({ page }) => {
  test.slow(); // seven pages, each at two widths
  const cspConsole = watchCspConsole(page);
  await openHostile(page, '/profile/101/home');
  const seen = new Set<string>();
  for (const { where, path, ready } of pages) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toHaveCount(0);
    const shown = await payloadsShown(page, hostilePayloads);
    expect(shown.length, `${where}: payloads shown as text`).toBeGreaterThan(0);
    await expectShownAsText(page, where, cspConsole, shown);
    for (const payload of shown) seen.add(payload.name);
  }
  test.info().annotations.push({
    type: 'payloads shown',
    description: `${seen.size} of ${hostilePayloads.length}: ${[...seen].join('; ')}`,
  });
  expect(seen.size).toBeGreaterThanOrEqual(10);
});
