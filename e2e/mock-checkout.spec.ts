import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectFailuresLogged, test } from './fixtures';

// The simulated card payment provider: a visitor pays an event registration without an account.
// The checkout is created through the public endpoint, as the offline registration dialog does.

const visitor = {
  firstname: 'Léa',
  lastname: 'Roux',
  birthday: '1992-05-17',
  gender: 'F',
  email: 'lea.roux@exemple.fr',
  mobilePhone: '0611223344',
  agreementDiffusionImage: false,
  agreementInfoFederation: false,
  agreementInfoClub: true,
  agreementInfoRegion: false,
  agreementInfoPartner: false,
};

async function openCheckout(page: Page): Promise<string> {
  // The mocked backend starts with the first call a page makes: once the event's page shows its
  // data, its worker answers the calls below.
  await page.goto('/inscription/carte/1/109?mock-reset=1');
  await expect(page.getByRole('heading', { level: 1, name: /Course des Lumières/ })).toBeVisible();
  const link = await page.evaluate(async (person) => {
    const origin = window.location.origin;
    const response = await fetch('/api/public/helloasso/payment-link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        totalAmount: 1200,
        initialAmount: 1200,
        itemName: 'Course des Lumières – Course 10 km chronométrée',
        backUrl: `${origin}/inscription/carte/1/109`,
        errorUrl: `${origin}/payments/error`,
        returnUrl: `${origin}/payments/success`,
        containsDonation: false,
        payer: { firstName: person.firstname, lastName: person.lastname, email: person.email },
        metadata: {
          noAccount: true,
          clubId: 1,
          activityId: 109,
          categoryId: 1092,
          offlineUser: person,
          others: [],
        },
      }),
    });
    return ((await response.json()) as { link: string }).link;
  }, visitor);
  expect(link).toMatch(/\/mock-checkout\/\d+$/);
  await page.goto(link);
  await expect(page).toHaveTitle('Paiement sécurisé – simulation');
  await expect(page.getByRole('heading', { name: 'Paiement sécurisé', level: 1 })).toBeVisible();
  return link;
}

test('a visitor pays on the provider page and lands on the success page', async ({ page }) => {
  const link = await openCheckout(page);
  await expect(page.getByText('Course des Lumières – Course 10 km chronométrée')).toBeVisible();
  await expect(page.getByText(/12,00\s€/)).toBeVisible();
  await expect(page.getByText('Léa Roux')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour' })).toHaveAttribute(
    'href',
    /\/inscription\/carte\/1\/109$/,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Payer' }).click();
  await page.waitForURL('**/payments/success');
  await expect(page.getByRole('heading', { name: "Bienvenue à l'AMSF !" })).toBeVisible();

  // The provider remembers the payment: the same checkout cannot be paid twice.
  await page.goto(link);
  await expect(page.getByText('Ce paiement a déjà été effectué.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a simulated failure sends the payer to the error page', async ({ page }) => {
  await openCheckout(page);
  await page.getByRole('button', { name: 'Simuler un échec' }).click();
  await page.waitForURL('**/payments/error');
  await expect(page.getByRole('heading', { name: 'Échec de paiement.' })).toBeVisible();
  await expect(page.getByText(/déroulé avec succès/)).toHaveCount(0);
  await expectAccessible(page);
});

test('an unknown checkout says so', async ({ page }) => {
  // The payment provider answers 404 for it.
  expectFailuresLogged(page);
  await page.goto('/mock-checkout/999999');
  await expect(page.getByRole('alert')).toHaveText(/Paiement introuvable\./);
  await expect(page.getByRole('link', { name: 'Retour au portail' })).toBeVisible();
  await expectAccessible(page);
});
