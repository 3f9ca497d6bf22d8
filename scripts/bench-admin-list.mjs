// Benchmark of the administrators list (administration.md 2.1) with the 405 seeded staff
// accounts: a federation admin filters by region and club, pages forward, changes the page size
// and goes back. Prints the longest main-thread task (PerformanceObserver 'longtask') seen while
// filtering and paging (target: none over 50 ms), and the longest one of the first load.
//
//   npx vite build --outDir dist-admin && E2E_DIST=dist-admin node scripts/bench-admin-list.mjs
//
// Options (environment): E2E_DIST (build folder, default dist), BENCH_PORT (default 4178, an
// origin the identity server accepts), BENCH_CPU (CPU slow-down factor, default 1), BENCH_VERBOSE.
import { spawn } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';
import { chromium as playwrightChromium } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

const dist = process.env.E2E_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4178);
const cpu = Number(process.env.BENCH_CPU ?? 1);
const baseUrl = `http://localhost:${port}`;
const identity = 'http://localhost:5180/.well-known/openid-configuration';
const targetMs = 50;

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function start(command, args, url, env = {}) {
  if (await isUp(url)) return undefined;
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (await isUp(url)) return child;
    await wait(100);
  }
  child.kill();
  throw new Error(`${command} did not start (${url})`);
}

const servers = [];
try {
  servers.push(
    await start('node', ['scripts/identity-server.mjs'], identity, {
      IDP_PORT: '5180',
      IDP_CLIENT_ORIGINS: baseUrl,
    }),
  );
  servers.push(
    await start(
      'node_modules/.bin/vite',
      ['preview', '--port', String(port), '--strictPort', '--outDir', dist],
      baseUrl,
    ),
  );

  const browser = await playwrightChromium.launch(chromium);
  const page = await browser.newPage();
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  if (cpu > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }

  // Sign in through the identity server, as a federation admin.
  await page.goto(`${baseUrl}/profile?mock-reset=1`);
  await page.getByLabel('Adresse e-mail').fill('admin.federation@exemple.fr');
  await page.getByLabel('Mot de passe').fill('Federation2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.port === String(port) && url.pathname.startsWith('/profile/'));

  await page.goto(`${baseUrl}/profile/401/users/home/search/liste`);
  const table = page.getByRole('table', { name: 'Administrateurs' });
  await table.getByRole('row').nth(50).waitFor();
  const firstLoad = await page.evaluate(() => globalThis.__longTasks.splice(0));

  const range = page.getByText(/^\d+ – \d+ sur \d+$/);
  const settled = async (pattern) => {
    await page.waitForURL(pattern);
    await range.waitFor();
    await page.waitForLoadState('networkidle');
  };
  const steps = [
    [
      'région Auvergne-Rhône-Alpes',
      () => page.getByLabel('Région').selectOption('1'),
      /comiteRegional=1&offset=0/,
    ],
    ['page 2', () => page.getByRole('button', { name: 'Page suivante' }).click(), /offset=50/],
    ['100 par page', () => page.getByLabel('Éléments par page').selectOption('100'), /limit=100/],
    [
      'toutes les régions',
      () => page.getByLabel('Région').selectOption('0'),
      /^((?!comiteRegional).)*limit=100$/,
    ],
    [
      'page 2',
      () => page.getByRole('button', { name: 'Page suivante' }).click(),
      /offset=100&limit=100/,
    ],
    [
      'page 3',
      () => page.getByRole('button', { name: 'Page suivante' }).click(),
      /offset=200&limit=100/,
    ],
    // Groupe La Poste, then AMSF Lyon: a club with administrators in the seed (the club admin,
    // the Roux family's section admin), so the step ends on a table, not on an empty list.
    [
      'organisme Groupe La Poste',
      () => page.getByLabel('Organisme').selectOption('1'),
      /organization=1/,
    ],
    [
      'club AMSF Lyon',
      // The club filter is a combobox (e2e/admin-journey.ts pickClub): typed, then chosen.
      async () => {
        const box = page.getByRole('combobox', { name: 'Club', exact: true });
        await box.fill('AMSF Lyon');
        await page.getByRole('option', { name: 'AMSF Lyon', exact: true }).click();
      },
      /amsf=1&offset=0/,
    ],
    ['retour', () => page.goBack(), /organization=1&offset=0/],
  ];
  const perStep = [];
  for (const [name, act, pattern] of steps) {
    await act();
    await settled(pattern).catch((error) => {
      console.error('step failed:', name, page.url(), JSON.stringify(perStep));
      throw error;
    });
    const tasks = await page.evaluate(() => globalThis.__longTasks.splice(0));
    perStep.push({ step: name, longestTaskMs: Math.round(Math.max(0, ...tasks)) });
  }
  await browser.close();

  const longest = Math.max(...perStep.map((step) => step.longestTaskMs));
  const report = {
    accounts: 405,
    cpuSlowdown: cpu,
    firstLoadLongestTaskMs: Math.round(Math.max(0, ...firstLoad)),
    filterAndPageLongestTaskMs: longest,
    targetMs,
    ok: longest <= targetMs,
    ...(process.env.BENCH_VERBOSE ? { perStep } : {}),
  };
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  for (const server of servers) server?.kill();
}
