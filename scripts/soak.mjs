#!/usr/bin/env node
/**
 * npm run test:soak -- [--repeat N] [--stress] [--project NAME]... [FILE]...
 *
 * Runs chosen journeys N times (Playwright's --repeat-each; 5 by default), optionally beside
 * `stress-ng --cpu 2` (installed from Debian's packages when missing), and prints per journey its
 * runs, its failures and the first line of each failure, with the load before and after. A journey
 * that fails once is a defect to find at its cause (issue 33), so any failure makes it exit 1.
 * Build first (npm run build), as for npm run test:e2e.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const usage = 'Usage: npm run test:soak -- [--repeat N] [--stress] [--project NAME]... [FILE]...';

function parseArguments(argv) {
  const options = { repeat: 5, stress: false, projects: [], files: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--repeat') options.repeat = Number(argv[++index]);
    else if (argument === '--stress') options.stress = true;
    else if (argument === '--project') options.projects.push(argv[++index]);
    else if (argument.startsWith('--')) throw new Error(`Unknown option ${argument}. ${usage}`);
    else options.files.push(argument);
  }
  if (!Number.isInteger(options.repeat) || options.repeat < 1) {
    throw new Error(`--repeat takes a whole number of runs. ${usage}`);
  }
  return options;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Debian's stress-ng, installed when missing (as root, as CI runs). */
function ensureStressNg() {
  if (hasCommand('stress-ng')) return;
  console.log('stress-ng is missing: installing it from Debian’s packages…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'stress-ng'], {
    stdio: 'inherit',
    env,
  });
}

/** Every test of the JSON report, with its project, as 'file › titles [project]'. */
export function journeysOf(report) {
  const rows = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file} › ${[...titles, spec.title].join(' › ')} [${test.projectName}]`;
        const row = rows.get(name) ?? { name, runs: 0, failures: [] };
        for (const result of test.results ?? []) {
          if (result.status === 'skipped') continue;
          row.runs += 1;
          if (result.status !== 'passed') {
            const message = result.error?.message ?? result.errors?.[0]?.message ?? result.status;
            // eslint-disable-next-line no-control-regex -- the reporter's colours
            row.failures.push(message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0]);
          }
        }
        rows.set(name, row);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return [...rows.values()];
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  if (options.stress) ensureStressNg();
  const before = loadAverage();
  const stress = options.stress
    ? spawn('stress-ng', ['--cpu', '2', '--quiet'], { stdio: 'ignore' })
    : undefined;
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'soak-')), 'report.json');
  const started = Date.now();
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      `--repeat-each=${options.repeat}`,
      // A failure found by soaking is studied from its trace (off in npm test).
      '--trace=retain-on-failure',
      '--reporter=json',
      ...options.projects.flatMap((project) => ['--project', project]),
      ...options.files,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    },
  );
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const after = loadAverage();
  stress?.kill('SIGTERM');

  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    console.error(`Playwright wrote no report (exit ${run.status}): see its output above.`);
    process.exit(1);
  }
  const journeys = journeysOf(report);
  console.log(
    `Soak: ${options.repeat} runs each${options.stress ? ', beside stress-ng --cpu 2' : ''}, ${minutes} min`,
  );
  console.log(`Load (1, 5, 15 min) before: ${before}; after: ${after}`);
  console.log('runs  failures  journey');
  for (const journey of journeys) {
    console.log(
      `${String(journey.runs).padStart(4)}  ${String(journey.failures.length).padStart(8)}  ${journey.name}`,
    );
    for (const failure of journey.failures) console.log(`                ✘ ${failure}`);
  }
  const failed = journeys.reduce((sum, journey) => sum + journey.failures.length, 0);
  const runs = journeys.reduce((sum, journey) => sum + journey.runs, 0);
  console.log(`${journeys.length} journeys, ${runs} runs, ${failed} failures`);
  process.exit(failed > 0 || run.status !== 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
