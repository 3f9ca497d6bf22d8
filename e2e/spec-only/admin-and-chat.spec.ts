import { pickClub } from '../admin-journey';
import { openGroupConversation } from '../chat-journey';
import { clubAdmin, family, federationAdmin, signIn } from '../fixtures';
import { authFile, openSignedIn } from '../signed-in';
import { asSpecOnly, expect, test } from './spec-only-test';

const carpool = 'Judo : covoiturage du tournoi de Villeurbanne';

test('spec-only: the administrators list, then a responsibility saved', async ({ page }) => {
  await signIn(page, federationAdmin);
  await page.goto('/profile/401/users/home/search/liste');
  await expect(page.getByRole('heading', { name: 'Gestion des administrateurs' })).toBeVisible();
  // A row is read as the spec's Account (docs/openapi/main-api.yaml AccountRow): address and
  // holder are there; the main function is ours, so a spec-built backend leaves it empty.
  const accounts = page.getByRole('table', { name: 'Administrateurs' });
  const karim = accounts.getByRole('row', { name: /Karim Benali/ });
  await expect(karim.getByRole('link', { name: 'admin.club@exemple.fr' })).toBeVisible();
  await expect(page.getByText(/éléments illisibles/)).toHaveCount(0);
  await expect(page.getByText(/^1 – 50 sur \d+$/)).toBeVisible();

  // The account is opened by its address, as a link from elsewhere would.
  await page.goto('/profile/401/users/home/famille.roux%40exemple.fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
  const dialog = page.getByRole('dialog', { name: "Nouvelle responsabilité d'Isabelle Roux" });
  await dialog.getByLabel('Niveau de droit').selectOption({ label: 'Administrateur de section' });
  await dialog.getByLabel('Région').selectOption({ label: 'Auvergne-Rhône-Alpes' });
  await pickClub(dialog, 'amsf lyon', 'AMSF Lyon');
  await dialog.getByLabel('Section').selectOption({ label: 'Yoga' });
  await dialog.getByLabel('Fonction opérationnelle').selectOption({ label: 'Entraîneur' });
  await dialog.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText('Utilisateur mis à jour')).toBeVisible();
  const responsibilities = page.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
  await expect(responsibilities.getByText('Section du club (Yoga, AMSF Lyon)')).toBeVisible();
});

test.describe('spec-only: chat', () => {
  test.use({ storageState: authFile(family) });

  test('a conversation opened, a message sent and received live', async ({ page, browser }) => {
    // The chat calls the spec names are answered at the paths we chose (x-designed-path in
    // docs/openapi/chat-api.yaml); only the fields we designed are left out.
    const karimContext = await browser.newContext({ storageState: authFile(clubAdmin) });
    await asSpecOnly(karimContext);
    const karim = await karimContext.newPage();
    try {
      await openSignedIn(page, '/profile/101/chat/my_conversations');
      await openGroupConversation(page, carpool);
      const claireLog = page.getByRole('log', { name: 'Messages' });
      await expect(
        claireLog.getByText('Qui peut conduire dimanche pour le tournoi ?'),
      ).toBeVisible();

      await openSignedIn(karim, '/profile/301/chat/my_conversations');
      await openGroupConversation(karim, carpool);
      const karimLog = karim.getByRole('log', { name: 'Messages' });
      await expect(
        karimLog.getByText('Qui peut conduire dimanche pour le tournoi ?'),
      ).toBeVisible();

      const text = `Je peux conduire, départ 8 h 15 ${Date.now()}`;
      await page.getByRole('textbox', { name: 'Votre message' }).fill(text);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(karimLog.getByText(text, { exact: true })).toHaveCount(1);
      await expect(claireLog.getByText(text, { exact: true })).toHaveCount(1);
    } finally {
      await karimContext.close();
    }
  });
});
