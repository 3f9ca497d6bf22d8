import { expect, wizardTest as test } from './wizard-test';

test('a double-clicked payment button creates one order', async ({ page, wizard }) => {
  await wizard.start(110, 'Loisirs', 'Claire');
  await wizard.next('Choix de la catégorie');
  await expect(
    wizard.dialog.getByRole('option', { name: 'Compétition Plus de place disponible :(' }),
  ).toBeDisabled();
  await wizard.fromLicenceToPaymentChoice();
  await wizard.next('Résumé de la demande');

  const orders: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/api/orders' || path.endsWith('/confirm'))) {
      orders.push(path);
    }
  });
  await wizard.dialog.getByRole('button', { name: 'Accéder au paiement' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  expect(orders).toEqual([
    '/api/orders',
    expect.stringMatching(/^\/api\/customers\/\d+\/confirm$/),
  ]);
});
