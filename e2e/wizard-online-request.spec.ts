import { expect, expectAccessible, test } from './fixtures';
import {
  acceptSettlement,
  attestHealth,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

test("an adult's online request that the club validates ends on 'Merci !'", async ({ page }) => {
  await openActivity(page, 105);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await expect(wizard.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Claire');

  await nextStep(page, wizard, 'Choix de la catégorie');
  await expect(wizard.getByRole('combobox', { name: 'Tarification' })).toHaveValue(/\d+/);
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, "Choix du mode d'inscription");
  await wizard.getByRole('button', { name: 'Inscription en ligne' }).click();
  await expect(wizard.getByRole('heading', { name: 'Questionnaire médical' })).toBeFocused();
  await expectAccessible(page);
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');
  await nextStep(page, wizard, 'Résumé de la demande');
  await expect(wizard.getByRole('definition').filter({ hasText: 'Pilates' })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/orders')) {
      requests.push(new URL(request.url()).pathname);
    }
  });
  await wizard.getByRole('button', { name: 'Soumettre ma demande' }).click();
  await expect(wizard.getByText('Merci !')).toBeVisible();
  await expect(wizard.getByText(/lien de paiement sous 24h ouvrées/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Demande envoyée !' })).toBeVisible();
  await expectAccessible(page);
  expect(requests).toEqual(['/api/orders/presign']);

  await wizard.getByRole('button', { name: 'Fin' }).click();
  await expect(wizard).toBeHidden();
  await expect(
    page.getByRole('link', { name: /Inscriptions \(3 demandes en cours/ }),
  ).toBeVisible();
});
