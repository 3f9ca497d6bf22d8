import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { productionDist } from './pwa-journey';

const run = promisify(execFile);
const viteBin = path.resolve(import.meta.dirname, '..', 'node_modules', 'vite', 'bin', 'vite.js');

/** Files a deployment keeps as they are: the production settings of the served copy. */
const keptOnServer = new Set(['config.json']);

/**
 * Builds the portal again as a new release (its own VITE_RELEASE label, so its entry chunk and
 * the service worker's precache list differ) and deploys it over the served production copy as a
 * deployment does: the new hashed assets first, the old ones left for pages still open, then the
 * entry files, the service worker last. Returns the release label.
 */
export async function deployNewRelease(): Promise<string> {
  const release = `release-${Date.now()}`;
  const built = mkdtempSync(path.join(os.tmpdir(), 'portal-release-'));
  try {
    await run(
      process.execPath,
      [viteBin, 'build', '--outDir', built, '--emptyOutDir', '--logLevel', 'error'],
      { env: { ...process.env, VITE_RELEASE: release }, maxBuffer: 16 * 1024 * 1024 },
    );
    cpSync(path.join(built, 'assets'), path.join(productionDist, 'assets'), { recursive: true });
    const entries = readdirSync(built).filter(
      (name) => name !== 'assets' && name !== 'sw.js' && !keptOnServer.has(name),
    );
    for (const name of entries) {
      cpSync(path.join(built, name), path.join(productionDist, name), { recursive: true });
    }
    cpSync(path.join(built, 'sw.js'), path.join(productionDist, 'sw.js'));
    return release;
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
}
