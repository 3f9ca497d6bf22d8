import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import {
  acceptSettlement,
  attestHealth,
  nextStep,
  openActivity,
  signedInAsFamily,
  startWizard,
} from './wizard-journey';

export { expect, expectAccessible };

/** The enrolment wizard of one page, driven as the family's member clicks through it. */
export type WizardDriver = {
  /** The open wizard: every step changes only what is inside it. */
  readonly dialog: Locator;
  /** Claire's space, the activity's page, 'Inscription' on a category and the profile's tile. */
  start(activityId: number, category: string, profileName: string): Promise<void>;
  /** On the activity's page already: 'Inscription' on a category and the profile's tile. */
  choose(category: string, profileName: string): Promise<void>;
  /** The address of the profile's space the wizard was started from ('/profile/101'). */
  profileRoot(): string;
  /** 'Suivant', then the step's heading has the focus and the step passes axe. */
  next(heading: string): Promise<void>;
  acceptSettlement(): Promise<void>;
  attestHealth(questions?: number): Promise<void>;
  /** From 'Choix de la catégorie': the licence, the club's rules, the health questionnaire. */
  fromLicenceToHealth(): Promise<void>;
  /** An adult's walk with nothing to change, from 'Choix de la catégorie' to the payment choice. */
  fromLicenceToPaymentChoice(): Promise<void>;
  /** The same walk from 'Mes informations'. */
  toPaymentChoice(): Promise<void>;
  /** 'Accéder au paiement' on the summary, then 'Payer' on the checkout, back on the result page. */
  payAtCheckout(): Promise<void>;
};

function driverOf(page: Page): WizardDriver {
  const dialog = page.getByRole('dialog', { name: 'Inscription' });
  let root = '';
  const driver: WizardDriver = {
    dialog,
    async start(activityId, category, profileName) {
      root = await openActivity(page, activityId);
      await driver.choose(category, profileName);
    },
    async choose(category, profileName) {
      await startWizard(page, category, profileName);
    },
    profileRoot: () => root,
    next: (heading) => nextStep(page, dialog, heading),
    acceptSettlement: () => acceptSettlement(page, dialog),
    attestHealth: (questions = 9) => attestHealth(dialog, questions),
    async fromLicenceToHealth() {
      await driver.next('Choix de la licence');
      await driver.acceptSettlement();
      await driver.next('Questionnaire médical');
    },
    async fromLicenceToPaymentChoice() {
      await driver.fromLicenceToHealth();
      await driver.attestHealth();
      await driver.next('Choix du mode de paiement');
    },
    async toPaymentChoice() {
      await expect(dialog.getByRole('heading', { name: 'Mes informations' })).toBeVisible();
      await driver.next('Choix de la catégorie');
      await driver.fromLicenceToPaymentChoice();
    },
    async payAtCheckout() {
      await dialog.getByRole('button', { name: 'Accéder au paiement' }).click();
      await payOnCheckoutPage(page);
    },
  };
  return driver;
}

/** The mocked payment provider's page: 'Payer', then the portal's result page. */
export async function payOnCheckoutPage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  // A signed-in member's result shows inside their space (issue 34).
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
}

/** Wizard journeys: signed in as the family, with `wizard` to drive the sign-up. */
export const wizardTest = test.extend<{ wizard: WizardDriver }>({
  storageState: async ({}, provide) => provide(signedInAsFamily.storageState),
  wizard: async ({ page }, provide) => provide(driverOf(page)),
});

/** An adult's sign-up without answers to change (9 health questions), from 'Mes informations' to its summary. */
export async function walkAdultWizardToSummary(page: Page): Promise<void> {
  const wizard = driverOf(page);
  await wizard.toPaymentChoice();
  await wizard.next('Résumé de la demande');
}
