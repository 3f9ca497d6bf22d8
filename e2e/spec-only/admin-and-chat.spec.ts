import { federationAdmin } from '../admin-journey';
import { family, signIn } from '../fixtures';
import { authFile, openSignedIn } from '../signed-in';
import { expect, test } from './spec-only-test';

test('spec-only: the administrators list, then a responsibility saved', async ({ page }) => {
  await signIn(page, federationAdmin);
  await page.goto('/profile/401/users/home/search/liste');
  await expect(page.getByRole('heading', { name: 'Gestion des administrateurs' })).toBeVisible();
  // The list's rows are designed (docs/openapi/main-api.yaml AccountRow: the spec names the
  // columns, not the fields): a backend built from the spec sends rows the portal cannot read,
  // and the page says how many it left out.
  await expect(page.getByText(/^\d+ éléments illisibles n'ont pas été affichés\.$/)).toBeVisible();
  await expect(page.getByText(/^1 – 50 sur \d+$/)).toBeVisible();

  // The account is opened by its address, as a link from elsewhere would.
  await page.goto('/profile/401/users/home/famille.roux%40exemple.fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle responsabilité de Isabelle Roux' });
  await dialog.getByLabel('Niveau de droit').selectOption({ label: 'Administrateur de section' });
  await dialog.getByLabel('Section').selectOption({ label: 'Yoga' });
  await dialog.getByLabel('Fonction opérationnelle').selectOption({ label: 'Entraîneur' });
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Utilisateur mis à jour')).toBeVisible();
  const responsibilities = page.getByRole('table', { name: 'Responsabilités de Isabelle Roux' });
  await expect(responsibilities.getByText('Section du club (Yoga)')).toBeVisible();
});

test.describe('spec-only: chat', () => {
  test.use({ storageState: authFile(family) });

  test('Mes conversations says the list is not provided, creation says who may', async ({
    page,
  }) => {
    await openSignedIn(page, '/profile/101/chat/my_conversations');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'La liste de vos conversations' }),
    ).toContainText(
      "La liste de vos conversations n'est pas fournie par le service de messagerie.",
    );
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeEnabled();

    // Every chat REST call is designed (docs/openapi/chat-api.yaml): no message can be sent.
    await page.goto('/profile/101/chat/create_conversation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Créer une conversation' }),
    ).toBeVisible();
    await expect(
      page.getByText("L'annuaire est réservé aux profils ayant une responsabilité."),
    ).toBeVisible();
  });
});
