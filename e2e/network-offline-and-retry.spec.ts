import {
  expect,
  expectAccessible,
  expectFailuresLogged,
  family,
  misbehave,
  test,
} from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('going offline keeps the page and says so in French; coming back removes the notice', async ({
  page,
  context,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Bonjour/ });
  await expect(heading).toBeVisible();

  expectFailuresLogged(page);
  await context.setOffline(true);
  const notice = page.getByRole('alert').filter({ hasText: 'Vous êtes hors ligne.' });
  await expect(notice).toContainText('La page reste affichée');
  await expect(heading).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await expect(heading).toBeVisible();
});

test('a read answered 502 once is tried again: the news shows and no error is told', async ({
  page,
}) => {
  await misbehave(page, [{ api: 'news', method: 'GET', path: '/news/*', status: 502, times: 1 }]);
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const news = page.getByRole('region', { name: 'Actualités' }).getByRole('article');
  await expect(news).toHaveCount(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
