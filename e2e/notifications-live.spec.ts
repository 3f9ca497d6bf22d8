import type { Page } from '@playwright/test';
import { clubAdmin, expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

/**
 * The bearer the page sends in its STOMP CONNECT, and the moment it subscribes to the global
 * notifications (the shell subscribes once it is idle): read on the real socket.
 */
function watchSocket(page: Page) {
  let bearer: string | undefined;
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const frame = String(payload);
        bearer ??= /Bearer ([\w-]+\.[\w-]+\.[\w-]+)/.exec(frame)?.[1];
        if (frame.includes('SUBSCRIBE') && frame.includes('/topic/notifications')) resolve();
      }),
    );
  });
  return {
    subscribed,
    bearer: () => {
      if (!bearer) throw new Error('No CONNECT frame seen yet');
      return bearer;
    },
  };
}

test('a global notification raises the header’s counter without reload; reading it brings it back to 0', async ({
  page,
  browser,
}) => {
  const member = watchSocket(page);
  await openSignedIn(page, '/profile/101/home');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await member.subscribed;
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });

  const title = `Assemblée générale ${Date.now()}`;
  const notification = { title, content: 'Samedi à 10 h, salle des fêtes. Venez nombreux ! 🎉' };
  // A member may not publish: only an administrator's bearer is accepted.
  const refused = await page.request.post('/chat/notifications', {
    headers: { Authorization: `Bearer ${member.bearer()}` },
    data: notification,
  });
  expect(refused.status()).toBe(403);
  expect((await page.request.post('/chat/notifications', { data: notification })).status()).toBe(
    401,
  );

  const adminContext = await browser.newContext({ storageState: authFile(clubAdmin) });
  try {
    const adminPage = await adminContext.newPage();
    const admin = watchSocket(adminPage);
    await openSignedIn(adminPage, '/profile/301/home');
    await admin.subscribed;
    const published = await adminPage.request.post('/chat/notifications', {
      headers: { Authorization: `Bearer ${admin.bearer()}` },
      data: notification,
    });
    expect(published.status()).toBe(201);
  } finally {
    await adminContext.close();
  }

  await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');
  expect(reloaded).toBe(false);

  // Keyboard only: the bell opens the panel, which lists the notification and marks it read.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByRole('heading', { name: title })).toBeVisible();
  await expect(item).toContainText('Samedi à 10 h, salle des fêtes. Venez nombreux ! 🎉');
  // French ordinal: the first of a month reads '1er'.
  await expect(item).toContainText(/Le (1er|\d{1,2}) \p{L}+ \d{4} à \d{2}:\d{2}/u);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the bell fits the header and its panel is accessible', async ({ page }) => {
    await openSignedIn(page, '/profile/101/home');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const box = await bell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    await expectAccessible(page);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await expectAccessible(page);
  });
});
