import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadMockApiServer } from '../scripts/mock-api-build.mjs';
import { expect, test } from './fixtures';

/**
 * `npm run contract:proxy` (docs/adr/0015-openapi-contract.md) between a client and the demo's
 * mocked backend served over HTTP: silent while the answers keep to docs/openapi, and naming the
 * field when an answer breaks it. A relay between the proxy and the mock breaks one answer on
 * demand, as a backend with a bug would.
 */
const offset = (Number(process.env.E2E_PORT ?? 4173) - 4173) * 3;
const mockOrigin = `http://localhost:${5400 + offset}`;
const relayPort = 5401 + offset;
const proxyOrigin = `http://127.0.0.1:${5402 + offset}`;

let mock: Server;
let relay: Server;
let proxy: ChildProcess;
let proxyLog = '';
let breakAnswer: ((path: string, body: unknown) => unknown) | undefined;

/** Forwards to the mock; `breakAnswer` may rewrite a JSON answer on its way back. */
function startRelay(): Promise<Server> {
  const server = createServer((incoming, reply) => {
    void (async () => {
      const path = incoming.url ?? '/';
      const upstream = await fetch(`${mockOrigin}${path}`, {
        method: incoming.method,
        headers: { accept: 'application/json' },
      });
      const text = await upstream.text();
      const json = (upstream.headers.get('content-type') ?? '').includes('json');
      const body = json && breakAnswer ? JSON.stringify(breakAnswer(path, JSON.parse(text))) : text;
      reply.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? '',
      });
      reply.end(body);
    })();
  });
  return new Promise((resolve) => server.listen(relayPort, 'localhost', () => resolve(server)));
}

/** A title sent as a number, where docs/openapi says string, on one path's answer. */
function numberAsTitleOf(brokenPath: string) {
  return (path: string, body: unknown) =>
    path.endsWith(brokenPath) ? { ...(body as object), title: 42 } : body;
}

const violations = () => proxyLog.split('\n').filter((line) => line.includes('Violation'));

async function proxyAnswers(): Promise<boolean> {
  try {
    await fetch(`${proxyOrigin}/public/license-level`);
    return true;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // Prism starts while the mock is built: it reads the whole document and takes seconds of CPU,
  // more on a busy machine; it needs no upstream to listen.
  proxy = spawn(
    process.execPath,
    [
      'scripts/contract-proxy.mjs',
      `http://localhost:${relayPort}/api`,
      '--port',
      String(5402 + offset),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proxy.stdout?.on('data', (chunk: Buffer) => (proxyLog += chunk.toString()));
  proxy.stderr?.on('data', (chunk: Buffer) => (proxyLog += chunk.toString()));
  const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
  const startMockApiServer = await loadMockApiServer(`node_modules/.mock-api-server-${offset}`);
  mock = await startMockApiServer(config, mockOrigin, 'http://localhost');
  relay = await startRelay();
  // Until the proxy answers, within the time-out of the whole setup (no shorter wait of its own,
  // which a busy machine outran); a proxy that stopped shows what it printed.
  await expect
    .poll(async () => (proxy.exitCode === null ? proxyAnswers() : `stopped: ${proxyLog}`), {
      timeout: 0,
      message: 'the contract proxy answers',
    })
    .toBe(true);
});

test.afterAll(() => {
  proxy?.kill('SIGTERM');
  relay?.close();
  mock?.close();
});

const publicCalls = [
  '/public/amsf',
  '/public/amsf/1',
  '/public/valides/activities/1',
  '/public/license-level',
  '/public/activities/federal',
  '/public/sessions?activityId=101&startDate=2026-11-23&endDate=2026-12-31',
];

test('the contract proxy logs nothing while the answers keep to the document', async ({
  request,
}) => {
  for (const path of publicCalls) {
    const response = await request.get(`${proxyOrigin}${path}`);
    expect(response.status(), path).toBe(200);
  }
  await expect.poll(() => proxyLog).toContain('/public/sessions has returned 200');
  expect(violations()).toEqual([]);
});

test('the contract proxy names the field of an answer that breaks the document', async ({
  request,
}) => {
  breakAnswer = numberAsTitleOf('/public/amsf/1');
  const response = await request.get(`${proxyOrigin}/public/amsf/1`);
  expect(response.status()).toBe(200);
  // Exactly one line: the calls of the first test, validated long before, added none.
  await expect.poll(violations).toEqual([expect.stringContaining('response.body.title')]);
});
