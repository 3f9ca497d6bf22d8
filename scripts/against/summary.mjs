// The one summary `npm run e2e:against` prints at the end (docs/adr/0026-journeys-against-any-
// backend.md): each journey passed, failed or not run (with why), then every request or answer a
// proxy found outside its document. Read from Playwright's JSON report and the proxies' breaches.

/** Every test of a Playwright JSON report, with its outcome and why it did not run. */
export function journeysOf(report) {
  const journeys = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        const skip = [...(test.annotations ?? []), ...(last?.annotations ?? [])].find(
          (annotation) => annotation.type === 'skip',
        );
        const outcome =
          test.status === 'skipped' ? 'not run' : test.status === 'expected' ? 'passed' : 'failed';
        journeys.push({
          title: [...titles, spec.title].filter(Boolean).join(' › '),
          outcome,
          why:
            outcome === 'not run'
              ? (skip?.description ?? 'not started (an earlier failure or an interrupted run)')
              : outcome === 'failed'
                ? firstLine(last?.error?.message ?? last?.status ?? 'failed')
                : '',
          seconds: (last?.duration ?? 0) / 1000,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return journeys;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- Playwright's messages carry terminal colours.
  const plain = String(text).replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  );
}

function shown(value) {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The summary's lines; `result` says whether the run failed and why. */
export function summaryLines({ label, journeys, breaches, calls, seconds }) {
  const count = (outcome) => journeys.filter((journey) => journey.outcome === outcome).length;
  const failed = count('failed');
  const lines = [
    '',
    `=== e2e:against summary: ${label} ===`,
    `Journeys (project 'against', ${seconds.toFixed(1)} s): ${count('passed')} passed, ` +
      `${failed} failed, ${count('not run')} not run`,
  ];
  for (const journey of journeys) {
    const time = journey.outcome === 'not run' ? '' : ` (${journey.seconds.toFixed(1)} s)`;
    const why = journey.why ? `: ${journey.why}` : '';
    lines.push(`  ${journey.outcome.padEnd(8)} ${journey.title}${time}${why}`);
  }
  const checked = Object.entries(calls)
    .map(([name, number]) => `${name} ${number}`)
    .join(', ');
  lines.push(
    `Contract breaches: ${breaches.length === 0 ? 'none' : breaches.length} (calls checked: ${checked})`,
  );
  for (const breach of breaches) {
    lines.push(
      `  ${breach.backend} ${breach.operation} ${breach.status} ${breach.side} at ${breach.at}: ` +
        `${breach.message}; first value: ${shown(breach.value)}` +
        `${breach.count > 1 ? ` (${breach.count} times)` : ''}`,
      `      ${breach.pointer}`,
    );
  }
  const reasons = [
    ...(failed > 0 ? [`${failed} failed journey${failed > 1 ? 's' : ''}`] : []),
    ...(breaches.length > 0
      ? [`${breaches.length} contract breach${breaches.length > 1 ? 'es' : ''}`]
      : []),
    ...(journeys.length === 0 ? ['no journey ran'] : []),
  ];
  lines.push(`Result: ${reasons.length === 0 ? 'passed' : `FAILED (${reasons.join(', ')})`}`);
  return { lines, failed: reasons.length > 0 };
}
