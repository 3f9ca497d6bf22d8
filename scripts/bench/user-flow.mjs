// The signed-in pages as a Lighthouse user flow (docs/adr/0028-calibrated-low-tier-bench.md):
// signed in first (not measured), then navigations (full loads, simulated throttling at the
// calibrated CPU) and timespans (real clicks and typing under DevTools throttling at the same
// CPU multiplier, Lighthouse's only throttling for a timespan). Storage is never reset: the
// identity server's session and the portal's stored account carry each full load, as a returning
// member's browser would, with its HTTP cache and service worker warm.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFlow } from 'lighthouse';
import { openBrowser } from './browser.mjs';
import { benchMember, signIn, stepsInRange } from './flow-steps.mjs';
import {
  inpInteractionOf,
  medianOf,
  numericOf,
  printLongTasks,
  runsLine,
  scoreOf,
} from './report.mjs';
import { startBenchServers } from './servers.mjs';

/** One run in a fresh browser against a fresh mocked backend: one Lighthouse result per step. */
async function runFlow(options, servers, throttling) {
  await servers.restartProduction();
  const { browser, close } = await openBrowser(options);
  try {
    const page = await browser.newPage();
    const origin = servers.productionOrigin;
    await signIn(page, origin, benchMember);
    const flow = await startFlow(page, {
      name: 'Espace adhérent',
      flags: {
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttlingMethod: 'simulate',
        throttling,
        disableStorageReset: true,
      },
    });
    for (const step of stepsInRange(options.flowSteps)) {
      try {
        if (step.path) {
          await flow.navigate(`${origin}${step.path}`, { name: step.name });
        } else {
          await flow.startTimespan({ name: step.name });
          await step.act(page);
          await flow.endTimespan();
        }
      } catch (error) {
        // What the page showed when a step failed says more than the selector that timed out.
        const shot = join(tmpdir(), 'bench-flow-failure.png');
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        console.error(`${step.name} failed on ${page.url()}; screenshot ${shot}`);
        throw error;
      }
    }
    const { steps } = await flow.createFlowResult();
    return steps.map((step) => step.lhr);
  } finally {
    await close();
  }
}

export async function measureFlow(options, servers, throttling) {
  const runs = [];
  for (let run = 0; run < options.runs; run += 1) {
    const results = await runFlow(options, servers, throttling);
    runs.push(results);
    // Each run's figures as it ends: a later run that fails loses only itself.
    console.log(`Flow run ${run + 1} of ${options.runs}: ${runFigures(results, options)}`);
  }
  return summariseRuns(runs, options);
}

/**
 * The flow on two builds, one run of each in turn (`--against`): a change's effect measured
 * against the same machine's load, which drifts over a bench of several minutes. Each build is
 * served on its own by the bench's servers, started again for each run.
 */
export async function compareFlows(options, throttling) {
  const builds = [options.dist, options.against];
  const runs = new Map(builds.map((dist) => [dist, []]));
  for (let run = 0; run < options.runs; run += 1) {
    for (const dist of builds) {
      const servers = await startBenchServers({
        ...options,
        dist,
        demoDist: `${dist}-bench-${options.port}`,
      });
      try {
        const results = await runFlow(options, servers, throttling);
        runs.get(dist).push(results);
        console.log(
          `Flow run ${run + 1} of ${options.runs}, ${dist}: ${runFigures(results, options)}`,
        );
      } finally {
        await servers.close();
      }
    }
  }
  return builds.map((dist) => {
    console.log(`Build ${dist}:`);
    return { dist, rows: summariseRuns(runs.get(dist), options) };
  });
}

/** Every step's figures over the runs: printed per run, and a row of medians and spreads. */
function summariseRuns(runs, options) {
  const rows = [];
  stepsInRange(options.flowSteps).forEach((step, index) => {
    const lhrs = runs.map((results) => results[index]);
    const errors = lhrs.filter((lhr) => lhr.runtimeError).map((lhr) => lhr.runtimeError.code);
    if (errors.length > 0) console.warn(`${step.name}: ${errors.join(', ')}`);
    const tbts = lhrs.map((lhr) => numericOf(lhr, 'total-blocking-time'));
    if (step.path) {
      const scores = lhrs.map((lhr) => scoreOf(lhr));
      console.log(
        `${step.name} (navigation ${step.path}): performance per run ${runsLine(scores)}`,
      );
      console.log(`${step.name}: TBT per run ${runsLine(tbts, ' ms')}`);
      rows.push({ step: step.name, kind: 'navigation', ...summary(scores, 'performance') });
    } else {
      const inps = lhrs.map((lhr) => numericOf(lhr, 'interaction-to-next-paint'));
      console.log(`${step.name} (timespan): TBT per run ${runsLine(tbts, ' ms')}`);
      console.log(`${step.name} (timespan): INP per run ${runsLine(inps, ' ms')}`);
      // Which press it was, with its input delay, processing and presentation delay.
      lhrs.forEach((lhr, run) =>
        console.log(`  run ${run + 1}: ${inpInteractionOf(lhr) ?? 'no interaction named'}`),
      );
      rows.push({ step: step.name, kind: 'timespan', ...summary(inps, 'INP (ms)') });
    }
    // The host's own speed when each run was measured (Lighthouse's, at the step's start): a
    // run on a host slowed by its neighbours reads as a slow portal (docs/adr/0028).
    const indexes = lhrs.map((lhr) => lhr.environment?.benchmarkIndex);
    if (indexes.every((index) => typeof index === 'number'))
      console.log(`${step.name}: benchmarkIndex per run ${runsLine(indexes.map(Math.round))}`);
    Object.assign(rows.at(-1), summary(tbts, 'TBT (ms)'));
    const middle = medianRunOf(
      lhrs,
      step.path ? (lhr) => scoreOf(lhr) : (lhr) => numericOf(lhr, 'total-blocking-time'),
    );
    printLongTasks(`${step.name} (run ${middle + 1}, the median)`, lhrs[middle]);
  });
  return rows;
}

/** 'Accueil 91, …, Calendrier des réservations INP 180 ms, …' for one run's results. */
function runFigures(results, options) {
  return stepsInRange(options.flowSteps)
    .map((step, index) =>
      step.path
        ? `${step.name} ${scoreOf(results[index])}`
        : `${step.name} INP ${numericOf(results[index], 'interaction-to-next-paint')} ms`,
    )
    .join(', ');
}

function summary(values, label) {
  const known = values.filter((value) => value !== null);
  if (known.length === 0) return { [label]: 'n/a', [`${label} spread`]: '' };
  return {
    [label]: medianOf(known),
    [`${label} spread`]: `${Math.min(...known)}–${Math.max(...known)}`,
  };
}

/** The run whose value is the median's (the lower middle for an even count). */
function medianRunOf(lhrs, valueOf) {
  const order = lhrs.map((lhr, index) => ({ index, value: valueOf(lhr) ?? 0 }));
  order.sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)].index;
}
