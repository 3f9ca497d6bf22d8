// What the interaction benchmarks share (bench-chat-open.mjs, bench-pass-scroll.mjs): a desktop
// French browser context that records every long task from the first document on
// (globalThis.__longTasks: { start, duration }), signed in through the identity server's page.
export async function signedInPage(browser, baseUrl, { email, password, storage = {} }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  }, storage);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/profile`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.port !== '5180' && url.pathname.startsWith('/profile/'));
  return { context, page };
}
