// The main-thread tasks of a Lighthouse navigation's own trace, as Lighthouse's simulation sees
// them (docs/adr/0029-low-tier-first-steps.md, 'Consequences'): it keeps the tasks of 10 ms or
// more as they were observed at full speed and multiplies them by the CPU multiplier; shorter
// ones that hang on one node are pruned. What ran in each: the trace's events and, where the trace
// has the CPU profiler's samples, the script functions they were taken in.

/** Lighthouse's lantern keeps every task at least this long (SIGNIFICANT_DUR_THRESHOLD_MS). */
export const keptTaskMs = 10;

const summarisedEvents = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compileModule',
  'v8.compile',
  'RunMicrotasks',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'XHRReadyStateChange',
  'XHRLoad',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Commit',
  'MinorGC',
  'MajorGC',
]);

const shortUrl = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');

/** The page's main thread: the one its first contentful paint was drawn on. */
function mainThreadOf(events) {
  const paint =
    events.find((event) => event.name === 'firstContentfulPaint') ??
    events.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
    );
  if (!paint) throw new Error('The trace has no paint nor navigation of the main frame');
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === paint.pid &&
      event.args?.data?.isLoadingMainFrame,
  );
  return { pid: paint.pid, tid: paint.tid, origin: (navigation ?? paint).ts };
}

/** Self time per script function (its name and file) from the CPU profiler's chunks. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  if (!profile) return { nodes, samples };
  let clock = profile.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue;
    const chunk = event.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ id, ts: clock });
    });
  }
  return { nodes, samples };
}

/** The innermost script frame of a sample (a native one named after its script caller). */
function frameOf(nodes, id) {
  const self = nodes.get(id)?.callFrame;
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    const { url, functionName } = node.callFrame;
    if (!url) continue;
    const native = self && self !== node.callFrame && !self.url ? ` [${self.functionName}]` : '';
    return `${functionName || '(anonymous)'} ${shortUrl(url)}${native}`;
  }
  return self?.functionName || '(unknown)';
}

/** The `count` largest entries of a map of durations in microseconds, in milliseconds. */
function largest(durations, count) {
  return [...durations]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, microseconds]) => ({ name, ms: microseconds / 1000 }));
}

/**
 * The tasks of at least `minMs` on the page's main thread, in order: their start (ms after the
 * navigation), their duration, the events that took most of them and, with samples, the script
 * functions.
 */
export function longTasksOf(events, { minMs = keptTaskMs, top = 4 } = {}) {
  const { pid, tid, origin } = mainThreadOf(events);
  const onMain = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X',
  );
  const { nodes, samples } = samplesOf(events, pid);
  return onMain
    .filter((event) => event.name === 'RunTask' && event.dur >= minMs * 1000 && event.ts >= origin)
    .map((task) => {
      const end = task.ts + task.dur;
      const inside = new Map();
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts + event.dur > end) continue;
        if (!summarisedEvents.has(event.name)) continue;
        const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? '';
        const name = url ? `${event.name} ${shortUrl(String(url))}` : event.name;
        inside.set(name, (inside.get(name) ?? 0) + event.dur);
      }
      const functions = new Map();
      samples.forEach((sample, index) => {
        const next = samples[index + 1];
        if (!next || sample.ts < task.ts || sample.ts >= end) return;
        const name = frameOf(nodes, sample.id);
        if (name === '(idle)') return;
        functions.set(name, (functions.get(name) ?? 0) + next.ts - sample.ts);
      });
      return {
        startMs: (task.ts - origin) / 1000,
        durationMs: task.dur / 1000,
        events: largest(inside, top),
        functions: largest(functions, top),
      };
    });
}
