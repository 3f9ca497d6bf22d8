import { expect, expectAccessible, wizardTest as test } from './wizard-test';

test("an adult's online request that the club validates ends on 'Merci !'", async ({
  page,
  wizard,
}) => {
  await wizard.start(105, 'Adultes', 'Claire');
  const { dialog } = wizard;
  await expect(dialog.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Claire');

  await wizard.next('Choix de la catégorie');
  await expect(dialog.getByRole('combobox', { name: 'Tarification' })).toHaveValue(/\d+/);
  await wizard.next('Choix de la licence');
  await wizard.acceptSettlement();
  await wizard.next("Choix du mode d'inscription");
  await dialog.getByRole('button', { name: 'Inscription en ligne' }).click();
  await expect(dialog.getByRole('heading', { name: 'Questionnaire médical' })).toBeFocused();
  await expectAccessible(page);
  await wizard.attestHealth();
  await wizard.next('Choix du mode de paiement');
  await wizard.next('Résumé de la demande');
  await expect(dialog.getByRole('definition').filter({ hasText: 'Pilates' })).toBeVisible();

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/orders')) {
      requests.push(new URL(request.url()).pathname);
    }
  });
  await dialog.getByRole('button', { name: 'Soumettre ma demande' }).click();
  await expect(dialog.getByText('Merci !')).toBeVisible();
  await expect(dialog.getByText(/lien de paiement sous 24h ouvrées/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Demande envoyée !' })).toBeVisible();
  await expectAccessible(page);
  expect(requests).toEqual(['/api/orders/presign']);

  await dialog.getByRole('button', { name: 'Fin' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('link', { name: /Inscriptions \(3 demandes en cours/ }),
  ).toBeVisible();
});
