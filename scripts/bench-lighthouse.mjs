// Lighthouse 12 against the nginx-served build, calibrated to a phone
// (docs/adr/0028-calibrated-low-tier-bench.md): Lighthouse's benchmarkIndex is measured first
// (every sample and the median printed), and the CPU is slowed by index / 264 (a low-tier phone)
// or, with --tier mid, index / 1000, so that figures from two machines compare. Mobile emulation,
// slow 4G, `BENCH_RUNS` runs per page or per flow; every run, medians, spreads, the long tasks of
// the median run and the machine's load before and after are printed.
//   npm run bench:lighthouse [-- --tier mid]   public pages: landing, map, a club, an activity in
//       the production flavour (no mock in the page), the landing and map of the demo build, and a
//       plain static copy of the landing page
//   npm run bench:flow [-- --tier mid]         the signed-in pages as a user flow (bench/user-flow)
//   npm run bench:flow -- --against <dist>     the flow on BENCH_DIST and on another build, one
//       run of each in turn (a change measured against the build before it under the same load)
// Environment: BENCH_PORT=8080 (and the next one), BENCH_API_PORT=5191, BENCH_IDP_PORT=5192,
// BENCH_CHAT_PORT=5193, BENCH_DIST=dist, BENCH_RUNS=5, BENCH_INDEX_SAMPLES=9. Build first
// (npm run build); uses Debian's Chromium. Not a test: a measurement.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { setPriority } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { calibrate } from './bench/calibration.mjs';
import { measurePage } from './bench/lighthouse-pages.mjs';
import { readOptions } from './bench/options.mjs';
import { reportLoad } from './bench/report.mjs';
import { startBenchServers } from './bench/servers.mjs';
import { staticPage, writeStaticLanding } from './bench/static-landing.mjs';
import { compareFlows, measureFlow } from './bench/user-flow.mjs';

const options = readOptions();

// A phone runs the page alone: on a machine shared with builds and test runs, the browser and the
// servers (children inherit it) get the CPU first, so that the figures measure the page.
try {
  setPriority(-10);
} catch {
  console.warn('Could not raise the priority (needs root): figures include the machine load.');
}

async function measurePages(servers, throttling) {
  await writeStaticLanding({ ...options, origin: servers.origin, dist: servers.demoDist });
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: options.chromeFlags,
  });
  const pages = [
    ['landing (production)', servers.productionOrigin, '/'],
    ['map (production)', servers.productionOrigin, '/inscription/carte'],
    ['club AMSF Lyon (production)', servers.productionOrigin, '/inscription/carte/1'],
    ['activity Yoga (production)', servers.productionOrigin, '/inscription/carte/1/102'],
    ['landing (demo)', servers.origin, '/'],
    ['map (demo, mock in the page)', servers.origin, '/inscription/carte'],
    ['landing as a plain static page', servers.origin, `/${staticPage}`],
  ];
  try {
    const rows = [];
    for (const [page, origin, path] of pages)
      rows.push({
        page,
        ...(await measurePage(chrome, `${origin}${path}`, { ...options, throttling })),
      });
    console.log(
      `Lighthouse, ${options.runs} runs per page, medians of the runs, mobile emulation, slow 4G, CPU x${throttling.cpuSlowdownMultiplier} (${options.tier} tier)`,
    );
    console.table(rows);
    const landing = rows.find((row) => row.page === 'landing (demo)');
    const plain = rows.at(-1);
    const gap = Number(landing['LCP (s)']) - Number(plain['LCP (s)']);
    console.log(
      `Landing LCP ${landing['LCP (s)']} s, plain static page of the same content ${plain['LCP (s)']} s: ${gap >= 0 ? '+' : ''}${gap.toFixed(2)} s`,
    );
  } finally {
    await chrome.kill();
    rmSync(join(servers.demoDist, staticPage), { force: true });
  }
}

const flowTitle = (throttling) =>
  `Lighthouse user flow, ${options.runs} runs, signed in as famille.martin@exemple.fr (profile 101), production flavour, full-load navigations, CPU x${throttling.cpuSlowdownMultiplier} (${options.tier} tier)`;

reportLoad('before');
const throttling = await calibrate(options);
if (options.flow && options.against) {
  for (const { dist, rows } of await compareFlows(options, throttling)) {
    console.log(`${flowTitle(throttling)}, build ${dist}, runs alternating with the other build`);
    console.table(rows);
  }
} else {
  const servers = await startBenchServers(options);
  try {
    if (options.flow) {
      const rows = await measureFlow(options, servers, throttling);
      console.log(flowTitle(throttling));
      console.table(rows);
    } else {
      await measurePages(servers, throttling);
    }
  } finally {
    await servers.close();
  }
}
reportLoad('after');
