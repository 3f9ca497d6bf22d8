// The servers the benches measure against, all on the bench's own ports so that test runs on the
// same machine keep theirs: an identity server (scripts/identity-server.mjs), a chat broker whose
// REST half is the mocked backend (scripts/chat-broker.mjs), nginx serving a copy of the build
// (the demo, its backend mocked in the page), and the production flavour
// (scripts/serve-production-flavour.mjs: mockApi false, the mocked backend as its own server).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Waits up to two minutes: the production flavour builds its mocked backend first. */
async function waitFor(url) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (await answers(url)) return;
    await wait(100);
  }
  throw new Error(`${url} did not answer`);
}

export async function startBenchServers(options) {
  const { dist, demoDist, port, productionPort, apiPort, idpPort, chatPort } = options;
  const origin = `http://localhost:${port}`;
  const productionOrigin = `http://localhost:${productionPort}`;
  const apiOrigin = `http://localhost:${apiPort}`;
  const issuer = `http://localhost:${idpPort}`;
  const children = new Set();
  const env = { ...process.env, CHAT_BROKER_PORT: String(chatPort) };
  const start = (args, extraEnv = {}) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, ...extraEnv },
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const stop = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };

  rmSync(demoDist, { recursive: true, force: true });
  cpSync(dist, demoDist, { recursive: true });
  const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
  config.auth = { ...config.auth, issuer };
  writeFileSync(join(demoDist, 'config.json'), JSON.stringify(config, null, 2));

  start(['scripts/identity-server.mjs'], {
    IDP_PORT: String(idpPort),
    IDP_CLIENT_ORIGINS: `${origin},${productionOrigin}`,
  });
  await waitFor(`${issuer}/.well-known/openid-configuration`);
  start(['scripts/chat-broker.mjs'], { IDP_ISSUER: issuer, CHAT_REST_UPSTREAM: apiOrigin });
  start(['scripts/serve-nginx.mjs', '--port', String(port), '--dist', demoDist]);
  await waitFor(`${origin}/config.json`);

  let production;
  /** A fresh production flavour: a new mocked backend, its seed as a first visit finds it. */
  async function restartProduction() {
    if (production) await stop(production);
    production = start([
      'scripts/serve-production-flavour.mjs',
      '--port',
      String(productionPort),
      '--api-port',
      String(apiPort),
      '--dist',
      demoDist,
    ]);
    await waitFor(`${productionOrigin}/config.json`);
  }
  await restartProduction();

  return {
    origin,
    productionOrigin,
    demoDist,
    restartProduction,
    async close() {
      await Promise.all([...children].map(stop));
      rmSync(demoDist, { recursive: true, force: true });
      // serve-production-flavour.mjs's copy (productionDistOf): importing it would parse our argv.
      rmSync(`${demoDist}-production-${productionPort}`, { recursive: true, force: true });
    },
  };
}
