// npm run test:against: the proof, in `npm test`, that `npm run e2e:against` works (issue 36,
// docs/adr/0026-journeys-against-any-backend.md). Two runs against the mocked backend as a
// backend built from the spec alone (scripts/against/proving-backend.mjs), the build served with
// mockApi off as in production:
//   1. every journey, read-only as QA runs by default: the reads pass, the writes are reported
//      as not run, and the proxies find no breach;
//   2. one answer field broken on the server (a club's title in the map's list): the map journey still passes,
//      and the run reports that breach and exits non-zero.
// This script is the harness, not the journeys: it gives them the demo accounts through the
// environment, as QA gives theirs. E2E_PORT, E2E_DIST and PWA_PORT as for the other journeys.
//   node scripts/against/prove.mjs [--only clean|broken] [--writes] [-- <Playwright options>]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { runAgainst } from '../e2e-against.mjs';
import { startProvingBackend } from './proving-backend.mjs';

const e2ePort = Number(process.env.E2E_PORT ?? 4173);
const port = Number(process.env.PWA_PORT ?? e2ePort + 100);
const dist = process.env.E2E_DIST ?? 'dist';
const issuer = 'http://localhost:5180';
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const extra = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];

const accounts = JSON.parse(readFileSync('src/mocks/data/demo-accounts.json', 'utf8'));
const byEmail = (email) => accounts.find((account) => account.email === email);
const member = byEmail('famille.martin@exemple.fr');
const admin = byEmail('admin.federation@exemple.fr');
Object.assign(process.env, {
  AGAINST_MEMBER_EMAIL: member.email,
  AGAINST_MEMBER_PASSWORD: member.password,
  // What a member types on PASS when the backend gives no licence number (spec-only).
  AGAINST_MEMBER_LICENCE: 'AMSF-069-001984',
  AGAINST_ADMIN_EMAIL: admin.email,
  AGAINST_ADMIN_PASSWORD: admin.password,
  AGAINST_INFORMATION_EMAIL: 'qa.recette@exemple.fr',
});

/** The identity server the journeys' projects use, started here when none answers. */
async function identityServer() {
  const discovery = `${issuer}/.well-known/openid-configuration`;
  const answers = () =>
    fetch(discovery).then(
      (response) => response.ok,
      () => false,
    );
  if (await answers()) return undefined;
  const child = spawn(process.execPath, ['scripts/identity-server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, IDP_PORT: '5180', IDP_CLIENT_ORIGINS: `http://localhost:${port}` },
  });
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error('the identity server stopped');
    await new Promise((done) => setTimeout(done, 100));
  }
  return child;
}

async function proveOnce({ broken, writes, playwright }) {
  const backend = await startProvingBackend({
    portalOrigin: `http://localhost:${port}`,
    issuer,
    broken,
  });
  const folder = mkdtempSync(join(tmpdir(), 'against-'));
  const config = join(folder, broken ? 'spec-only-broken.json' : 'spec-only.json');
  writeFileSync(config, JSON.stringify(backend.config, null, 2));
  try {
    return await runAgainst({ config, port, dist, writes, playwright: [...playwright, ...extra] });
  } finally {
    await backend.close();
  }
}

const idp = await identityServer();
const verdicts = [];
try {
  if (only !== 'broken') {
    const clean = await proveOnce({
      broken: false,
      writes: args.includes('--writes'),
      playwright: [],
    });
    verdicts.push([
      'clean run passes with no breach',
      clean.status === 0 && clean.breaches.length === 0,
    ]);
  }
  if (only !== 'clean') {
    const broken = await proveOnce({
      broken: true,
      writes: false,
      playwright: ['--grep', 'carte'],
    });
    const named = broken.breaches.some(
      (breach) =>
        breach.side === 'answer' && /^\/\d+\/title$/.test(breach.at) && breach.value === 42,
    );
    verdicts.push([
      'broken run reports the broken field and exits non-zero',
      broken.status !== 0 && named && broken.journeys.every((j) => j.outcome === 'passed'),
    ]);
  }
} finally {
  idp?.kill('SIGTERM');
}
console.log('\n[test:against] proof of npm run e2e:against');
for (const [what, ok] of verdicts) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${what}`);
process.exit(verdicts.every(([, ok]) => ok) ? 0 : 1);
