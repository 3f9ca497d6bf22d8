// npm run e2e:against -- <runtime config file> [--writes] [--port 8090] [--dist dist] [-- <Playwright options>]
//
// QA's journeys against any backend (issue 36, docs/adr/0026-journeys-against-any-backend.md):
// the production build is served by nginx with the given runtime config (the keys of
// public/config.json), except that each REST backend (apiBaseUrl, passApiBaseUrl, the chat
// service's REST half at chatServiceUrl) is reached through a validating proxy holding its
// document of docs/openapi; then Playwright runs the project 'against' (e2e/against/). Accounts
// come from the environment: AGAINST_MEMBER_EMAIL and AGAINST_MEMBER_PASSWORD, and for the
// administration journeys AGAINST_ADMIN_EMAIL and AGAINST_ADMIN_PASSWORD; a journey whose account
// is not given is reported as not run. By default the journeys only read; --writes adds the
// writes that can be undone. It prints one summary and exits 1 on a failed journey or a breach.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { loadContractCheck, loadDocument } from './against/contract-document.mjs';
import { journeysOf, summaryLines } from './against/summary.mjs';
import { startValidatingProxy } from './against/validating-proxy.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');

/** The REST backends the proxies stand for: the runtime config's key and the document. */
const backends = [
  { name: 'main', key: 'apiBaseUrl', document: 'docs/openapi/main-api.yaml', passThrough: [] },
  { name: 'pass', key: 'passApiBaseUrl', document: 'docs/openapi/pass-api.yaml', passThrough: [] },
  // The chat's STOMP over SockJS at {chatServiceUrl}/ws is no REST call (chat-stomp.asyncapi.yaml).
  {
    name: 'chat',
    key: 'chatServiceUrl',
    document: 'docs/openapi/chat-api.yaml',
    passThrough: ['/ws'],
  },
];

const usage =
  'Usage: npm run e2e:against -- <runtime config file> [--writes] [--port 8090] [--dist dist] [-- <Playwright options>]';

export function parseAgainstArgs(args) {
  const options = { writes: false, port: 8090, dist: 'dist', playwright: [] };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--') {
      options.playwright = args.slice(i + 1);
      break;
    }
    if (arg === '--writes') options.writes = true;
    else if (arg === '--port') options.port = Number(args[(i += 1)]);
    else if (arg === '--dist') options.dist = args[(i += 1)];
    else if (!arg.startsWith('-') && options.config === undefined) options.config = arg;
    else return { error: `Unknown option ${arg}. ${usage}` };
  }
  if (!options.config) return { error: usage };
  if (!Number.isInteger(options.port)) return { error: `--port needs a number. ${usage}` };
  return options;
}

function readConfig(file) {
  const config = JSON.parse(readFileSync(file, 'utf8'));
  for (const { key } of backends) {
    if (!/^https?:\/\//.test(config[key] ?? '')) {
      throw new Error(`${file}: ${key} must be the backend's absolute URL (https://…)`);
    }
  }
  if (!config.productSlug) throw new Error(`${file}: productSlug is missing`);
  return config;
}

function run(command, args, env) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const exited = new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
  return { child, exited };
}

async function untilServed(url, nginx) {
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped before serving ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function runAgainst(options) {
  const config = readConfig(options.config);
  const portalOrigin = `http://localhost:${options.port}`;
  const createContractCheck = await loadContractCheck();
  const proxies = await Promise.all(
    backends.map(({ name, key, document, passThrough }) =>
      startValidatingProxy({
        name,
        upstream: config[key],
        check: createContractCheck(loadDocument(join(root, document), config.productSlug)),
        portalOrigin,
        passThrough,
        log: (line) => console.log(line),
      }),
    ),
  );
  const served = { ...config, mockApi: false, production: true };
  backends.forEach(({ key }, index) => (served[key] = proxies[index].baseUrl));
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build first (npm run build)`);
  }
  const servedDist = `${dist}-against-${options.port}`;
  rmSync(servedDist, { recursive: true, force: true });
  cpSync(dist, servedDist, { recursive: true });
  writeFileSync(join(servedDist, 'config.json'), JSON.stringify(served, null, 2));
  for (const proxy of proxies) console.log(`Validating proxy ${proxy.name}: ${proxy.baseUrl}`);

  const nginx = run(process.execPath, [
    join(root, 'scripts/serve-nginx.mjs'),
    '--port',
    String(options.port),
    '--dist',
    servedDist,
  ]);
  const reportFile = join(root, 'test-results', `against-${options.port}.json`);
  rmSync(reportFile, { force: true });
  let seconds = 0;
  try {
    await untilServed(`${portalOrigin}/config.json`, nginx.child);
    const start = performance.now();
    const playwright = run(
      join(root, 'node_modules/.bin/playwright'),
      ['test', '-c', join(root, 'e2e/against/playwright.config.ts'), ...options.playwright],
      {
        AGAINST_BASE_URL: portalOrigin,
        AGAINST_WRITES: options.writes ? '1' : '',
        AGAINST_REPORT_FILE: reportFile,
      },
    );
    await playwright.exited;
    seconds = (performance.now() - start) / 1000;
  } finally {
    nginx.child.kill('SIGTERM');
    await nginx.exited;
    await Promise.all(proxies.map((proxy) => proxy.close()));
  }
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined;
  const journeys = journeysOf(report);
  const breaches = proxies.flatMap((proxy) => proxy.breaches());
  const { lines, failed } = summaryLines({
    label: `${options.config}${options.writes ? ', with writes' : ', read-only'}`,
    journeys,
    breaches,
    calls: Object.fromEntries(proxies.map((proxy) => [proxy.name, proxy.calls()])),
    seconds,
  });
  console.log(lines.join('\n'));
  console.log(`HTML report: npx playwright show-report ${join('playwright-report', 'against')}`);
  return { status: failed ? 1 : 0, journeys, breaches, seconds, summary: lines.join('\n') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseAgainstArgs(process.argv.slice(2));
  if (options.error) {
    console.error(options.error);
    process.exit(2);
  }
  try {
    process.exitCode = (await runAgainst(options)).status;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
