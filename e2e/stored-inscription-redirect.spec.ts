import { clubAdmin, expect, signIn, test } from './fixtures';
import { trackRequests, waitUntilSettled } from './settled';

// Both journeys sign in through the identity server, so the portal starts a second time on the
// way back (the mock's worker, the account, the profile, then the activity): they wait for that
// page to settle, which at the load of a CI run took 10 s on its own.

test('a club and activity stored before sign-in are opened once signed in, then forgotten', async ({
  page,
}) => {
  trackRequests(page);
  await page.goto('/');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'inscriptionUrlParams',
      JSON.stringify({ clubId: 1, activityId: 101 }),
    ),
  );
  await signIn(page, clubAdmin);
  await waitUntilSettled(page);
  await expect(page).toHaveURL(/\/profile\/\d+\/inscription\/carte\/1\/101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('inscriptionUrlParams'))).toBeNull();
});

test('clubId and activityId in the address lead to that activity', async ({ page }) => {
  trackRequests(page);
  await signIn(page, clubAdmin, '/profile?clubId=1&activityId=102');
  await waitUntilSettled(page);
  await expect(page).toHaveURL(/\/profile\/\d+\/inscription\/carte\/1\/102$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
});
