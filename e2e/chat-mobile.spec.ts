import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family), viewport: { width: 390, height: 844 } });

test('on a phone the list and the conversation take turns, nothing preselected', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/101/chat/my_conversations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes conversations' })).toBeVisible();
  const swimming = 'Section Natation – AMSF Lyon';
  const cell = page.getByRole('button', { name: new RegExp(swimming) });
  await expect(cell).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
  await expectAccessible(page);

  await cell.click();
  await expect(page.getByRole('heading', { level: 2, name: swimming })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(swimming) })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Retour aux conversations' }).click();
  await expect(page.getByRole('button', { name: new RegExp(swimming) })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
});
