import { expect, expectAccessible, test } from './fixtures';

// The exact timing (loader after 2 s, one step a second) is unit-tested with fake timers;
// here the clock is driven to check what a person sees and where they end up.
test('a successful payment welcomes the member and counts down to the profile', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/payments/success');
  await expect(page.getByRole('heading', { name: "Bienvenue à l'AMSF !" })).toBeVisible();
  await expect(page.getByText("Votre paiement s'est déroulé avec succès")).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(
    /^Redirection vers votre espace dans \d+ secondes?$/,
  );
  await expectAccessible(page);

  await page.clock.runFor(2000);
  await expect(page.getByText('Redirection en cours…')).toBeAttached();
  await page.clock.runFor(9000);
  await expect(page).toHaveURL(/\/profile|localhost:5180/);
});

test('a failed payment says so, never that it succeeded, and lets the member go when they choose', async ({
  page,
}) => {
  await page.clock.install();
  // The address 'Simuler un échec' leads to: no payment parameter, which the spec reads as true.
  await page.goto('/payments/error');
  await expect(page.getByRole('heading', { name: 'Échec de paiement.' })).toBeVisible();
  await expect(page.getByText(/déroulé avec succès/)).toHaveCount(0);
  await expectAccessible(page);
  // No countdown takes the member away from what to do next (issue 34).
  await page.clock.runFor(11_000);
  await expect(page).toHaveURL(/\/payments\/error$/);
  await page.getByRole('link', { name: 'Accéder à mon espace' }).click();
  await expect(page).toHaveURL(/\/profile|localhost:5180/);
});

test('a result the portal does not know is not called a failure nor a success', async ({
  page,
}) => {
  await page.goto('/payments/pending');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Résultat du paiement inconnu.' }),
  ).toBeVisible();
  await expect(page.getByText(/ne nous est pas parvenu/)).toBeVisible();
  await expect(page.getByText(/Échec|déroulé avec succès/)).toHaveCount(0);
  await expectAccessible(page);
});
