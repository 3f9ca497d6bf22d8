// Lighthouse navigations of public pages at the calibrated throttling: `runs` runs per page, each
// run's performance and TBT, the medians, the spread and the long tasks of Lighthouse's median run.
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { medianOf, numericOf, printLongTasks, runsLine, scoreOf } from './report.mjs';

export async function measurePage(chrome, url, { runs, throttling }) {
  const results = [];
  let failures = 0;
  while (results.length < runs) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttlingMethod: 'simulate',
      throttling,
    });
    if (lhr.runtimeError) {
      // Lighthouse's own trace sometimes misses the navigation (NO_NAVSTART): that run is done
      // again, and said, rather than the whole bench lost; a page that keeps failing stops it.
      failures += 1;
      console.warn(`${url}: a run failed (${lhr.runtimeError.code}), run again`);
      if (failures > 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      continue;
    }
    results.push(lhr);
  }
  // Performance, LCP, TBT and CLS are the medians of the runs' own values; the other columns and
  // the long tasks come from Lighthouse's median run (computeMedianRun picks it by FCP and TTI,
  // so its own score can differ from the median of the scores).
  const median = computeMedianRun(results);
  const performances = results.map((lhr) => scoreOf(lhr));
  const tbts = results.map((lhr) => numericOf(lhr, 'total-blocking-time'));
  console.log(`${url}: performance per run ${runsLine(performances)}`);
  console.log(`${url}: TBT per run ${runsLine(tbts, ' ms')}`);
  console.log(
    `${url}: benchmarkIndex per run ${results.map((lhr) => Math.round(lhr.environment.benchmarkIndex)).join(', ')}`,
  );
  printLongTasks(`${url} (median run)`, median);
  const audit = (id) => medianOf(results.map((lhr) => lhr.audits[id].numericValue));
  return {
    performance: medianOf(performances),
    spread: `${Math.min(...performances)}–${Math.max(...performances)}`,
    accessibility: scoreOf(median, 'accessibility'),
    'best-practices': scoreOf(median, 'best-practices'),
    'LCP (s)': (audit('largest-contentful-paint') / 1000).toFixed(2),
    'TBT (ms)': medianOf(tbts),
    CLS: audit('cumulative-layout-shift').toFixed(3),
    failing: Object.values(median.audits)
      .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
      .map((item) => item.id)
      .join(' '),
  };
}
