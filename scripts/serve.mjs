// `npm run serve`: the built portal (dist/) through nginx with the production headers on
// http://localhost:8080, beside the local identity server so that signing in works (an identity
// server already answering on its port is used as it is). Both stop together on Ctrl+C.
// Build first: npm run build. Another port or build folder: npm run serve -- --port 8081 --dist dist
// A missing build, a port in use or a build nginx cannot read stops it with a sentence saying why
// (scripts/serve-preflight.mjs).
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { portInUse, servePreflight } from './serve-preflight.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    dist: { type: 'string', default: 'dist' },
  },
});

const identityPort = 5180;
const identityServer = `http://localhost:${identityPort}/.well-known/openid-configuration`;

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const problem = await servePreflight(values);
if (problem) fail(problem);

const children = [];
if (await answers(identityServer)) {
  console.log(`Using the identity server already running on http://localhost:${identityPort}`);
} else {
  const busy = await portInUse(
    identityPort,
    'the identity server (signing in)',
    'start the identity server there yourself: npm run identity-server',
  );
  if (busy) fail(busy);
  children.push(spawn(process.execPath, ['scripts/identity-server.mjs'], { stdio: 'inherit' }));
}
children.push(
  spawn(
    process.execPath,
    ['scripts/serve-nginx.mjs', '--port', values.port, '--dist', values.dist],
    { stdio: 'inherit' },
  ),
);

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
