import { expectNoHorizontalOverflow, resize } from './layout-check';
import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

// Issue 34: a request the club accepted, paid from Mes inscriptions, comes back to a receipt in
// Claire's space whose figures are those the checkout charged.
test('paying a validated request from Mes inscriptions ends on a receipt of what was charged', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: /Inscriptions/ })
    .click();
  const aquagym = page.getByRole('row', { name: /Aquagym/ });
  await expect(aquagym.getByText('Validée', { exact: true })).toBeVisible();
  await aquagym.getByRole('button', { name: /^Paiement/ }).click();
  const payer = page.getByRole('dialog', { name: "Renseigner l'identité du payeur" });
  await payer.getByRole('button', { name: 'Accéder au paiement' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  // Accepted to be paid in three instalments (docs/api.md, seeded order 9001).
  const valueOf = async (term: string) =>
    (await page.locator(`dt:text-is("${term}") + dd`).textContent())?.trim() ?? '';
  const total = await valueOf('Montant');
  const today = await valueOf('Prélevé aujourd’hui');
  expect(total).toMatch(/^\d+,\d{2}\s€$/);
  expect(today).toMatch(/^\d+,\d{2}\s€$/);
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success$/);
  const receipt = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(receipt).toContainText('Aquagym');
  await expect(receipt).toContainText('Claire Martin');
  await expect(receipt.getByRole('term').nth(2)).toHaveText('Réglé aujourd’hui');
  await expect(receipt.getByRole('definition').nth(2)).toHaveText(today);
  await expect(receipt.getByRole('term').nth(3)).toHaveText('Montant total');
  await expect(receipt.getByRole('definition').nth(3)).toHaveText(total);
  await expect(receipt.getByRole('heading', { name: 'Échéances suivantes' })).toBeVisible();
  await expect(receipt.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await resize(page, 320);
  await expectNoHorizontalOverflow(page, 'payment success at 320 px');
});
