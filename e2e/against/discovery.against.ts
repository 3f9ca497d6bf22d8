import type { Page } from '@playwright/test';
import { expect, test } from './against-test';

/** The town QA searches on the map (AGAINST_TOWN); any large French town has clubs. */
const town = process.env.AGAINST_TOWN ?? 'Lyon';

/** How many clubs of the town are opened, at most, to find one with a published activity. */
const clubsTried = 5;

/** Opens a club's page; resolves to its first activity's link, if it lists one. */
async function firstActivityOf(page: Page, club: { name: string; address: string }) {
  await page.goto(club.address);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  const activities = panel.getByRole('link');
  const none = panel.getByText("Aucune activité n'est proposée pour le moment.");
  await expect(activities.first().or(none)).toBeVisible();
  return (await none.isVisible()) ? undefined : activities.first();
}

/** The first activity of the first of these clubs that lists one, on that club's page. */
async function firstClubActivity(page: Page, clubs: { name: string; address: string }[]) {
  for (const club of clubs) {
    const activity = await firstActivityOf(page, club);
    if (activity) return activity;
  }
  throw new Error(`None of the first ${clubs.length} clubs found for '${town}' lists an activity`);
}

test("carte : le premier club d'une ville cherchée avec une activité publiée, ses catégories et ses horaires", async ({
  page,
}) => {
  await page.goto('/inscription/carte');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Liste des clubs' });
  const count = list.getByRole('status').filter({ hasText: /trouvé/ });
  await expect(count).toHaveText(/trouvés? dans la zone de la carte$/);
  // Without the map, the list holds every club the search finds, wherever it is.
  await page.getByRole('button', { name: 'Masquer la carte' }).click();
  const before = await count.innerText();
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill(town);
  await expect(count).not.toHaveText(before);
  await expect(count).toHaveText(/^[1-9][\d\s\u202f]* clubs? trouvés?$/);
  const clubs = await list
    .getByRole('listitem')
    .locator('a.club-list__name')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent?.trim() ?? '',
        address: new URL((link as HTMLAnchorElement).href).pathname,
      })),
    );
  const activity = await firstClubActivity(page, clubs.slice(0, clubsTried));
  const title = (await activity.innerText()).split('\n')[0]?.trim() ?? '';
  await activity.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Catégories' });
  await expect(categories.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Horaires' })).toBeVisible();
});
