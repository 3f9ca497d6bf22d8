// What a signed-in page's Lighthouse score is made of (issue 37, docs/adr/0029): Lighthouse
// navigations of one page at the calibrated low-tier CPU (docs/adr/0028), each followed by the
// main-thread tasks its own trace kept for the simulation (10 ms or more at full speed, multiplied
// by the CPU multiplier), with what ran in them. The page is visited once before, signed in, as a
// returning member's browser would have it.
//   npm run bench:tasks                    the home page, BENCH_RUNS navigations
//   npm run bench:tasks -- --stacks        and the script functions sampled in each task (the CPU
//       profiler slows the page down: the durations are then longer than Lighthouse's own)
// Environment: BENCH_NAV=/profile/101/home, and bench:lighthouse's (BENCH_DIST, BENCH_RUNS, ports).
// Build first (npm run build). Not a test: a measurement.
import { navigation } from 'lighthouse';
import { openBrowser } from './bench/browser.mjs';
import { calibrate } from './bench/calibration.mjs';
import { benchMember, signIn } from './bench/flow-steps.mjs';
import { readOptions } from './bench/options.mjs';
import { medianOf, numericOf, reportLoad, scoreOf } from './bench/report.mjs';
import { startBenchServers } from './bench/servers.mjs';
import { keptTaskMs, longTasksOf } from './bench/trace-tasks.mjs';

const args = process.argv.slice(2);
const stacks = args.includes('--stacks');
const options = readOptions(args.filter((arg) => arg !== '--stacks'));
const path = process.env.BENCH_NAV ?? '/profile/101/home';

const ms = (value) => `${value.toFixed(1)} ms`;
const named = (entries) => entries.map(({ name, ms: time }) => `${name} ${time.toFixed(1)}`);

function printTasks(tasks) {
  const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
  console.log(`  tasks of ${keptTaskMs} ms or more: ${tasks.length}, ${ms(total)} in all`);
  for (const task of tasks) {
    console.log(
      `  ${ms(task.durationMs)} at ${Math.round(task.startMs)} ms: ${named(task.events).join(', ')}`,
    );
    if (task.functions.length > 0) console.log(`      ${named(task.functions).join(' | ')}`);
  }
  return { count: tasks.length, total };
}

reportLoad('before');
const throttling = await calibrate(options);

const servers = await startBenchServers(options);
const runs = [];
try {
  for (let run = 0; run < options.runs; run += 1) {
    await servers.restartProduction();
    const { browser, close } = await openBrowser(options);
    try {
      const page = await browser.newPage();
      const url = `${servers.productionOrigin}${path}`;
      await signIn(page, servers.productionOrigin, benchMember);
      await page.goto(url, { waitUntil: 'networkidle2' });
      const { lhr, artifacts } = await navigation(page, url, {
        flags: {
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod: 'simulate',
          throttling,
          disableStorageReset: true,
          ...(stacks ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        },
      });
      const score = scoreOf(lhr);
      const blocking = numericOf(lhr, 'total-blocking-time');
      console.log(
        `Run ${run + 1} of ${options.runs}: ${path} performance ${score}, TBT ${Math.round(blocking)} ms`,
      );
      runs.push({ score, blocking, ...printTasks(longTasksOf(artifacts.Trace.traceEvents)) });
    } finally {
      await close();
    }
  }
} finally {
  await servers.close();
}
const median = (pick) => medianOf(runs.map(pick));
console.log(
  `${path}, ${runs.length} runs: performance ${runs.map((r) => r.score).join(', ')} (median ${median((r) => r.score)}); ` +
    `TBT median ${Math.round(median((r) => r.blocking))} ms; kept tasks median ${median((r) => r.count)}, ` +
    `${ms(median((r) => r.total))}`,
);
reportLoad('after');
