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

test('a category without validation is paid through the checkout and comes back to the result page', async ({
  page,
}) => {
  await openActivity(page, 102);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');
  await expect(wizard.getByRole('radio', { name: 'Paiement en une fois' })).toBeChecked();
  await nextStep(page, wizard, 'Résumé de la demande');

  await wizard.getByRole('button', { name: 'Accéder au paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await expect(page.getByText('Adhésion Yoga (Adultes)')).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/payments\/success/);
  await expectAccessible(page);
  expect(await page.evaluate(() => window.localStorage.getItem('enrolmentBaskets'))).toBeNull();
});
