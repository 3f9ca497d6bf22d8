import type { Locator, Page } from '@playwright/test';
import { attestHealth, openActivity, openWizard, signedInAsFamily } from '../wizard-journey';
import { openSignedIn } from '../signed-in';
import { expect, test } from './spec-only-test';

test.use(signedInAsFamily);

/** Suivant, then the next step's heading has the focus (no axe here: the long journeys do it). */
async function next(wizard: Locator, heading: string) {
  await wizard.getByRole('button', { name: 'Suivant' }).click();
  await expect(wizard.getByRole('heading', { name: heading })).toBeFocused();
}

async function startYoga(page: Page) {
  const wizard = await openWizard(page, 'Adultes', 'Claire');
  await expect(wizard.getByRole('heading', { name: 'Mes informations' })).toBeFocused();
  return wizard;
}

test('spec-only: a whole sign-up with the promo, through the cart and the payment', async ({
  page,
}) => {
  const profileRoot = await openActivity(page, 102);
  const wizard = await startYoga(page);
  await next(wizard, 'Choix de la catégorie');
  await expect(
    wizard.getByRole('status').filter({ hasText: /Vous bénéficiez d'une réduction de/ }),
  ).toContainText('Promo Rentrée sportive (10 %) : - 18,50 €');
  await next(wizard, 'Choix de la licence');
  await next(wizard, 'Règlement du club');
  await wizard
    .getByRole('checkbox', { name: "J'atteste que j'accepte le règlement du club." })
    .check();
  await next(wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);
  await next(wizard, 'Choix du mode de paiement');
  await expect(wizard.getByRole('radio', { name: 'Paiement en une fois' })).toBeChecked();
  const lines = wizard.getByRole('table', { name: 'Résumé de la demande' });
  await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('€');
  await next(wizard, 'Résumé de la demande');
  await wizard.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(wizard).toHaveCount(0);

  await page.getByRole('button', { name: /^Panier/ }).click();
  const cart = page.getByRole('dialog', { name: 'Votre Panier' });
  const card = cart.getByRole('article', { name: 'Adhésion Yoga (Adultes)' });
  await expect(card).toContainText('Promo Rentrée sportive (10 %)- 18,50 €');
  await card.getByRole('button', { name: 'Payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);

  await page.goto(`${profileRoot}/mes_inscriptions`);
  const schedules = page.getByRole('region', { name: 'Mes échéances' });
  await expect(schedules.getByRole('row', { name: /Yoga/ })).toBeVisible();
});

test('spec-only: Mes inscriptions shows the memberships, the schedules and the reservations', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/101/mes_inscriptions');
  const memberships = page.getByRole('region', { name: 'Mes adhésions 2026/2027' });
  await expect(memberships.getByRole('heading', { name: 'AMSF Lyon' })).toBeVisible();
  const schedules = page.getByRole('region', { name: 'Mes échéances' });
  await expect(schedules.getByRole('row', { name: /Natation/ })).toBeVisible();
  const area = page.getByRole('region', { name: 'Réservations' });
  await area.getByRole('button', { name: 'Afficher le calendrier des séances' }).click();
  await expect(area.getByRole('tab', { name: 'Vue par semaine' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
