// The CPU calibration of the bench (docs/adr/0028-calibrated-low-tier-bench.md): Lighthouse's own
// benchmark (computeBenchmarkIndex, the page function behind lhr.environment.benchmarkIndex) run
// several times in an empty tab of the bench's browser, before any measurement; the fastest
// sample sets cpuSlowdownMultiplier = index / the tier's index, so that two machines emulate the
// same phone.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import * as constants from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { medianOf } from './report.mjs';

const sampleGapMs = 1000;

export async function measureBenchmarkIndex(chrome, samples) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  try {
    const measure = async () =>
      Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    // The browser just launched is still starting (its own pages, its services): the first
    // sample read the host up to a fifth slower than the next ones (docs/adr/0028), and is not
    // counted.
    const warmUp = await measure();
    const indexes = [];
    for (let sample = 0; sample < samples; sample += 1) {
      // Spread over some seconds: a shared host reads slower in stretches of several seconds.
      if (sample > 0) await new Promise((resolve) => setTimeout(resolve, sampleGapMs));
      indexes.push(await measure());
    }
    return { warmUp, indexes, median: medianOf(indexes), fastest: Math.max(...indexes) };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/**
 * Lighthouse's mobile throttling (slow 4G) with the calibrated CPU, from the fastest sample: the
 * machine at its own speed. A slower sample is the host shared for a while (docs/adr/0028): a
 * multiplier taken from it emulated a faster phone than the tier's, while a slow stretch during
 * a measurement now makes its figure worse, never better. Chrome slows a CPU down but never
 * speeds it up: a machine slower than the tier's phone runs at 1 and says so.
 */
export function calibratedThrottling({ fastest }, tier, tierIndex) {
  const exact = fastest / tierIndex;
  const multiplier = Math.max(1, Math.round(exact * 100) / 100);
  console.log(
    `CPU calibration (${tier} tier): benchmarkIndex ${fastest} / ${tierIndex} = cpuSlowdownMultiplier ${multiplier}`,
  );
  if (exact < 1)
    console.warn(`Warning: this machine is slower than the ${tier}-tier phone; no CPU slowdown.`);
  return { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier };
}

/** The machine's benchmarkIndex measured in a browser of its own, every sample printed. */
export async function calibrate(options) {
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: options.chromeFlags,
  });
  try {
    const index = await measureBenchmarkIndex(chrome, options.indexSamples);
    console.log(
      `benchmarkIndex samples: ${index.indexes.join(', ')}; fastest ${index.fastest}, median ${index.median} (warm-up ${index.warmUp}, not counted)`,
    );
    return calibratedThrottling(index, options.tier, options.tierIndex);
  } finally {
    await chrome.kill();
  }
}
