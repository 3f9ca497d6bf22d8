import { expect, expectAccessible, family, test, misbehave } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('the home page shows the first news and the Actualités page scrolls through them all', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();

  const homeNews = page.getByRole('region', { name: 'Actualités' }).getByRole('article');
  await expect(homeNews.first()).toBeVisible();
  await expect(homeNews).toHaveCount(3);

  await page.getByRole('link', { name: 'Voir toutes les actualités' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Toutes les actualités' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Actualités – Portail des adhérents');
  await expect(page.getByRole('article')).toHaveCount(10);
  await expectAccessible(page);

  // Each page may call the next while the end of the list stays in view, so the second page is
  // 'at least 20', and the last scroll must end on all 25 news of the seed.
  const articles = page.getByRole('article');
  await articles.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => articles.count()).toBeGreaterThanOrEqual(20);
  await articles.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(articles).toHaveCount(25);
});

test('a news service failure leaves the home page usable with a French message', async ({
  page,
}) => {
  await misbehave(page, [
    {
      api: 'news',
      method: 'GET',
      path: '/news/*',
      status: 503,
      body: { message: 'Service des actualités indisponible.' },
    },
  ]);
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bonjour/ })).toBeVisible();
  await expect(page.getByText('Service des actualités indisponible.').first()).toBeVisible();
  await expectAccessible(page);
});
