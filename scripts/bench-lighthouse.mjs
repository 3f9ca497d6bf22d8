// Lighthouse 12 against the nginx-served build, as a member's phone would load it: mobile
// emulation with Lighthouse's simulated slow 4G and CPU, five runs per page, median run; every
// run, the spread, Lighthouse's benchmarkIndex, the machine's load before and after, and the long
// tasks of each page's median run are printed.
// Prints performance, accessibility, best practices, LCP and CLS of the landing page and the map,
// and the LCP of a plain static page holding the landing page's rendered content, side by side.
// The map is measured twice: the demo build, whose mocked backend (MSW) runs in the page, and the
// same build as production runs it (mockApi false), its services answered by the same mocked
// backend as a server of its own (src/mocks/http-api-server.ts) on BENCH_API_PORT.
// Not a test: a measurement. Build first (npm run build); uses Debian's Chromium.
//   npm run bench:lighthouse   (BENCH_PORT=8080 and the next one, BENCH_API_PORT=5191,
//                               BENCH_DIST=dist, BENCH_RUNS=5)
/* global document */ // page.evaluate runs in the browser
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, setPriority } from 'node:os';
import { join } from 'node:path';
import { loadMockApiServer } from './mock-api-build.mjs';

import { chromium as playwrightChromium } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const port = Number(process.env.BENCH_PORT ?? 8080);
const dist = process.env.BENCH_DIST ?? 'dist';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const origin = `http://localhost:${port}`;
const productionPort = port + 1;
const productionOrigin = `http://localhost:${productionPort}`;
const productionDist = `${dist}-production-bench`;
const apiOrigin = `http://localhost:${Number(process.env.BENCH_API_PORT ?? 5191)}`;
const chromePath = process.env.CHROME_PATH ?? chromium.executablePath;
const chromeFlags = ['--headless=new', ...chromium.args];
const staticPage = 'lighthouse-static-landing.html';

const children = [];

// A phone runs the page alone: on a machine shared with builds and test runs, the browser and the
// servers (children inherit it) get the CPU first, so that the figures measure the page.
try {
  setPriority(-10);
} catch {
  console.warn('Could not raise the priority (needs root): figures include the machine load.');
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The build as production runs it: no mock in the page, every service at the mocked backend's
 * own server (which answers the map tiles too, drawn as SVG).
 */
async function startProductionFlavour() {
  const startMockApiServer = await loadMockApiServer();
  const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
  const api = await startMockApiServer(config, apiOrigin, productionOrigin);
  rmSync(productionDist, { recursive: true, force: true });
  cpSync(dist, productionDist, { recursive: true });
  const services = [
    'apiBaseUrl',
    'passApiBaseUrl',
    'newsApiBaseUrl',
    'geoApiBaseUrl',
    'geocoderUrl',
    'tileUrlTemplate',
  ];
  const production = { ...config, mockApi: false, production: true };
  for (const key of services) production[key] = `${apiOrigin}${config[key]}`;
  writeFileSync(join(productionDist, 'config.json'), JSON.stringify(production, null, 2));
  children.push(
    spawn(
      process.execPath,
      ['scripts/serve-nginx.mjs', '--port', String(productionPort), '--dist', productionDist],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    ),
  );
  await waitFor(productionOrigin);
  return api;
}

async function startServers() {
  const identity = 'http://localhost:5180/.well-known/openid-configuration';
  if (!(await answers(identity))) {
    children.push(spawn(process.execPath, ['scripts/identity-server.mjs'], { stdio: 'ignore' }));
    await waitFor(identity);
  }
  children.push(
    spawn(process.execPath, ['scripts/serve-nginx.mjs', '--port', String(port), '--dist', dist], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(origin);
}

/** The landing page as the browser draws it, without its scripts: a plain static page. */
async function writeStaticLanding() {
  const browser = await playwrightChromium.launch({
    executablePath: chromePath,
    args: chromeFlags.slice(1),
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const html = await page.evaluate(() => {
      document
        .querySelectorAll('script, link[rel="modulepreload"]')
        .forEach((node) => node.remove());
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
    writeFileSync(join(dist, staticPage), html);
  } finally {
    await browser.close();
  }
}

async function measure(chrome, server, path) {
  const results = [];
  let failures = 0;
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(`${server}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (lhr.runtimeError) {
      // Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART): that run is
      // done again, and said, rather than the whole bench lost; a page that keeps failing stops it.
      failures += 1;
      console.warn(`${server}${path}: run ${run + 1} failed (${lhr.runtimeError.code}), run again`);
      if (failures > 2) throw new Error(`${server}${path}: ${lhr.runtimeError.message}`);
      run -= 1;
      continue;
    }
    results.push(lhr);
  }
  // Performance, LCP, TBT and CLS are the medians of the runs' own values; the other columns and
  // the long tasks come from Lighthouse's median run (computeMedianRun picks it by FCP and TTI,
  // so its own score can differ from the median of the scores).
  const median = computeMedianRun(results);
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (lhr, id) => lhr.audits[id].numericValue;
  const performances = results.map((lhr) => score(lhr, 'performance'));
  const tbts = results.map((lhr) => Math.round(audit(lhr, 'total-blocking-time')));
  const each = results.map((_, index) => `${performances[index]} (TBT ${tbts[index]} ms)`);
  const benchmarkIndexes = results.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
  console.log(
    `${server}${path}: performance per run ${each.join(', ')}; median ${medianOf(performances)}, spread ${Math.min(...performances)} to ${Math.max(...performances)}; benchmarkIndex ${benchmarkIndexes.join(', ')}`,
  );
  printLongTasks(`${server}${path}`, median);
  return {
    page: path,
    performance: medianOf(performances),
    accessibility: score(median, 'accessibility'),
    'best-practices': score(median, 'best-practices'),
    'LCP (s)': (
      medianOf(results.map((lhr) => audit(lhr, 'largest-contentful-paint'))) / 1000
    ).toFixed(2),
    'TBT (ms)': medianOf(tbts),
    CLS: medianOf(results.map((lhr) => audit(lhr, 'cumulative-layout-shift'))).toFixed(3),
    failing: Object.values(median.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id)
      .join(' '),
  };
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The main thread's long tasks of the median run (Lighthouse's long-tasks audit, at its 4x CPU):
 * the script each is attributed to, that script's transfer size, the task's start and duration,
 * so that a regression names its cause.
 */
function printLongTasks(page, lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sizeOf = (url) => requests.find((request) => request.url === url)?.transferSize;
  console.log(`${page}: long tasks of the median run: ${tasks.length}`);
  for (const task of tasks) {
    const size = sizeOf(task.url);
    const script = task.url.replace(/^https?:\/\/[^/]+/, '') || task.url;
    console.log(
      `  ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${script}` +
        (size === undefined ? '' : ` (${(size / 1024).toFixed(1)} KiB transferred)`),
    );
  }
}

/** The load average (1 min) per core: above 1, the figures measure the machine as much as the page. */
function reportLoad(moment) {
  const [one, five] = loadavg();
  const perCore = one / cpus().length;
  console.log(`Load average ${moment}: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min)`);
  if (perCore > 1)
    console.warn(`Warning: load above 1 per core ${moment}; figures are not comparable.`);
}

let api;
reportLoad('before');
try {
  await startServers();
  api = await startProductionFlavour();
  await writeStaticLanding();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const rows = [];
    for (const path of ['/', '/inscription/carte', `/${staticPage}`])
      rows.push(await measure(chrome, origin, path));
    rows.push({
      ...(await measure(chrome, productionOrigin, '/inscription/carte')),
      page: '/inscription/carte (production, backend apart)',
    });
    console.log(
      `Lighthouse ${runs} runs, medians of the runs, mobile emulation, nginx on ${origin} (${dist}/)`,
    );
    console.table(rows);
    const [landing, , plain] = rows;
    const gap = Number(landing['LCP (s)']) - Number(plain['LCP (s)']);
    console.log(
      `Landing LCP ${landing['LCP (s)']} s, plain static page of the same content ${plain['LCP (s)']} s: ${gap >= 0 ? '+' : ''}${gap.toFixed(2)} s`,
    );
  } finally {
    await chrome.kill();
  }
  reportLoad('after');
} finally {
  api?.close();
  rmSync(join(dist, staticPage), { force: true });
  rmSync(productionDist, { recursive: true, force: true });
  for (const child of children) child.kill('SIGTERM');
}
