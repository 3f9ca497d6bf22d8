// `npm run serve`: the built portal (dist/) through nginx with the production headers on
// http://localhost:8080, beside the local identity server so that signing in works (an identity
// server already answering on its port is used as it is). Both stop together on Ctrl+C.
// Build first: npm run build.
import { spawn } from 'node:child_process';

const identityServer = 'http://localhost:5180/.well-known/openid-configuration';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const children = [];
if (await answers(identityServer)) {
  console.log('Using the identity server already running on http://localhost:5180');
} else {
  children.push(spawn(process.execPath, ['scripts/identity-server.mjs'], { stdio: 'inherit' }));
}
children.push(
  spawn(process.execPath, ['scripts/serve-nginx.mjs', '--port', '8080', '--dist', 'dist'], {
    stdio: 'inherit',
  }),
);

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
