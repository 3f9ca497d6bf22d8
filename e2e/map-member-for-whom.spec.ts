import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test("a member picks 'pour qui ?' among their profiles on the map", async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Trouver un club' })
    .click();
  await expect(page).toHaveURL(/\/profile\/101\/inscription\/carte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();

  const list = page.getByRole('region', { name: 'Liste des clubs' });
  const count = list.getByRole('status').filter({ hasText: /trouvé/ });
  await expect(count).toHaveText(/clubs trouvés dans la zone de la carte$/);
  const forEveryone = await count.innerText();
  const everyone = Number(forEveryone.replace(/\D/g, ''));

  const forWhom = page.getByRole('combobox', { name: 'Pour qui ?' });
  await expect(forWhom.getByRole('option', { name: /Claire Martin/ })).toHaveCount(1);
  await forWhom.selectOption({ label: 'Lucas Martin' });
  await expect(count).not.toHaveText(forEveryone);
  const forLucas = Number((await count.innerText()).replace(/\D/g, ''));
  expect(forLucas).toBeGreaterThan(0);
  expect(forLucas).toBeLessThan(everyone);
  await expectAccessible(page);

  await list.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/101\/inscription\/carte\/\d+$/);
});
