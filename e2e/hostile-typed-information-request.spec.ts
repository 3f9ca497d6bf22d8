import { hostilePayloads } from '../src/mocks/data/hostile-payloads';
import { expect, test } from './fixtures';
import { expectShownAsText, watchCspConsole } from './hostile-check';

const byName = (name: string) => hostilePayloads.find((payload) => payload.name === name)!;

/**
 * Issue 24, hostile input typed: a visitor's information request goes to the club as typed (the
 * portal never shows it back); the page that sent it stays clean. The question takes the long
 * mixed text and the names short payloads (names hold 30 characters at most).
 */
test('an information request typed with hostile payloads is sent as typed', async ({ page }) => {
  const cspConsole = watchCspConsole(page);
  const question = byName('long mixed text');
  const lastName = byName('RTL override');
  await page.goto('/inscription/carte/1/102');
  await page.getByRole('button', { name: "Demande d'information" }).click();
  const dialog = page.getByRole('dialog', { name: "Demande d'information" });
  await dialog.getByLabel('Prénom').fill('Claire');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName.text);
  await dialog.getByRole('textbox', { name: 'Date de naissance' }).fill('24/03/1990');
  await dialog.getByLabel('Email').fill('jp.dupont@exemple.fr');
  await dialog.getByLabel('Numéro de téléphone portable').pressSequentially('0612345678');
  await dialog.getByLabel('Question éventuelle').fill(question.text);
  await expectShownAsText(page, 'the filled request', cspConsole);

  const request = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/public/information-demand'),
  );
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    lastName: lastName.text,
    question: question.text,
  });
  await expect(
    page.getByRole('status').filter({ hasText: "Demande d'information envoyée" }),
  ).toContainText('Succès');
  await expect(dialog).toBeHidden();
  await expectShownAsText(page, 'the activity page after sending', cspConsole);
});
