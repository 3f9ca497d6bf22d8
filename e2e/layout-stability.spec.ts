import type { Page } from '@playwright/test';
import { expect, family, test } from './fixtures';
import { readLayoutShifts, recordLayoutShifts } from './layout-shift';
import { trackRequests, waitUntilSettled } from './settled';
import { authFile, openSignedIn } from './signed-in';

/** Claire Martin's profile (docs/api.md, 'Demo data for journeys'). */
const profileRoot = '/profile/101';

/** Good CLS is 0.1; the portal keeps every page under half of it (issue 8). */
const maxCls = 0.05;

const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The page shows what it is about, and nothing is loading any more (e2e/settled.ts). */
async function expectSettled(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitUntilSettled(page);
}

/** The map shows its groups of clubs over its tiles, and the list its count. */
async function expectMapSettled(page: Page): Promise<void> {
  const map = page.getByRole('region', { name: 'Carte interactive des clubs' });
  await expect(map.getByRole('button', { name: /^Groupe de \d+ clubs/ }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /clubs? trouvés?/ })).toBeVisible();
  await expect(map.locator('.leaflet-tile').first()).toBeVisible();
  await waitUntilSettled(page);
}

type PageCase = {
  name: string;
  path: string | ((profileRoot: string) => string);
  settled: (page: Page) => Promise<void>;
};

const publicPages: PageCase[] = [
  {
    name: 'visitor guide',
    path: '/',
    settled: (page) => expectSettled(page, /^Bienvenue sur l'espace adhérent/),
  },
  {
    name: 'public map',
    path: '/inscription/carte',
    settled: async (page) => {
      await expectSettled(page, 'Trouver un club');
      await expectMapSettled(page);
    },
  },
  {
    name: 'club',
    path: '/inscription/carte/1',
    settled: async (page) => {
      await expectSettled(page, 'AMSF Lyon');
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  },
  {
    name: 'activity',
    path: '/inscription/carte/1/101',
    settled: async (page) => {
      await expectSettled(page, 'Natation');
      await expect(
        page.getByRole('region', { name: 'Catégories' }).getByRole('button').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'prices',
    path: '/inscription/carte/1/101/cotisations',
    settled: async (page) => {
      await expectSettled(page, 'Cotisations : Natation');
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
  {
    name: 'payment result',
    path: '/payments/success',
    // The page counts down to the profile and shows its loader after 2 s (members-area.md): the
    // loader's arrival is part of what is measured, then the member stays so that it settles.
    settled: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').getByText('Redirection en cours…')).toBeAttached();
      await page.getByRole('button', { name: 'Rester sur cette page' }).click();
      await waitUntilSettled(page);
    },
  },
];

const memberPages: PageCase[] = [
  {
    name: 'home',
    path: (root) => `${root}/home`,
    settled: async (page) => {
      await expectSettled(page, /^Bonjour/);
      await expect(
        page.getByRole('region', { name: 'Actualités' }).getByRole('article'),
      ).toHaveCount(3);
    },
  },
  {
    name: 'news',
    path: (root) => `${root}/actualites`,
    settled: async (page) => {
      await expectSettled(page, 'Toutes les actualités');
      await expect(page.getByRole('article')).toHaveCount(10);
    },
  },
  {
    name: 'member map',
    path: (root) => `${root}/inscription/carte`,
    settled: async (page) => {
      await expectSettled(page, 'Trouver un club');
      await expectMapSettled(page);
    },
  },
  {
    name: 'member activity',
    path: (root) => `${root}/inscription/carte/1/101`,
    settled: async (page) => {
      await expectSettled(page, 'Natation');
      await expect(
        page.getByRole('region', { name: 'Catégories' }).getByRole('button').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'personal information',
    path: (root) => `${root}/mes_info`,
    settled: (page) => expectSettled(page, 'Mes informations personnelles'),
  },
  {
    name: 'choose a profile',
    path: () => '/profile/choose',
    settled: async (page) => {
      await expectSettled(page, 'Choisissez un profil');
      await expect(page.getByRole('link', { name: /Claire Martin/ })).toBeVisible();
    },
  },
  {
    name: 'orders',
    path: (root) => `${root}/mes_inscriptions`,
    settled: async (page) => {
      await expectSettled(page, 'Mes inscriptions');
      await expect(page.getByRole('table').first()).toBeVisible();
    },
  },
];

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`layout stability (${viewportName})`, () => {
    test.use({ viewport });

    for (const pageCase of publicPages) {
      test(`the ${pageCase.name} page does not shift while it loads`, async ({ page }) => {
        await recordLayoutShifts(page);
        trackRequests(page);
        await page.goto(pageCase.path as string);
        await pageCase.settled(page);
        const report = await readLayoutShifts(page);
        // The figures stay in the report, for a page that comes close to the limit.
        test.info().annotations.push({ type: 'CLS', description: JSON.stringify(report) });
        expect(report.cls, report.sources.join(', ')).toBeLessThan(maxCls);
      });
    }

    test.describe('signed in', () => {
      test.use({ storageState: authFile(family) });

      for (const pageCase of memberPages) {
        test(`the member's ${pageCase.name} page does not shift while it loads`, async ({
          page,
        }) => {
          await recordLayoutShifts(page);
          trackRequests(page);
          const path = pageCase.path as (root: string) => string;
          await openSignedIn(page, path(profileRoot));
          await pageCase.settled(page);
          const report = await readLayoutShifts(page);
          // The figures stay in the report, for a page that comes close to the limit.
          test.info().annotations.push({ type: 'CLS', description: JSON.stringify(report) });
          expect(report.cls, report.sources.join(', ')).toBeLessThan(maxCls);
        });
      }
    });
  });
}
