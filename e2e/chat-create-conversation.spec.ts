import { clubAdmin, expect, expectAccessible, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(clubAdmin) });

test('a responsible member creates a conversation through the community picker', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/301/chat/my_conversations');
  await page.getByRole('link', { name: 'Créer une conversation' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer une conversation' }),
  ).toBeVisible();
  const create = page.getByRole('button', { name: 'Créer' });
  await expect(create).toBeDisabled();

  const activity = page.getByLabel('Activité');
  await expect(activity.locator('option:checked')).toHaveText('Natation');
  const claire = page.getByRole('button', { name: 'Claire Martin' });
  await claire.click();
  await expect(claire).toHaveAttribute('aria-pressed', 'true');
  // A name is needed too.
  await expect(create).toBeDisabled();
  // The profile itself is never a candidate.
  const tiles = page.getByRole('list', { name: 'Personnes à ajouter' });
  await expect(tiles.getByRole('button', { name: 'Sophie Lambert' })).toBeVisible();
  await expect(tiles.getByRole('button', { name: 'Karim Benali' })).toHaveCount(0);
  const name = `Sortie au lac d'Annecy ${Date.now()}`;
  await page.getByPlaceholder('Nom de la conversation ...').fill(name);
  await expect(create).toBeEnabled();
  await expectAccessible(page);
  await create.click();

  await expect(page).toHaveURL(/\/profile\/301\/chat\/my_conversations$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Aucun message'),
  ).toBeVisible();
  await page.getByRole('button', { name: "Plus d'options" }).click();
  await expect(
    page.getByRole('region', { name: 'Membres du groupe' }).getByRole('listitem'),
  ).toHaveText([/Karim Benali/, /Claire Martin/]);
});
