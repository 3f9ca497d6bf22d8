// The demo's mocked backend (src/mocks/http-api-server.ts: the MSW handlers and seeded database)
// built as a Node module and loaded, so that a production build (mockApi false), a benchmark or
// the contract proxy's journey can talk to it over HTTP. Each caller gives its own folder, so
// that two runs side by side do not empty each other's.
import { resolve, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** Resolves to the module's `startMockApiServer(config, origin, portalOrigin)`. */
export async function loadMockApiServer(outDir = 'node_modules/.mock-api-server') {
  const folder = resolve(outDir);
  await build({
    logLevel: 'error',
    build: {
      ssr: 'src/mocks/http-api-server.ts',
      outDir: folder,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const module = await import(pathToFileURL(join(folder, 'http-api-server.js')).href);
  return module.startMockApiServer;
}
