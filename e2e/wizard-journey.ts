import { expect, expectAccessible, family } from './fixtures';
import { trackRequests, waitUntilSettled } from './settled';
import { authFile, openSignedIn } from './signed-in';
import type { Locator, Page } from '@playwright/test';

/** Club 1, AMSF Lyon, seeded with the wizard's cases (docs/api.md 'Demo data for journeys'). */
export const lyon = 1;

/** Wizard journeys start signed in as the family: `test.use(signedInAsFamily)`. */
export const signedInAsFamily = { storageState: authFile(family) };

/** Enters Claire's space (signed in as the family) and opens an activity of AMSF Lyon. */
export async function openActivity(page: Page, activityId: number): Promise<string> {
  trackRequests(page);
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const profileRoot = new URL(page.url()).pathname.replace(/\/home$/, '');
  await page.goto(`${profileRoot}/inscription/carte/${lyon}/${activityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitUntilSettled(page);
  return profileRoot;
}

/**
 * 'Inscription' on a category, then the profile's tile: the wizard's dialog. `checked` also waits
 * for the choice dialog and checks it with axe, then for the first step's focus.
 */
export async function openWizard(
  page: Page,
  categoryTitle: string,
  profileName: string,
  { checked = false } = {},
): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Catégories' })
    .getByRole('button', { name: `Inscription – ${categoryTitle}` })
    .click();
  const choice = page.getByRole('dialog', { name: "Qui s'inscrit ?" });
  if (checked) {
    await expect(choice).toBeVisible();
    await expectAccessible(page);
  }
  await choice.getByRole('button', { name: new RegExp(profileName) }).click();
  const wizard = page.getByRole('dialog', { name: 'Inscription' });
  if (checked) {
    await expect(wizard.getByRole('heading', { name: 'Mes informations' })).toBeFocused();
    await expectAccessible(page);
  }
  return wizard;
}

/** The wizard opened and checked: its choice dialog and first step pass axe. */
export function startWizard(page: Page, categoryTitle: string, profileName: string) {
  return openWizard(page, categoryTitle, profileName, { checked: true });
}

/** The open modal: every step changes only what is inside it. */
const wizardDialog = 'dialog[open]';

/** Suivant, then the next step's heading has the focus; axe on every step. */
export async function nextStep(page: Page, wizard: Locator, heading: string): Promise<void> {
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await expect(wizard.getByRole('heading', { name: heading })).toBeFocused();
  await expect(wizard.getByRole('listitem').filter({ hasText: heading }).first()).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectAccessible(page, wizardDialog);
}

/** The adults' questionnaire: answers default to NO outside production, so only attest. */
export async function attestHealth(wizard: Locator, questions: number): Promise<void> {
  await expect(wizard.getByRole('group', { name: /^\d+\. / })).toHaveCount(questions);
  await wizard.getByRole('checkbox', { name: /Renouvellement questionnaire de santé/ }).check();
}

/** The club's rules (AMSF Lyon requires them): tick the attestation. */
export async function acceptSettlement(page: Page, wizard: Locator): Promise<void> {
  await nextStep(page, wizard, 'Règlement du club');
  await expect(wizard.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  await wizard
    .getByRole('checkbox', { name: "J'atteste que j'accepte le règlement du club." })
    .check();
}
