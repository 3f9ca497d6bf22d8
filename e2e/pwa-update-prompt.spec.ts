import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, expectAccessible, test } from './fixtures';
import { productionDist, serviceWorkerActive } from './pwa-journey';

test('a release deployed under an open page is offered, and taken only when the member reloads', async ({
  page,
}) => {
  await page.goto('/');
  expect(await serviceWorkerActive(page)).toMatch(/\/sw\.js$/);
  // A returning member: the page is now served and controlled by the installed release.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const prompt = page.getByRole('group', { name: 'Nouvelle version' });
  await expect(prompt).toHaveCount(0);

  // A new release is deployed: another service worker at the same address.
  const worker = path.join(productionDist, 'sw.js');
  const deployed = await readFile(worker, 'utf8');
  try {
    await appendFile(worker, `\n// release deployed at ${new Date().toISOString()}\n`);
    // What the browser does on its own at the next navigation or hourly check.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(prompt.getByText('Une nouvelle version est disponible')).toBeVisible();
    await expect(prompt).toHaveCount(1);
    await expect(prompt.getByRole('button', { name: 'Recharger' })).toBeVisible();
    // Nothing is swapped meanwhile: the new worker waits for the member.
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null,
      ),
    ).toBe(true);
    await expectAccessible(page);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Recharger' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      ),
    ).toBeNull();
  } finally {
    await writeFile(worker, deployed);
  }
});
