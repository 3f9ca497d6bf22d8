import { expect, type Page } from '@playwright/test';

/** The town QA searches on the map (AGAINST_TOWN); any large French town has clubs. */
export const town = process.env.AGAINST_TOWN ?? 'Lyon';

/** How many clubs of the town are opened, at most, to find one with a published activity. */
const clubsTried = 5;

type Club = { name: string; address: string };

/** Opens a club's page; resolves to its first activity's link, if it lists one. */
async function firstActivityOf(page: Page, club: Club) {
  await page.goto(club.address);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  const activities = panel.getByRole('link');
  const none = panel.getByText("Aucune activité n'est proposée pour le moment.");
  await expect(activities.first().or(none)).toBeVisible();
  return (await none.isVisible()) ? undefined : activities.first();
}

/** The clubs the map's list finds for the town, map hidden so that the list holds them all. */
async function clubsOfTown(page: Page): Promise<Club[]> {
  await page.goto('/inscription/carte');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Liste des clubs' });
  const count = list.getByRole('status').filter({ hasText: /trouvé/ });
  await expect(count).toHaveText(/trouvés? dans la zone de la carte$/);
  await page.getByRole('button', { name: 'Masquer la carte' }).click();
  const before = await count.innerText();
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill(town);
  await expect(count).not.toHaveText(before);
  // Around the town when the geocoder knows it, else by the clubs' names.
  await expect(count).toHaveText(/^[1-9][\d\s\u202f]* clubs? trouvés?( à moins de \d+ km de .+)?$/);
  return list
    .getByRole('listitem')
    .locator('a.club-list__name')
    .evaluateAll((links) =>
      links.map((link) => ({
        name: link.textContent?.trim() ?? '',
        address: new URL((link as HTMLAnchorElement).href).pathname,
      })),
    );
}

/**
 * The map's first club in the searched town with a published activity: opens that activity's
 * page and resolves to its title.
 */
export async function openFirstActivity(page: Page): Promise<string> {
  const clubs = (await clubsOfTown(page)).slice(0, clubsTried);
  for (const club of clubs) {
    const activity = await firstActivityOf(page, club);
    if (!activity) continue;
    const title = (await activity.innerText()).split('\n')[0]?.trim() ?? '';
    await activity.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    return title;
  }
  throw new Error(`None of the first ${clubs.length} clubs found for '${town}' lists an activity`);
}
