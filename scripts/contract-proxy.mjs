// npm run contract:proxy -- <backend API URL> [--port 4010]
// A validating proxy between a local build and a real backend (docs/adr/0015-openapi-contract.md):
// Prism (@stoplight/prism-cli 5.12, proxy mode) forwards every call to the backend and logs each
// request or answer that breaks docs/openapi/main-api.yaml. Point the build's apiBaseUrl
// (public/config.json or the deployed config.json) at http://localhost:<port>.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

const args = process.argv.slice(2);
const upstream = args.find((arg) => /^https?:\/\//.test(arg));
const portAt = args.indexOf('--port');
const port = portAt >= 0 ? Number(args[portAt + 1]) : 4010;
if (!upstream || !Number.isInteger(port)) {
  console.error(
    'Usage: npm run contract:proxy -- <backend API URL, e.g. https://api.example.fr/api> [--port 4010]',
  );
  process.exit(2);
}

// The spec writes the product's slug as {product}; on the wire it is the configured slug.
const slug =
  process.env.PRODUCT_SLUG ?? JSON.parse(readFileSync('public/config.json', 'utf8')).productSlug;
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
const source = readFileSync('docs/openapi/main-api.yaml', 'utf8')
  .replaceAll('{product}', slug)
  .replaceAll('{Product}', capital(slug));
const document = parse(source);
// The proxy stands for the API base: its paths are matched as they come, and the calls of
// other hosts (news, geography, geocoder, resources: path-level servers) are left out.
delete document.servers;
for (const [path, item] of Object.entries(document.paths)) {
  if (item.servers ?? Object.values(item).some((operation) => operation?.servers)) {
    delete document.paths[path];
  }
}
// Once the slug is in the paths, the spec's {product} parameter has nothing left to name.
for (const item of Object.values(document.paths)) {
  for (const operation of Object.values(item)) {
    if (Array.isArray(operation?.parameters)) {
      operation.parameters = operation.parameters.filter(
        (parameter) => parameter.$ref !== '#/components/parameters/product',
      );
    }
  }
}
delete document.components.parameters.product;
const file = join(mkdtempSync(join(tmpdir(), 'contract-proxy-')), 'main-api.yaml');
writeFileSync(file, stringify(document));

console.log(`Contract proxy: http://localhost:${port} -> ${upstream} (violations are logged)`);
const prism = spawn(
  'node_modules/.bin/prism',
  ['proxy', file, upstream, '--port', String(port), '--host', '127.0.0.1', '--errors', 'false'],
  { stdio: 'inherit' },
);
const stop = () => prism.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.on('exit', (code) => process.exit(code ?? 0));
