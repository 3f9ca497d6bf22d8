import { authFile, openSignedIn } from './signed-in';
import { expect, expectAccessible, expectFailuresLogged, family, test } from './fixtures';

/**
 * The page under test is a fresh visitor's (no account, its own mocked database, the policy
 * checked by the fixture); the member who hands over the reference has her own signed-in context.
 */
test('a member reads her attestation reference; a visitor checks it without an account', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext({ storageState: authFile(family) });
  const member = await memberContext.newPage();
  await openSignedIn(member, '/profile/101/mes_inscriptions');
  await member
    .getByRole('region', { name: 'Mes adhésions 2026/2027' })
    .getByRole('button', { name: 'Mon attestation : AMSF Lyon' })
    .click();
  const dialog = member.getByRole('dialog', { name: 'Mon attestation – AMSF Lyon' });
  const reference = dialog.getByRole('region', { name: "Vérification de l'attestation" });
  await expect(reference).toBeVisible();
  const attestationId = (await reference.getByRole('definition').nth(0).textContent()) ?? '';
  const code = (await reference.getByRole('definition').nth(1).textContent()) ?? '';
  expect(attestationId).toMatch(/^\d+$/);
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  const link = reference.getByRole('link', { name: /attestation\/verifier/ });
  const address = (await link.getAttribute('href')) ?? '';
  expect(address).toBe(`/attestation/verifier/${attestationId}/${code}`);
  await expect(dialog.getByText('Page 1 sur 1')).toBeVisible();
  await memberContext.close();

  // The visitor lands from the printed address: served by nginx's SPA fallback, no sign-in.
  const landing = await page.goto(address);
  expect(landing?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: "Vérifier une attestation d'adhésion" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Vérifier une attestation/);
  const valid = page.getByRole('region', { name: 'Attestation valide' });
  await expect(valid).toBeVisible();
  await expect(valid.getByText('Claire Martin')).toBeVisible();
  await expect(valid.getByText('AMSF Lyon (Lyon)')).toBeVisible();
  // The total is what Mes échéances shows for her Natation (docs/adr/0014-one-money-model.md).
  await expect(valid.getByText("Total de l'adhésion")).toBeVisible();
  await expect(valid).toContainText("Total de l'adhésion182,44 €");
  await expectAccessible(page);

  // A wrong code, typed with the keyboard in the form, is not found (the backend answers 404).
  expectFailuresLogged(page);
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const wrong = `${code.slice(0, -1)}${alphabet[(alphabet.indexOf(code.slice(-1)) + 1) % 32]}`;
  const form = page.getByRole('form', { name: 'Vérifier une attestation' });
  await form.getByRole('textbox', { name: /^Code de vérification/ }).fill(wrong);
  await form.getByRole('textbox', { name: /^Code de vérification/ }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/attestation/verifier/${attestationId}/${wrong}$`));
  await expect(
    page.getByText(/Aucune attestation ne correspond à cette référence et à ce code/),
  ).toBeVisible();
  await expect(valid).toHaveCount(0);
  await expectAccessible(page);
});
