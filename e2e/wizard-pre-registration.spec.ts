import { expect, expectAccessible, wizardTest as test, type WizardDriver } from './wizard-test';

/** A pre-registration has no questionnaire nor payment: the club's rules, then 'Confirmation'. */
async function toConfirmation(wizard: WizardDriver) {
  await wizard.next('Choix de la catégorie');
  await wizard.next('Choix de la licence');
  await wizard.acceptSettlement();
  await wizard.next('Confirmation');
}

test("a pre-registration is sent with 'Demande envoyée'", async ({ page, wizard }) => {
  await wizard.start(103, 'Adultes', 'Claire');
  const { dialog } = wizard;
  await expect(dialog.getByRole('navigation', { name: "Étapes de l'inscription" })).toContainText(
    'Confirmation',
  );
  await toConfirmation(wizard);
  await expect(dialog.getByText("Vous allez vous pré-inscrire à l'activité Judo.")).toBeVisible();
  await expect(dialog.getByText('Confirmer votre pré-inscription ?')).toBeVisible();

  const presign = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/orders/presign'),
  );
  await dialog.getByRole('button', { name: 'Soumettre ma demande' }).click();
  expect((await presign).postDataJSON()).toMatchObject({ paymentMethodId: 0 });
  const toast = page.getByRole('status').filter({ hasText: 'Demande envoyée' });
  await expect(toast).toContainText('Succès');
  await expect(dialog).toBeHidden();
  await expectAccessible(page);

  // A second time, the confirmation says what the club already has (GET pre-inscriptions).
  await wizard.choose('Adultes', 'Claire');
  await toConfirmation(wizard);
  await expect(
    dialog.getByText("Claire Martin a déjà une pré-inscription à l'activité Judo dans ce club."),
  ).toBeVisible();
});
