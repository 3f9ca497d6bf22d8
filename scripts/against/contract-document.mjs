// What the validating proxy checks calls against (docs/adr/0026-journeys-against-any-backend.md):
// one OpenAPI document of docs/openapi as the backend serves it, and the mocked backend's own
// contract check (src/mocks/contract/contract-check.ts) built for Node, so that the proxy and
// the mock apply one set of rules.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { buildForNode } from '../mock-api-build.mjs';

const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A document as the backend serves it: `{product}` is the runtime slug in paths and field names,
 * and the calls of other hosts (the main document's news, geography and geocoder paths carry
 * their own servers) are left out, since the proxy stands for one base address.
 */
export function loadDocument(file, productSlug) {
  const text = readFileSync(file, 'utf8')
    .replaceAll('{product}', productSlug)
    .replaceAll('{Product}', capital(productSlug));
  const document = parse(text);
  for (const [path, item] of Object.entries(document.paths)) {
    const operations = Object.values(item).filter((value) => value && typeof value === 'object');
    if (item.servers || operations.some((operation) => operation.servers)) {
      delete document.paths[path];
    }
  }
  return document;
}

let loaded;

/** Resolves to `createContractCheck(document)`, built once per process in a folder of its own. */
export function loadContractCheck() {
  loaded ??= (async () => {
    const folder = mkdtempSync(join('node_modules', '.contract-check-'));
    try {
      const module = await buildForNode('src/mocks/contract/contract-check.ts', folder);
      return module.createContractCheck;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  })();
  return loaded;
}
