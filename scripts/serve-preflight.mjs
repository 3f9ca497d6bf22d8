// What `npm run serve` checks before it starts anything, so that a set-up problem stops it with
// a sentence saying why and what to do instead of nginx answering every page with an error.
import { accessSync, constants, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The build to serve: its index.html must be there. */
export function missingBuild(dist) {
  const folder = resolve(dist);
  if (existsSync(join(folder, 'index.html'))) return undefined;
  return (
    `No build to serve: ${join(folder, 'index.html')} is missing. ` +
    'Run "npm run build" first, then "npm run serve" again.'
  );
}

/** The port must be free on the loopback address nginx listens on. */
export function portInUse(
  port,
  what = 'the portal',
  advice = `choose another port: npm run serve -- --port ${Number(port) + 1}`,
) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        done(
          `Port ${port} is already in use, so ${what} cannot be served on it (another ` +
            `"npm run serve", a preview or another server holds it). Stop that server, or ${advice}.`,
        );
      } else if (error.code === 'EACCES') {
        done(`Port ${port} needs privileges this user does not have: choose a port above 1024.`);
      } else done(`Port ${port} cannot be used: ${error.message}.`);
    });
    probe.listen({ port: Number(port), host: '127.0.0.1', exclusive: true }, () =>
      probe.close(() => done(undefined)),
    );
  });
}

/** Running as root, nginx's workers switch to 'nobody'; the current user's files must be readable. */
export function runsAsRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/**
 * nginx's workers run as the current user (as root: `user root;` in the generated configuration,
 * scripts/nginx-config.mjs), so they read what this user reads. A build this user cannot read
 * stops here.
 */
export function unreadableBuild(dist) {
  const index = join(resolve(dist), 'index.html');
  try {
    accessSync(index, constants.R_OK);
    return undefined;
  } catch {
    return (
      `nginx cannot read ${index} as this user. Give this user read access to the build ` +
      '(chmod -R a+rX dist) or clone the project in a folder it can read.'
    );
  }
}

/** Every check for a build folder and a port; the first problem found, or undefined. */
export async function servePreflight({ dist, port }) {
  return missingBuild(dist) ?? unreadableBuild(dist) ?? (await portInUse(port));
}
