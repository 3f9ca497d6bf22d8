// Serves a built portal through nginx with the production configuration (deploy/nginx.conf and
// the policy of the build's config.json), in the foreground, as any user:
//   node scripts/serve-nginx.mjs [--port 8080] [--dist dist]
// Playwright's webServer runs it for the journeys; Ctrl+C or SIGTERM stops nginx with it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { writeLocalConfig } from './nginx-config.mjs';
import { servePreflight } from './serve-preflight.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    dist: { type: 'string', default: 'dist' },
  },
});

/** Debian puts nginx in /usr/sbin, which is not on an ordinary user's PATH. */
function nginxBinary() {
  if (process.env.NGINX) return process.env.NGINX;
  return (
    ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(existsSync) ??
    'nginx'
  );
}

const problem = await servePreflight({ dist: values.dist, port: values.port });
if (problem) {
  console.error(problem);
  process.exit(1);
}

let config;
try {
  config = writeLocalConfig({ port: Number(values.port), dist: values.dist });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const nginx = spawn(nginxBinary(), ['-e', 'stderr', '-p', config.folder, '-c', config.file], {
  stdio: 'inherit',
});
nginx.on('error', (error) => {
  console.error(`nginx could not start (${error.message}): apt-get install nginx`);
  process.exit(1);
});
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
console.log(`Portal served by nginx on http://localhost:${values.port} from ${values.dist}/`);

// nginx's fast shutdown on SIGTERM/SIGINT; it then exits and so does this script.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill(signal));
