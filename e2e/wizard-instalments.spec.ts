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

test('a category split in instalments lists each one, and once paid they show in Mes échéances', async ({
  page,
}) => {
  await openActivity(page, 116);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');

  await expect(wizard.getByRole('heading', { name: 'Échéance', exact: true })).toBeVisible();
  await wizard.getByRole('radio', { name: 'Paiement en 10 fois' }).check();
  const schedule = wizard.getByRole('region', { name: 'Échéances' });
  await expect(schedule.getByRole('listitem')).toHaveCount(10);
  await expect(schedule.getByRole('listitem').first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} – \d+,\d{2}/,
  );
  await expect(wizard.getByText(/carte bancaire européenne/)).toBeVisible();
  await expectAccessible(page);
  await nextStep(page, wizard, 'Résumé de la demande');
  await expect(
    wizard.getByRole('definition').filter({ hasText: 'Paiement en 10 fois' }),
  ).toBeVisible();

  await wizard.getByRole('button', { name: 'Accéder au paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/payments\/success/);

  await page.goto('/profile/101/mes_inscriptions');
  const schedules = page.getByRole('region', { name: 'Mes échéances' });
  const tennis = schedules.getByRole('row', { name: /Tennis/ });
  await expect(tennis.getByText('1 échéance payée sur 10')).toBeAttached();
  await tennis.getByRole('button', { name: 'Voir détails : Tennis, AMSF Lyon' }).click();
  const details = page.getByRole('dialog', { name: 'Détails des paiements' });
  await expect(details.getByText('Partiellement payé')).toBeVisible();
  await expectAccessible(page);
});
