import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member with instalments reads her schedule and its payment details', async ({ page }) => {
  await openSignedIn(page, '/profile/101/mes_inscriptions');
  await expect(page).toHaveTitle('Mes inscriptions – Portail des adhérents');

  const memberships = page.getByRole('region', { name: 'Mes adhésions 2026/2027' });
  await expect(memberships.getByRole('heading', { name: 'AMSF Lyon' })).toBeVisible();
  await expect(memberships.getByRole('link', { name: "Activités d'AMSF Lyon" })).toBeVisible();

  const schedules = page.getByRole('region', { name: 'Mes échéances' });
  const row = schedules.getByRole('row', { name: /Natation/ });
  // Four instalments of 45,61 € (180 € and the card fees, docs/adr/0014-one-money-model.md);
  // the third, due on 15/11/2026, is unpaid: the row is late, not 'À venir'.
  await expect(row.getByRole('cell', { name: '182,44 €' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'En retard', exact: true })).toBeVisible();
  await expect(row.getByText('2 échéances payées sur 4, 1 en retard')).toBeAttached();
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Voir détails : Natation, AMSF Lyon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Détails des paiements' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(800);
  expect(box?.width).toBeGreaterThan(700);
  await expect(dialog.getByText('Partiellement payé')).toBeVisible();
  await expect(dialog.getByText('x4')).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(5);
  await expect(dialog.getByRole('row').nth(3)).toContainText('15/11/2026');
  await expect(dialog.getByRole('row').nth(3)).toContainText('En retard');
  await expect(dialog.getByRole('row').nth(4)).toContainText('15/12/2026');
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('button', { name: /Voir détails/ })).toBeFocused();
});
