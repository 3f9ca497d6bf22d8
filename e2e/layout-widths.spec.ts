import type { Locator, Page } from '@playwright/test';
import { openRouxAccountAsFederationAdmin } from './admin-journey';
import { expect, family, test } from './fixtures';
import {
  checkDialogEveryWidth,
  checkEveryWidth,
  resize,
  storeTheme,
  switchTheme,
  themes,
} from './layout-check';
import { openPass, programme, sessionDialog, slot } from './pass-journey';
import { trackRequests, waitUntilSettled } from './settled';
import { authFile, openSignedIn } from './signed-in';

/*
 * The layout check of issue 23: each main page at 390, 768 and 1280 px, in both themes, has no
 * horizontal overflow, no text clipped and a header whose items stay whole on one line; its
 * dialogs fit the viewport, and axe finds nothing in either theme. One test per page: the widths
 * and themes loop inside it.
 */

// Three widths, two themes and axe in one test: the longest took 23 s on a quiet machine, about
// half the journeys' 45 s time-out, which a machine twice as busy would reach.
test.describe.configure({ timeout: 90_000 });

/** Public pages have no theme switch: the stored setting, then a reload. */
const publicPages = [
  { name: 'landing', address: '/' },
  { name: 'map', address: '/inscription/carte' },
  { name: 'club page', address: '/inscription/carte/1' },
  { name: 'activity page', address: '/inscription/carte/1/101' },
  { name: 'prices', address: '/inscription/carte/1/101/cotisations' },
  { name: 'premium pack', address: '/premium-pack' },
  { name: 'attestation check', address: '/attestation/verifier' },
];

for (const { name, address } of publicPages) {
  for (const theme of themes) {
    test(`${name} fits every width (${theme})`, async ({ page }) => {
      await storeTheme(page, theme);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await checkEveryWidth(page, `${name} (${theme})`, () =>
        expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
      );
    });
  }
}

/**
 * A member's page by its address, once settled: its first h1 alone could be the profile's
 * splash, which fits any width and would prove nothing.
 */
async function openSettled(page: Page, address: string): Promise<void> {
  trackRequests(page);
  await openSignedIn(page, address);
  await waitUntilSettled(page);
}

/** A region's box on screen; it must be shown. */
async function boxOf(region: Locator) {
  const box = await region.boundingBox();
  expect(box, 'region shown').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

/**
 * Mes inscriptions uses the room on desktop (issue 23): at 1280 px every area takes the content
 * width, so its tables keep their columns whole, in the spec's order: requests, memberships,
 * schedules.
 */
async function checkRegistrationAreas(
  page: Page,
  areas: { requests: Locator; memberships: Locator; schedules: Locator },
) {
  await resize(page, 1280);
  const requests = await boxOf(areas.requests);
  const memberships = await boxOf(areas.memberships);
  const schedules = await boxOf(areas.schedules);
  expect(requests.width, 'the requests take the content width').toBeGreaterThan(1100);
  expect(Math.abs(requests.width - schedules.width)).toBeLessThan(2);
  expect(memberships.y).toBeGreaterThanOrEqual(requests.y + requests.height);
  expect(schedules.y).toBeGreaterThanOrEqual(memberships.y + memberships.height);
}

test.describe('signed in as Claire', () => {
  test.use({ storageState: authFile(family) });

  /** Runs `check` in the light then the dark theme, switched with the header's switch. */
  async function eachTheme(page: Page, check: (where: string) => Promise<void>) {
    for (const theme of themes) {
      await resize(page, 1280);
      await switchTheme(page, theme);
      await check(theme);
    }
  }

  test('home fits every width, and its header stays on one line from 320 to 1920 px', async ({
    page,
  }) => {
    await openSettled(page, '/profile/101/home');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await eachTheme(page, (theme) => checkEveryWidth(page, `home (${theme})`));
    // Around each breakpoint (40, 64 and 90 rem) and at both ends.
    await checkEveryWidth(
      page,
      'home (dark)',
      undefined,
      [320, 639, 640, 1023, 1199, 1200, 1439, 1440, 1920],
    );
  });

  /** Claire's pages opened by their address, ready when their title shows. */
  const memberPages = [
    { name: 'news', address: '/profile/101/actualites' },
    { name: 'member map', address: '/profile/101/inscription/carte' },
    { name: 'licence card', address: '/profile/101/carte-licence' },
    { name: 'honorability', address: '/profile/101/certif_honorabilite' },
    { name: 'club directory', address: '/profile/101/mon_annuaire' },
  ];
  for (const { name, address } of memberPages) {
    test(`${name} fits every width`, async ({ page }) => {
      await openSettled(page, address);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await eachTheme(page, (theme) => checkEveryWidth(page, `${name} (${theme})`));
    });
  }

  /** The other PASS tabs, each ready when its first heading or offer shows. */
  const passTabs = [
    { tab: 'bookings', ready: (page: Page) => page.getByRole('tabpanel').getByRole('heading') },
    { tab: 'catalogue', ready: (page: Page) => page.getByRole('tabpanel').getByRole('listitem') },
    { tab: 'mon_compte', ready: (page: Page) => page.getByRole('tabpanel').getByRole('heading') },
  ];
  for (const { tab, ready } of passTabs) {
    test(`the PASS tab ${tab} fits every width`, async ({ page }) => {
      await openPass(page, 101, tab);
      await expect(ready(page).first()).toBeVisible();
      await eachTheme(page, (theme) => checkEveryWidth(page, `PASS ${tab} (${theme})`));
    });
  }

  test('personal info fits every width', async ({ page }) => {
    await openSettled(page, '/profile/101/mes_info');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await eachTheme(page, (theme) => checkEveryWidth(page, `personal info (${theme})`));
  });

  test('Mes inscriptions and its payment-details and attestation dialogs fit every width', async ({
    page,
  }) => {
    await openSignedIn(page, '/profile/101/mes_inscriptions');
    const memberships = page.getByRole('region', { name: 'Mes adhésions 2026/2027' });
    await expect(memberships.getByRole('heading', { name: 'AMSF Lyon' })).toBeVisible();
    const schedules = page.getByRole('region', { name: 'Mes échéances' });
    await expect(schedules.getByRole('button', { name: /Voir détails : Natation/ })).toBeVisible();
    const requests = page.getByRole('region', { name: "Mes demandes d'inscription" });
    await checkRegistrationAreas(page, { requests, memberships, schedules });
    await eachTheme(page, async (theme) => {
      await checkEveryWidth(page, `Mes inscriptions (${theme})`);

      await schedules.getByRole('button', { name: /Voir détails : Natation/ }).click();
      const details = page.getByRole('dialog', { name: 'Détails des paiements' });
      await checkDialogEveryWidth(page, details, `payment details (${theme})`);
      await page.keyboard.press('Escape');
      await expect(details).toHaveCount(0);

      await memberships.getByRole('button', { name: 'Mon attestation : AMSF Lyon' }).click();
      const attestation = page.getByRole('dialog', { name: 'Mon attestation – AMSF Lyon' });
      await expect(attestation.getByText('Page 1 sur 1')).toBeVisible();
      await checkDialogEveryWidth(page, attestation, `attestation (${theme})`);
      await page.keyboard.press('Escape');
      await expect(attestation).toHaveCount(0);
    });
  });

  test('the reservations calendar fits every width', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+01:00'));
    await openSignedIn(page, '/profile/101/mes_inscriptions');
    const area = page.getByRole('region', { name: 'Réservations' });
    await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
    await expect(area.getByRole('tablist')).toBeVisible();
    await eachTheme(page, (theme) =>
      checkEveryWidth(page, `reservations calendar (${theme})`, () =>
        expect(area.getByRole('tab', { selected: true })).toBeVisible(),
      ),
    );
  });

  test('the PASS programme and its booking dialog fit every width', async ({ page }) => {
    await openPass(page, 101);
    await expect(programme(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await eachTheme(page, async (theme) => {
      await checkEveryWidth(page, `PASS programme (${theme})`);
      await slot(page, 'Étirements', 2).click();
      const dialog = sessionDialog(page, 'Étirements');
      await checkDialogEveryWidth(page, dialog, `PASS booking dialog (${theme})`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });

  test('the chat list and a conversation fit every width', async ({ page }) => {
    await openSignedIn(page, '/profile/101/chat/my_conversations');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
    const swimming = 'Section Natation – AMSF Lyon';
    await eachTheme(page, async (theme) => {
      await checkEveryWidth(page, `chat list (${theme})`);
      await resize(page, 1280);
      await page.getByRole('button', { name: new RegExp(swimming) }).click();
      await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
      await checkEveryWidth(page, `conversation (${theme})`, () =>
        expect(page.getByRole('log', { name: 'Messages' })).toBeVisible(),
      );
    });
  });
});

test('the admin list, an account page and its responsibilities dialog fit every width', async ({
  page,
}) => {
  await openRouxAccountAsFederationAdmin(page);
  for (const theme of themes) {
    await resize(page, 1280);
    await switchTheme(page, theme);
    await checkEveryWidth(page, `admin account (${theme})`);
    await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
    const dialog = page.getByRole('dialog', { name: "Nouvelle responsabilité d'Isabelle Roux" });
    await checkDialogEveryWidth(page, dialog, `responsibilities dialog (${theme})`);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto('/profile/401/users/home/search/recherche');
    await page
      .getByRole('searchbox', { name: 'Rechercher par nom de famille, prénom ou adresse email' })
      .fill('roux');
    const link = page.getByRole('link', { name: 'famille.roux@exemple.fr' });
    await expect(link).toBeVisible();
    await checkEveryWidth(page, `admin list (${theme})`);
    await resize(page, 1280);
    await link.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
    ).toBeVisible();
  }
});
