import { expect, expectAccessible, payOnCheckoutPage, wizardTest as test } from './wizard-test';

test('a category split in instalments lists each one, and once paid they show in Mes échéances', async ({
  page,
  wizard,
}) => {
  await wizard.start(116, 'Adultes', 'Claire');
  const { dialog } = wizard;
  await wizard.toPaymentChoice();

  await expect(dialog.getByRole('heading', { name: 'Échéance', exact: true })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Paiement en 10 fois' }).check();
  const schedule = dialog.getByRole('region', { name: 'Échéances' });
  await expect(schedule.getByRole('listitem')).toHaveCount(10);
  await expect(schedule.getByRole('listitem').first()).toHaveText(
    /^\d{2}\/\d{2}\/\d{4} – \d+,\d{2}/,
  );
  await expect(dialog.getByText(/carte bancaire européenne/)).toBeVisible();
  await expectAccessible(page);
  const firstInstalment = (await schedule.getByRole('listitem').first().innerText()).split(
    ' – ',
  )[1];
  await wizard.next('Résumé de la demande');
  await expect(
    dialog.getByRole('definition').filter({ hasText: 'Paiement en 10 fois' }),
  ).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Montant' })).toBeVisible();
  await expect(dialog.getByText(`Prélevé aujourd’hui : ${firstInstalment}`)).toBeVisible();

  // The provider's page says what it takes today, the same first instalment.
  await dialog.getByRole('button', { name: 'Accéder au paiement' }).click();
  const today = page.getByRole('definition').filter({ hasText: firstInstalment ?? '' });
  await expect(page.getByRole('term').filter({ hasText: 'Prélevé aujourd’hui' })).toBeVisible();
  await expect(today).toBeVisible();
  await payOnCheckoutPage(page);

  await page.goto(`${wizard.profileRoot()}/mes_inscriptions`);
  const schedules = page.getByRole('region', { name: 'Mes échéances' });
  const tennis = schedules.getByRole('row', { name: /Tennis/ });
  await expect(tennis.getByText('1 échéance payée sur 10')).toBeAttached();
  await tennis.getByRole('button', { name: 'Voir détails : Tennis, AMSF Lyon' }).click();
  const details = page.getByRole('dialog', { name: 'Détails des paiements' });
  await expect(details.getByText('Partiellement payé')).toBeVisible();
  await expectAccessible(page);
});
