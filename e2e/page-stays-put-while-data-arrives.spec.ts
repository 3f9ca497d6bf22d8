import type { Locator, Page } from '@playwright/test';
import { expect, family, misbehave, type MockRule, test } from './fixtures';
import { readLayoutShifts, recordLayoutShifts } from './layout-shift';
import { authFile, openSignedIn } from './signed-in';
import { trackRequests, waitUntilSettled } from './settled';

test.use({ storageState: authFile(family), viewport: { width: 390, height: 844 } });

/** Claire Martin's space (docs/api.md, 'Demo data for journeys'). */
const profileRoot = '/profile/101';

/** Longer than a page's other answers take on a busy machine: the member scrolls meanwhile. */
const slowMs = 2500;

const slow = (api: MockRule['api'], path: string): MockRule => ({
  api,
  method: 'GET',
  path,
  delayMs: slowMs,
});

/** Where an element sits in the document (not the viewport), to the pixel. */
async function documentTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY));
}

async function scrollPosition(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(scrollY));
}

/** Opens a page of Claire's space with the given answers slowed, recording its shifts and calls. */
async function openSlowly(page: Page, path: string, rules: MockRule[]): Promise<void> {
  await misbehave(page, rules);
  await recordLayoutShifts(page);
  trackRequests(page);
  await openSignedIn(page, `${profileRoot}/${path}`);
}

/** Nothing moved by itself since the page started: Chrome's CLS is 0. */
async function expectNoShift(page: Page): Promise<void> {
  const report = await readLayoutShifts(page);
  expect(report.cls, report.sources.join(', ')).toBe(0);
}

test("an activity's categories stay where the member scrolled to while the timetable and the address service answer late", async ({
  page,
}) => {
  await openSlowly(page, 'inscription/carte/1/110', [
    slow('main', '/public/sessions'),
    slow('geocoder', '/search/'),
  ]);
  const full = page
    .getByRole('region', { name: 'Catégories' })
    .getByRole('button', { name: 'Inscription – Compétition' });
  // As soon as the member can reach it, while the address service has not answered yet.
  await full.scrollIntoViewIfNeeded();
  await expect(full).toBeInViewport();
  const top = await documentTop(full);
  const scrolled = await scrollPosition(page);

  await waitUntilSettled(page);
  expect(await documentTop(full)).toBe(top);
  expect(await scrollPosition(page)).toBe(scrolled);
  await expect(full).toBeInViewport();
  await expectNoShift(page);
});

test("a club's page draws its activities with the club, however late they come", async ({
  page,
}) => {
  await openSlowly(page, 'inscription/carte/1', [slow('main', '/public/valides/activities/1')]);
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await waitUntilSettled(page);
  await expectNoShift(page);
});

test('Mes inscriptions keeps the reservations where they are when the schedules answer late', async ({
  page,
}) => {
  await openSlowly(page, 'mes_inscriptions', [
    slow('main', '/public/payment/get-payment-schedule'),
  ]);
  const calendar = page.getByRole('button', { name: 'Afficher le calendrier des séances' });
  await calendar.scrollIntoViewIfNeeded();
  const top = await documentTop(calendar);
  await expect(page.getByRole('table', { name: 'Mes échéances' })).toBeVisible();
  await waitUntilSettled(page);
  expect(await documentTop(calendar)).toBe(top);
  await expect(calendar).toBeInViewport();
  await expectNoShift(page);
});
