import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server as mockServer } from '@/mocks/node';

/**
 * `npm run serve` from a fresh clone (issue 24, 'Set-up that explains itself'): it works from a
 * folder only its user can read (a clone in root's home folder, run as root), and stops with a
 * sentence saying why and what to do on a missing build or a port in use.
 */
const folders: string[] = [];
// The real nginx answers these calls, not the mocked backend of the unit tests.
beforeEach(() => {
  mockServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'serve-test-'));
  folders.push(folder);
  return folder;
}

/** A build with what nginx's configuration needs: index.html and config.json. */
function minimalBuild(parent: string): string {
  const dist = join(parent, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portail</title>');
  copyFileSync('public/config.json', join(dist, 'config.json'));
  return dist;
}

function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Run = { code: number | null; output: string };

function run(script: string, args: string[]): { done: Promise<Run>; stop: () => void } {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { done, stop: () => child.kill('SIGTERM') };
}

/** Asks until the server answers (it starts in the background), up to a deadline. */
async function firstAnswer(url: string, deadline = Date.now() + 10_000): Promise<number> {
  for (;;) {
    try {
      return (await fetch(url)).status;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

describe('npm run serve explains what stops it', () => {
  it('a missing build: says to build first, starts nothing, exits 1', async () => {
    const dist = join(tempFolder(), 'dist');
    const { code, output } = await run('scripts/serve.mjs', [
      '--dist',
      dist,
      '--port',
      String(await freePort()),
    ]).done;
    expect(code).toBe(1);
    expect(output).toContain(`No build to serve: ${join(dist, 'index.html')} is missing.`);
    expect(output).toContain('Run "npm run build" first');
    expect(output).not.toContain('identity');
  });

  it('a port in use: names the port and how to pick another one, exits 1', async () => {
    const dist = minimalBuild(tempFolder());
    const holder = createServer();
    const port = await listen(holder);
    try {
      const { code, output } = await run('scripts/serve-nginx.mjs', [
        '--dist',
        dist,
        '--port',
        String(port),
      ]).done;
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).toContain(`npm run serve -- --port ${port + 1}`);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it(
    "serves a build from a folder only its user can read (root's home folder, run as root)",
    { timeout: 20_000 },
    async () => {
      const parent = tempFolder();
      const dist = minimalBuild(parent);
      chmodSync(parent, 0o700);
      const port = await freePort();
      const server = run('scripts/serve-nginx.mjs', ['--dist', dist, '--port', String(port)]);
      try {
        expect(await firstAnswer(`http://127.0.0.1:${port}/`)).toBe(200);
        const page = await fetch(`http://127.0.0.1:${port}/profile`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<title>Portail</title>');
      } finally {
        server.stop();
        await server.done;
      }
    },
  );
});
