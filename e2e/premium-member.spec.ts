import type { BrowserContext } from '@playwright/test';
import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member without the premium licence buys the pack from the home page', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Paul Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const block = page.getByRole('region', { name: 'Le Club PREMIUM' });
  await expect(block.getByText(/Pensez à prendre votre licence AMSF PREMIUM/)).toBeVisible();
  await page.getByRole('button', { name: /Profil actif/ }).focus();
  await page.getByRole('button', { name: 'MENU' }).click();
  const locked = page.getByRole('button', { name: 'Mes avantages' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'MENU' }).click();
  await expectAccessible(page);

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/premium-client\/\d+$/.test(request.url()),
  );
  await block.getByRole('button', { name: 'Acheter le pack PREMIUM (25,00 €)' }).click();
  await sent;
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('Pack PREMIUM – licence PREMIUM de la saison')).toBeVisible();

  // The card is refused: the result says so inside Paul's space, with the way to pay again.
  await page.getByRole('button', { name: 'Simuler un échec' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/error$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Échec de paiement.' })).toBeVisible();
  await expect(page.getByText(/déroulé avec succès/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Profil actif/ })).toContainText('Paul');
  const refused = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(refused).toContainText('Pack PREMIUM AMSF');
  await expect(refused).toContainText('Paul Martin');
  await expect(refused).toContainText(/Montant à régler\s*25,00\s€/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Payer à nouveau : 25,00 €' }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await block.getByRole('button', { name: 'Acheter le pack PREMIUM (25,00 €)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success$/);
  const paid = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(paid).toContainText(/Réglé aujourd’hui\s*25,00\s€/);
  await expect(page.getByRole('link', { name: /Payer à nouveau/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Accéder à mon espace maintenant' }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const after = page.getByRole('region', { name: 'Le Club PREMIUM' });
  await expect(after.getByText(/plus d'un million d'offres/)).toBeVisible();
  await expect(after.getByText(/Pensez à prendre votre licence/)).toHaveCount(0);
  await expect(after.getByRole('button', { name: /Acheter le pack PREMIUM/ })).toHaveCount(0);

  // Outside production the premium partners only say so.
  await page.getByRole('button', { name: 'MENU' }).click();
  await page.getByRole('button', { name: 'Mes avantages' }).click();
  await expect(page.getByText('En mode développement')).toBeVisible();
  await expectAccessible(page);
});

/** The deployment's config in production, and the two partner sites answering a stub page. */
async function asProduction(context: BrowserContext) {
  await context.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, production: true } });
  });
  for (const site of ['https://club-premium.example.fr', 'https://digiclub.example.fr']) {
    await context.route(`${site}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="fr"><title>Partenaire</title><h1>Connecté</h1></html>',
      }),
    );
  }
}

test('in production Mes avantages and DIGICLUB PREMIUM sign a premium member in, in a new tab', async ({
  page,
  context,
}) => {
  await asProduction(context);
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);

  await page.getByRole('button', { name: 'MENU' }).click();
  const perksRequest = page.waitForRequest((request) =>
    request.url().endsWith('/get-auto-connect-edenred'),
  );
  const perksTab = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Mes avantages (nouvel onglet)' }).click();
  expect((await perksRequest).postDataJSON()).toMatchObject({
    action: 'ask',
    crypt: expect.any(String),
    controlCode: expect.stringMatching(/^[0-9a-f]{8}$/),
    iv: expect.stringMatching(/^[0-9a-f]{32}$/),
    unicity: expect.any(String),
  });
  const perks = await perksTab;
  await perks.waitForURL(/^https:\/\/club-premium\.example\.fr\/connexion\?jeton=/);
  await expect(perks).toHaveTitle('Partenaire');
  expect(await perks.evaluate(() => window.opener)).toBeNull();
  await perks.close();

  await page.getByRole('button', { name: 'MENU' }).click();
  const digiclubTab = context.waitForEvent('page');
  await page.getByRole('link', { name: 'DIGICLUB PREMIUM (nouvel onglet)' }).click();
  const digiclub = await digiclubTab;
  await digiclub.waitForURL(/^https:\/\/digiclub\.example\.fr\/connexion\?jeton=/);
  await digiclub.close();

  // The home's premium club button signs in the same way.
  const clubTab = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Accéder au Club PREMIUM (nouvel onglet)' }).click();
  const club = await clubTab;
  await club.waitForURL(/^https:\/\/club-premium\.example\.fr\/connexion\?jeton=/);
  await expectAccessible(page);
});
