import { expect, expectAccessible, test } from './fixtures';
import {
  acceptSettlement,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

test("a pre-registration is sent with 'Demande envoyée'", async ({ page }) => {
  await openActivity(page, 103);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await expect(wizard.getByRole('navigation', { name: "Étapes de l'inscription" })).toContainText(
    'Confirmation',
  );
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Confirmation');
  await expect(wizard.getByText("Vous allez vous pré-inscrire à l'activité Judo.")).toBeVisible();
  await expect(wizard.getByText('Confirmer votre pré-inscription ?')).toBeVisible();

  const presign = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/orders/presign'),
  );
  await wizard.getByRole('button', { name: 'Soumettre ma demande' }).click();
  expect((await presign).postDataJSON()).toMatchObject({ paymentMethodId: 0 });
  const toast = page.getByRole('status').filter({ hasText: 'Demande envoyée' });
  await expect(toast).toContainText('Succès');
  await expect(wizard).toBeHidden();
  await expectAccessible(page);

  // A second time, the confirmation says what the club already has (GET pre-inscriptions).
  const again = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, again, 'Choix de la catégorie');
  await nextStep(page, again, 'Choix de la licence');
  await acceptSettlement(page, again);
  await nextStep(page, again, 'Confirmation');
  await expect(
    again.getByText("Claire Martin a déjà une pré-inscription à l'activité Judo dans ce club."),
  ).toBeVisible();
});
