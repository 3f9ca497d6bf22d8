import { expect, expectAccessible, test } from './fixtures';
import { reloadUnderServiceWorker } from './pwa-journey';
import { deployNewRelease } from './pwa-release';

test('a release deployed under an open page is offered, and taken only when the member reloads', async ({
  page,
}) => {
  // A second build of the portal (about a minute on two cores, more under load) is part of it.
  test.setTimeout(300_000);
  await page.goto('/');
  await reloadUnderServiceWorker(page);
  const installed = await page.locator('html').getAttribute('data-release');
  const prompt = page.getByRole('group', { name: 'Nouvelle version' });
  await expect(prompt).toHaveCount(0);

  // A new release is built and deployed while the page stays open.
  const release = await deployNewRelease();
  expect(release).not.toBe(installed);
  // What the browser does on its own at the next navigation or hourly check.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(prompt.getByText('Une nouvelle version est disponible')).toBeVisible({
    timeout: 30_000,
  });
  await expect(prompt).toHaveCount(1);
  await expect(prompt.getByRole('button', { name: 'Recharger' })).toBeVisible();
  // Nothing is swapped meanwhile: the new worker waits for the member, the page keeps its release.
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
    ),
  ).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-release', installed ?? '');
  await expectAccessible(page);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Recharger' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-release', release);
  await expect(prompt).toHaveCount(0);
  expect(
    await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    ),
  ).toBeNull();
});
