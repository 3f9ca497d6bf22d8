import { expect, test } from './fixtures';
import {
  acceptSettlement,
  attestHealth,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

test('a double-clicked payment button creates one order', async ({ page }) => {
  await openActivity(page, 110);
  const wizard = await startWizard(page, 'Loisirs', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await expect(
    wizard.getByRole('option', { name: 'Compétition Plus de place disponible :(' }),
  ).toBeDisabled();
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');
  await nextStep(page, wizard, 'Résumé de la demande');

  const orders: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && (path === '/api/orders' || path.endsWith('/confirm'))) {
      orders.push(path);
    }
  });
  await wizard.getByRole('button', { name: 'Accéder au paiement' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  expect(orders).toEqual([
    '/api/orders',
    expect.stringMatching(/^\/api\/customers\/\d+\/confirm$/),
  ]);
});
