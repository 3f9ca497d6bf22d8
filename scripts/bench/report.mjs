// How the benches print what they measured: every run, the median and the spread, the long tasks
// of a run, and the machine's load (docs/adr/0028-calibrated-low-tier-bench.md).
import { cpus, loadavg } from 'node:os';

export function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** '92, 95, 90; median 92, spread 90 to 95' for the numbers of every run. */
export function runsLine(values, unit = '') {
  const shown = values.map((value) => (value === null ? 'n/a' : `${value}${unit}`));
  const known = values.filter((value) => value !== null);
  if (known.length === 0) return `${shown.join(', ')}; no value`;
  return `${shown.join(', ')}; median ${medianOf(known)}${unit}, spread ${Math.min(...known)} to ${Math.max(...known)}${unit}`;
}

export const scoreOf = (lhr, id = 'performance') =>
  lhr.categories[id]?.score === null || lhr.categories[id] === undefined
    ? null
    : Math.round(lhr.categories[id].score * 100);

export function numericOf(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  return value === undefined ? null : Math.round(value);
}

/**
 * The interaction a timespan's INP is, as Lighthouse's work-during-interaction audit names it:
 * its target's label and the three phases in ms ('«Suivant» 30 + 4 + 278'), or null.
 */
export function inpInteractionOf(lhr) {
  const [target, phases] = lhr.audits['work-during-interaction']?.details?.items ?? [];
  const label = target?.items?.[0]?.node?.nodeLabel;
  if (!label) return null;
  const times = (phases?.items ?? []).map((phase) => Math.round(phase.total)).join(' + ');
  return `«${label.replace(/\s+/g, ' ').trim()}» ${times}`.trim();
}

/**
 * A run's main-thread long tasks (Lighthouse's long-tasks audit, at the calibrated CPU): the
 * script each is attributed to, that script's transfer size, the task's start and duration, so
 * that a regression names its cause.
 */
export function printLongTasks(label, lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sizeOf = (url) => requests.find((request) => request.url === url)?.transferSize;
  console.log(`${label}: long tasks: ${tasks.length}`);
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
export function reportLoad(moment) {
  const [one, five] = loadavg();
  const perCore = one / cpus().length;
  console.log(
    `Load average ${moment}: ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min), ${cpus().length} cores`,
  );
  if (perCore > 1)
    console.warn(`Warning: load above 1 per core ${moment}; figures are not comparable.`);
}
