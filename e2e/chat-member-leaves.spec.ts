import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member who did not create the conversation sees no management and leaves it', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/101/chat/my_conversations');
  const swimming = 'Section Natation – AMSF Lyon';
  await expect(page.getByRole('heading', { level: 2, name: swimming })).toBeVisible();
  await page.getByRole('button', { name: "Plus d'options" }).click();
  const panel = page.getByRole('region', { name: 'Membres du groupe' });
  await expect(panel.getByRole('listitem')).toHaveText([/Claire Martin/, /Karim Benali/]);
  await expect(panel.getByRole('button', { name: 'Ajouter des membres' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Retirer/ })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Quitter le groupe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm.getByText('Voulez-vous vraiment quitter le groupe ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(panel).toBeVisible();

  await panel.getByRole('button', { name: 'Quitter le groupe' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmation' })
    .getByRole('button', { name: 'Confirmation' })
    .click();
  await expect(page.getByText('Vous avez quitté le groupe')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(swimming) })).toHaveCount(0);
  await expectAccessible(page);
});
