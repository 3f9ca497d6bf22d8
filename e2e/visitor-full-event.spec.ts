import { expect, misbehave, test } from './fixtures';

test('a visitor told that the last places went meanwhile stays on the activity page', async ({
  page,
}) => {
  // Someone else took the last place between the page load and the payment request.
  await misbehave(page, [
    {
      method: 'POST',
      path: '/public/helloasso/payment-link',
      status: 200,
      body: { link: 'FULL' },
    },
  ]);
  await page.goto('/inscription/carte/1/110');
  await page.getByRole('button', { name: 'Inscription – Loisirs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inscription – Loisirs' });
  await dialog.getByRole('button', { name: "Je n'ai pas de compte" }).click();
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Roux');
  await dialog.getByLabel('Prénom').fill('Inès');
  await dialog.getByRole('textbox', { name: 'Date de naissance' }).fill('30/09/1988');
  await dialog.getByRole('radio', { name: 'Femme' }).check();
  await dialog.getByLabel('Email').fill('ines.roux@exemple.fr');

  let linkRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/public/helloasso/payment-link')) linkRequests += 1;
  });
  await dialog.getByRole('button', { name: 'Passer au paiement' }).dblclick();

  const notice = page.getByRole('status').filter({ hasText: 'Nous sommes désolés' });
  await expect(notice).toContainText(
    "Malheureusement il n'y a plus de places disponibles pour cette activité. Contactez le club pour plus d'information",
  );
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inscription\/carte\/1\/110$/);
  expect(linkRequests).toBe(1);
});
