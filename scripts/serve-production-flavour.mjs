// Serves a build as production runs it: no mock in the page (mockApi false), so the installable
// portal's service worker registers (docs/adr/0016-installable-portal.md), and every service at
// the mocked backend's own HTTP server (src/mocks/http-api-server.ts, the benchmarks' server),
// behind nginx with the production configuration. Playwright's webServer runs it for the
// journeys of the 'installable' project; Ctrl+C or SIGTERM stops both servers.
//   node scripts/serve-production-flavour.mjs [--port 4273] [--api-port 5273] [--dist dist]
// It copies the build to <dist>-production-<port>/ with the production config.json; a journey
// may change that copy (a new release deployed under an open page).
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4273' },
    'api-port': { type: 'string', default: '5273' },
    dist: { type: 'string', default: 'dist' },
  },
});
const port = Number(values.port);
const portalOrigin = `http://localhost:${port}`;
const apiOrigin = `http://localhost:${Number(values['api-port'])}`;

/** The services the page calls; the chat stays on the portal's origin (nginx proxies it). */
const services = [
  'apiBaseUrl',
  'passApiBaseUrl',
  'newsApiBaseUrl',
  'geoApiBaseUrl',
  'geocoderUrl',
  'tileUrlTemplate',
];

/** Where the production copy of a build lives; the journeys find it the same way. */
export function productionDistOf(dist, servedPort) {
  return `${dist}-production-${servedPort}`;
}

async function startMockApi(config) {
  const outDir = resolve(`node_modules/.mock-api-server-${port}`);
  await build({
    logLevel: 'error',
    build: {
      ssr: 'src/mocks/http-api-server.ts',
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const { startMockApiServer } = await import(
    pathToFileURL(join(outDir, 'http-api-server.js')).href
  );
  return startMockApiServer(config, apiOrigin, portalOrigin);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const productionDist = productionDistOf(values.dist, port);
  const config = JSON.parse(readFileSync(join(values.dist, 'config.json'), 'utf8'));
  const api = await startMockApi(config);
  rmSync(productionDist, { recursive: true, force: true });
  cpSync(values.dist, productionDist, { recursive: true });
  const production = { ...config, mockApi: false, production: true };
  for (const key of services) production[key] = `${apiOrigin}${config[key]}`;
  writeFileSync(join(productionDist, 'config.json'), JSON.stringify(production, null, 2));
  const nginx = spawn(
    process.execPath,
    ['scripts/serve-nginx.mjs', '--port', String(port), '--dist', productionDist],
    { stdio: 'inherit' },
  );
  const stop = () => {
    api.close();
    nginx.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  nginx.on('exit', (code) => {
    api.close();
    process.exit(code ?? 0);
  });
  console.log(`Production flavour on ${portalOrigin}, mocked backend on ${apiOrigin}`);
}
