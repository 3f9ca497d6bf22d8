import type { Page } from '@playwright/test';
import { expect, firstProfile, openSignedIn, profileCount, test } from './against-test';

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

/** PASS opens with its terms already accepted on this browser (a choice kept by the page). */
async function openPassProgramme(page: Page, id: number) {
  await page.addInitScript(() => {
    if (!window.location.protocol.startsWith('http')) return;
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
  });
  await openSignedIn(page, `/profile/${id}/pass/home/seances`);
  const programme = page.getByRole('tab', { name: 'Programmation' });
  const licence = page.getByRole('button', { name: 'Se connecter à PASS' });
  await expect(programme.or(licence)).toBeVisible();
  if (await licence.isVisible()) {
    // The backend gives no licence number with the profile: the member types it.
    const number = process.env.AGAINST_MEMBER_LICENCE;
    test
      .info()
      .skip(!number, 'PASS asks for the licence number and AGAINST_MEMBER_LICENCE is not given');
    await page.getByLabel('Numéro de licence').fill(number ?? '');
    await licence.click();
  }
  await expect(programme).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('region', { name: 'Séances programmées' });
}

test('PASS : le programme du club du membre', async ({ page }) => {
  const id = await firstProfile(page);
  const programme = await openPassProgramme(page, id);
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

export { openPassProgramme };
