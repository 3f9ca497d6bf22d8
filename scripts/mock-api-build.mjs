// Modules of the mocked backend (src/mocks) built for Node and loaded: the demo's backend
// (src/mocks/http-api-server.ts: the MSW handlers and seeded database), so that a production build
// (mockApi false), a benchmark or the contract proxy's journey can talk to it over HTTP, and the
// contract check the validating proxy shares with it (src/mocks/contract/contract-check.ts).
// Each caller gives its own folder, so that two runs side by side do not empty each other's; the
// folder stands under node_modules, where the built module finds its dependencies (Ajv, MSW).
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Builds `entry` (a file of src/mocks) into `outDir` and imports it. */
export async function buildForNode(entry, outDir) {
  const folder = resolve(outDir);
  await build({
    logLevel: 'error',
    build: { ssr: entry, outDir: folder, emptyOutDir: true, copyPublicDir: false, manifest: false },
  });
  return import(pathToFileURL(join(folder, `${basename(entry, '.ts')}.js`)).href);
}

/** Resolves to the module's `startMockApiServer(config, origin, portalOrigin)`. */
export async function loadMockApiServer(outDir = 'node_modules/.mock-api-server') {
  return (await buildForNode('src/mocks/http-api-server.ts', outDir)).startMockApiServer;
}
