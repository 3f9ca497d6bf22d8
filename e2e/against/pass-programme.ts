import { expect, type Page } from '@playwright/test';
import { openSignedIn, test } from './against-test';

/** PASS opens with its terms already accepted on this browser (a choice kept by the page). */
export async function openPassProgramme(page: Page, id: number) {
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
  const memberClub = await chooseClubOfFirstOffer(page);
  await programme.click();
  await expect(programme).toHaveAttribute('aria-selected', 'true');
  return { slots: page.getByRole('region', { name: 'Séances programmées' }), memberClub };
}

/**
 * The member's club: the club of the first offer 'Mon compte' lists, chosen in 'Mon club PASS'
 * (the portal opens on the first club of the list). Without an offer, the club stays.
 */
async function chooseClubOfFirstOffer(page: Page): Promise<boolean> {
  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mes offres' })).toBeVisible();
  const offers = page.locator('.pass-subscription');
  const none = page.getByText("Vous ne bénéficiez d'aucune offre permettant de réserver");
  await expect(offers.first().or(none)).toBeVisible();
  if (await none.isVisible()) return false;
  const club = (await offers.first().locator('span').nth(1).innerText()).trim();
  const choice = page.getByLabel('Mon club PASS');
  // An offer of a club PASS does not show (not active): the programme stays the first club's.
  if (!(await choice.locator('option').allInnerTexts()).includes(club)) return false;
  await choice.selectOption({ label: club });
  return true;
}
