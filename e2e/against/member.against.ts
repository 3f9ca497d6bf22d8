import { expect, firstProfile, openSignedIn, profileCount, test } from './against-test';
import { openPassProgramme } from './pass-programme';

test.use({ role: 'member' });

test('profils : les profils du membre connecté, puis son premier profil', async ({ page }) => {
  expect(await profileCount(page)).toBeGreaterThan(0);
  const id = await firstProfile(page);
  await openSignedIn(page, `/profile/${id}/mes_info`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mes informations personnelles' }),
  ).toBeVisible();
});

test('mes inscriptions : adhésions, échéances et calendrier des réservations', async ({ page }) => {
  const id = await firstProfile(page);
  await openSignedIn(page, `/profile/${id}/mes_inscriptions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes inscriptions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Mes adhésions/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mes échéances' })).toBeVisible();
  const area = page.getByRole('region', { name: 'Réservations' });
  await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
  await expect(area.getByRole('tab', { name: 'Vue par semaine' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('PASS : le programme du club du membre', async ({ page }) => {
  const id = await firstProfile(page);
  const { slots: programme } = await openPassProgramme(page, id);
  await expect(programme.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test("chat : la liste des conversations et les messages d'une conversation", async ({ page }) => {
  const id = await firstProfile(page);
  await openSignedIn(page, `/profile/${id}/chat/my_conversations`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
  // On a desktop the first conversation opens on arrival, with its messages.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
});
