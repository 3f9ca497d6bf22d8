import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member cancels a pending registration request and the Inscriptions badge follows', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });
  await mainNav
    .getByRole('link', { name: /Inscriptions.*2 demandes en cours, paiement attendu/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mes inscriptions' })).toBeVisible();
  await expect(page).toHaveTitle('Mes inscriptions – Portail des adhérents');
  await expect(page).toHaveURL(/\/profile\/\d+\/mes_inscriptions$/);
  const pilates = page.getByRole('row', { name: /Pilates/ });
  const aquagym = page.getByRole('row', { name: /Aquagym/ });
  await expect(pilates.getByText('En attente', { exact: true })).toBeVisible();
  await expect(aquagym.getByText('Validée', { exact: true })).toBeVisible();
  await expect(aquagym.getByRole('button', { name: /^Paiement/ })).toBeVisible();
  await expect(page.getByText('1 demande validée')).toBeVisible();
  await expect(page.getByText('1 demande en attente')).toBeVisible();
  await expectAccessible(page);

  await pilates.getByRole('button', { name: /^Annuler/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Annuler la demande' });
  await expect(confirm.getByText('Êtes-vous sûr de vouloir annuler cette demande ?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Oui, annuler la demande' }).click();

  await expect(page.getByText("Votre demande d'inscription a été annulée.")).toBeVisible();
  await expect(pilates).toHaveCount(0);
  await expect(aquagym).toBeVisible();
  await expect(
    mainNav.getByRole('link', { name: /Inscriptions.*1 demande en cours, paiement attendu/ }),
  ).toBeVisible();
  await expect(page.getByText("1 demande d'inscription", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The cancellation is the backend's: a fresh load shows the same.
  await page.reload();
  await expect(page.getByRole('row', { name: /Aquagym/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Pilates/ })).toHaveCount(0);
});
