// `npm test`: the README's test command, npm scripts group after group, stopping at the first
// group with a failure; each step's duration is printed as it ends and all of them at the end,
// so that a CI log says where its minutes went (issue 33).
//
// The checks of the first group are independent and each runs on one core (tsc and ESLint are
// single-threaded): side by side on CI's two cores they take about as long as the longest of them
// instead of their sum. Their output is held and printed whole as each ends, so that a failure's
// lines are not interleaved with another step's. The build and the journeys use every core and
// run alone. The proof of QA's journeys against a backend (issue 36) mostly waits on its one
// browser: it runs beside the unit tests, which fill the cores it leaves.
import { spawn } from 'node:child_process';

export const groups = [
  ['typecheck', 'lint', 'lint:api', 'check:api-generated', 'test:deps'],
  ['build'],
  // QA's journeys against a backend built from the spec, through the validating proxies (issue 36).
  ['test:unit', 'test:against'],
  ['test:e2e'],
];

/** Runs one npm script; alone, its output goes straight through, beside others it is held. */
function run(step, alone) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn('npm', ['run', step], { stdio: alone ? 'inherit' : 'pipe' });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (held.length) process.stdout.write(Buffer.concat(held));
      console.log(`\n[npm test] ${step}: ${seconds.toFixed(1)} s${code === 0 ? '' : ' (failed)'}`);
      resolve({ step, seconds, status: code ?? 1 });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const durations = [];
  let status = 0;
  const start = performance.now();
  for (const group of groups) {
    const groupStart = performance.now();
    const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
    durations.push(...results.map(({ step, seconds }) => [step, seconds]));
    if (group.length > 1) {
      const seconds = (performance.now() - groupStart) / 1000;
      console.log(`[npm test] ${group.join(' + ')} side by side: ${seconds.toFixed(1)} s`);
    }
    status = results.find((result) => result.status !== 0)?.status ?? 0;
    if (status !== 0) break;
  }
  const total = (performance.now() - start) / 1000;
  console.log('\n[npm test] step durations (the first group side by side)');
  for (const [step, seconds] of durations) {
    console.log(`  ${step.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  console.log(`  ${'total'.padEnd(20)} ${total.toFixed(1).padStart(7)} s`);
  process.exit(status);
}
