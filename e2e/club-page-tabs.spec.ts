import { expect, expectAccessible, test } from './fixtures';

test('a visitor opens a club, browses its activities and events with the keyboard, then an activity', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1');
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  await expect(page).toHaveTitle('AMSF Lyon – Portail des adhérents');
  await expect(page.getByRole('link', { name: 'Site du club (nouvel onglet)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: /Retour à la carte/ })).toHaveAttribute(
    'href',
    '/inscription/carte',
  );

  const activitiesTab = page.getByRole('tab', { name: 'Activités' });
  await expect(activitiesTab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const links = panel.getByRole('link');
  // More than three activities, then the list in French alphabetical order.
  await expect(links.nth(3)).toBeVisible();
  const titles = await links.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  await expect(links).toHaveText(
    [...titles].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
  );
  // Not published on the member portal, and an event: neither is listed here.
  expect(titles).not.toContain('Escalade');
  expect(titles).not.toContain('Course des Lumières');
  // Pilates has no picture of its own: its discipline's icon (gentle gym), not another sport's.
  const pilates = panel.getByRole('link', { name: 'Pilates' });
  await expect(pilates.locator('img')).toHaveCount(0);
  await expect(pilates.locator('.discipline-picture')).toHaveAttribute('data-discipline', 'gentle');
  await expect(pilates.locator('.discipline-picture svg')).toBeVisible();
  await expectAccessible(page);

  await activitiesTab.focus();
  await page.keyboard.press('ArrowRight');
  const eventsTab = page.getByRole('tab', { name: 'Événements' });
  await expect(eventsTab).toBeFocused();
  await expect(eventsTab).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: 'Course des Lumières' })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('ArrowLeft');
  await expect(activitiesTab).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inscription\/carte\/1\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
});
