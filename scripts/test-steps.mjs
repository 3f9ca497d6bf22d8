// `npm test`: the README's test command, one npm script after another, stopping at the first
// that fails; each step's duration is printed as it ends and all of them at the end, so that a
// CI log says where its minutes went (issue 33).
import { spawnSync } from 'node:child_process';

export const steps = [
  'typecheck',
  'lint',
  'lint:api',
  'check:api-generated',
  'test:deps',
  'test:unit',
  'build',
  'test:e2e',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const durations = [];
  let status = 0;
  for (const step of steps) {
    const start = performance.now();
    const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
    const seconds = (performance.now() - start) / 1000;
    durations.push([step, seconds]);
    console.log(`\n[npm test] ${step}: ${seconds.toFixed(1)} s`);
    status = run.status ?? 1;
    if (status !== 0) break;
  }
  const total = durations.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log('\n[npm test] step durations');
  for (const [step, seconds] of durations) {
    console.log(`  ${step.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  console.log(`  ${'total'.padEnd(20)} ${total.toFixed(1).padStart(7)} s`);
  process.exit(status);
}
