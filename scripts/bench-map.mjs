// Benchmark of the map page with 20,000 clubs, on a CPU slowed down 4 times (CDP).
// Prints: clubs data arrival -> first clusters drawn (target < 1 s), the longest main-thread task
// (target < 200 ms), the marker elements in the page (<= 500) and the re-cluster time after a
// pan (< 50 ms). The app marks these moments itself (src/features/enrolment/map/map-timings.ts).
//
//   npx vite build --outDir dist-map && E2E_DIST=dist-map node scripts/bench-map.mjs
//
// Options (environment): E2E_DIST (build folder, default dist), BENCH_PORT (default 4175),
// BENCH_URL (an already running portal: no server is started), BENCH_DATA=generated (the portal
// runs without the mocked backend, as in production, and the script answers the clubs and
// activities calls with 20,000 generated clubs: no mock work on the main thread), BENCH_VERBOSE
// (page console, long tasks and each re-cluster time).
import { spawn } from 'node:child_process';
import { setTimeout as wait } from 'node:timers/promises';
import { chromium as playwrightChromium } from '@playwright/test';
import chromium from './chromium.json' with { type: 'json' };

const dist = process.env.E2E_DIST ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 4175);
const baseUrl = process.env.BENCH_URL ?? `http://localhost:${port}`;
const generated = process.env.BENCH_DATA === 'generated';
const clubCount = 20_000;
const pans = [
  [200, 0],
  [0, 150],
  [-200, 0],
  [0, -150],
  [200, 150],
  [-200, -150],
];
const targets = { firstDrawMs: 1000, longestTaskMs: 200, markers: 500, reclusterMs: 50 };

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startServer() {
  if (process.env.BENCH_URL) return undefined;
  if (await isUp(baseUrl))
    throw new Error(`Port ${port} is busy: stop that server or set BENCH_URL`);
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--port', String(port), '--strictPort', '--outDir', dist],
    { stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await isUp(baseUrl)) return server;
    await wait(100);
  }
  server.kill();
  throw new Error(`vite preview did not start on ${baseUrl}`);
}

/** Clubs around real towns, as dense as the federation's big cities. */
function generatedClubs() {
  const towns = [
    [48.8566, 2.3522],
    [45.764, 4.8357],
    [43.2965, 5.3698],
    [43.6047, 1.4442],
    [47.2184, -1.5536],
    [50.6292, 3.0573],
    [44.8378, -0.5792],
    [48.5734, 7.7521],
    [48.1173, -1.6778],
    [43.6108, 3.8767],
    [43.7102, 7.262],
    [47.322, 5.0415],
    [45.1885, 5.7245],
    [49.2583, 4.0317],
    [45.4397, 4.3872],
    [47.3941, 0.6848],
    [49.4432, 1.0999],
    [43.1242, 5.928],
    [48.3904, -4.4861],
    [46.5802, 0.3404],
  ];
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: clubCount }, (_, index) => {
    const nearTown = random() < 0.7;
    const [lat, lng] = nearTown
      ? towns[Math.floor(random() * towns.length)]
      : [42.5 + random() * 8, -4.5 + random() * 12];
    const spread = nearTown ? 0.4 : 0.05;
    const activity = 1 + Math.floor(random() * 20);
    return {
      id: index + 1,
      title: `Club omnisport ${index + 1}`,
      logoUrl: null,
      latitude: lat + (random() - 0.5) * spread,
      longitude: lng + (random() - 0.5) * spread,
      address: `${1 + (index % 90)} rue de la République`,
      postalCode: String(10_000 + (index % 85_000)),
      city: `Ville ${index % 3000}`,
      federalActivities: [activity],
      ageRanges: [{ federalActivityId: activity, minAge: index % 3 ? 0 : 6, maxAge: 0, marge: 0 }],
    };
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function run() {
  const server = await startServer();
  const browser = await playwrightChromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    args: chromium.args,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'fr-FR',
    });
    await context.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          globalThis.__longTasks.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    if (generated) {
      // Without the mocked backend: the portal runs as in production, the script is the API.
      await context.route('**/config.json', async (route) => {
        const config = await (await route.fetch()).json();
        await route.fulfill({ json: { ...config, mockApi: false } });
      });
      const body = JSON.stringify(generatedClubs());
      await context.route(/\/api\/public\/[a-z0-9-]+$/, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body }),
      );
      const activities = Array.from({ length: 20 }, (_, index) => ({
        id: index + 1,
        title: `Activité ${index + 1}`,
      }));
      await context.route('**/api/public/activities/federal', (route) =>
        route.fulfill({ json: activities }),
      );
    }
    const page = await context.newPage();
    if (process.env.BENCH_VERBOSE)
      page.on('console', (message) => console.log('  [page]', message.text()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    const address = `${baseUrl}/inscription/carte${generated ? '' : '?mock-seed=large'}`;
    await page.goto(address);
    await page.waitForFunction(
      () => performance.getEntriesByName('map:first-draw').length > 0,
      undefined,
      { timeout: 60_000 },
    );
    const count = await page.locator('.club-list__count').textContent();
    const firstDraw = await page.evaluate(
      () => performance.getEntriesByName('map:first-draw')[0].duration,
    );
    const markersAtStart = await page.locator('.leaflet-marker-icon').count();

    // Zooms with the page's buttons and pans by dragging the map, as a visitor would; each step
    // waits for the re-cluster it causes. The pans go round a square to stay over France.
    const map = page.locator('.map-view__map');
    const box = await map.boundingBox();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    let maxMarkers = markersAtStart;
    const step = async (action) => {
      const seen = await page.evaluate(() => performance.getEntriesByName('map:recluster').length);
      await action();
      await page.waitForFunction(
        (count) => performance.getEntriesByName('map:recluster').length > count,
        seen,
        { timeout: 20_000 },
      );
      maxMarkers = Math.max(maxMarkers, await page.locator('.leaflet-marker-icon').count());
    };
    const zoomIn = () => page.getByRole('button', { name: 'Zoom avant' }).click();
    const drag = (dx, dy) => async () => {
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x + dx / 2, centre.y + dy / 2, { steps: 5 });
      await page.mouse.move(centre.x + dx, centre.y + dy, { steps: 5 });
      await page.mouse.up();
    };
    await step(zoomIn);
    await step(zoomIn);
    for (const [dx, dy] of pans) await step(drag(dx, dy));
    const reclusters = await page.evaluate(() =>
      performance.getEntriesByName('map:recluster').map((entry) => entry.duration),
    );
    const tasks = await page.evaluate(() => {
      const received = performance.getEntriesByName('map:clubs-received')[0]?.startTime ?? 0;
      const all = globalThis.__longTasks;
      const longest = (list) => list.reduce((max, task) => Math.max(max, task.duration), 0);
      return {
        sinceData: longest(all.filter((task) => task.start + task.duration >= received)),
        list: all.map(
          (task) => `${(task.start - received).toFixed(0)}+${task.duration.toFixed(0)}`,
        ),
        whole: longest(all),
        count: all.length,
      };
    });

    if (process.env.BENCH_VERBOSE)
      console.log('  long tasks (start after data +duration):', tasks.list.join(' '));
    if (process.env.BENCH_VERBOSE) {
      console.log(
        '  re-clusters (zoom, zoom, pans):',
        reclusters.map((ms) => ms.toFixed(0)).join(' '),
      );
    }
    const rows = [
      ['clubs in the list', count?.trim(), ''],
      [
        'data arrival -> first clusters drawn',
        `${firstDraw.toFixed(0)} ms`,
        firstDraw < targets.firstDrawMs,
      ],
      [
        'longest main-thread task from data arrival',
        `${tasks.sinceData.toFixed(0)} ms`,
        tasks.sinceData < targets.longestTaskMs,
      ],
      [
        'longest main-thread task from navigation (boot included)',
        `${tasks.whole.toFixed(0)} ms`,
        '',
      ],
      ['marker elements in the page (max seen)', String(maxMarkers), maxMarkers <= targets.markers],
      [
        're-cluster after a pan or zoom (max)',
        `${Math.max(...reclusters).toFixed(1)} ms`,
        Math.max(...reclusters) < targets.reclusterMs,
      ],
      ['re-cluster after a pan or zoom (median)', `${median(reclusters).toFixed(1)} ms`, ''],
    ];
    console.log(
      `Map benchmark, CPU throttled x4, ${generated ? 'generated' : 'mock-seed=large'} data, ${address}`,
    );
    for (const [label, value, ok] of rows) {
      const verdict = ok === '' ? '' : ok ? 'ok' : 'MISSED';
      console.log(`  ${label.padEnd(58)} ${String(value).padStart(22)} ${verdict}`);
    }
    return rows.every(([, , ok]) => ok !== false);
  } finally {
    await browser.close();
    server?.kill();
  }
}

run().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
