// Size budgets are gates: the build fails when a route's JavaScript grows past its budget.
// A route loads the entry's static graph, with the graphs of the modules it imports as it starts
// ("start": src/main.tsx imports them in stages), plus the static graphs of the lazy modules it names
// (Vite's manifest gives both), measured gzipped as the browser would download them.
// With "chunkOnly": true a budget counts only the named modules' graphs minus the entry graph
// (and minus the graphs of its "loadedBy" modules, the pages that load it).
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = process.env.E2E_DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { budgets, start = [], fontsMaxKiB } = JSON.parse(readFileSync('budgets.json', 'utf8'));

function staticGraph(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  // Web Workers (new Worker(new URL(...))) are emitted as assets: the route downloads them too.
  for (const asset of chunk.assets ?? []) if (asset.endsWith('.js')) workerGraph(asset, seen);
  for (const imported of chunk.imports ?? []) staticGraph(imported, seen);
  return seen;
}

/**
 * A worker's file and the files it imports statically (vite.config.ts: workers are ES modules,
 * split as the page's are). The manifest does not list them: they are read from the file.
 */
function workerGraph(file, seen) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  const folder = file.slice(0, file.lastIndexOf('/') + 1);
  for (const [, imported] of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
    workerGraph(`${folder}${imported}`, seen);
}

const gzipKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

let failed = false;
for (const budget of budgets) {
  const entry = staticGraph('index.html');
  for (const key of start) staticGraph(key, entry);
  // A 'chunkOnly' budget measures what a lazy module adds on top of what is already there when
  // it loads: the entry graph and the graphs of the modules named in 'loadedBy'.
  const loaded = new Set(entry);
  for (const key of budget.loadedBy ?? []) staticGraph(key, loaded);
  // An 'alone' budget is a page that loads none of the entry graph (the worker-drawn pages).
  const files = new Set(budget.chunkOnly || budget.alone ? [] : entry);
  // A page alone also counts what its modules import as they run (the worker-drawn pages'
  // sanitiser).
  const modules = budget.alone
    ? budget.modules.flatMap((key) => [key, ...(manifest[key]?.dynamicImports ?? [])])
    : budget.modules;
  for (const key of modules) {
    for (const file of staticGraph(key))
      if (!budget.chunkOnly || !loaded.has(file)) files.add(file);
  }
  const total = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipKiB(file), 0);
  const verdict = total <= budget.maxKiB ? 'ok' : 'OVER BUDGET';
  if (total > budget.maxKiB) failed = true;
  console.log(
    `${budget.name}: ${total.toFixed(1)} KiB gzip of ${budget.maxKiB} KiB (${files.size} files) ${verdict}`,
  );
}
// Every page downloads the preloaded typeface beside its scripts (src/shared/ui/font-face.css).
const fonts = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(
    /<link rel="preload" href="\/([^"]+)" as="font"/g,
  ),
];
const fontKiB = fonts.reduce((sum, [, file]) => sum + statSync(join(dist, file)).size / 1024, 0);
if (fontKiB > fontsMaxKiB) failed = true;
console.log(
  `preloaded typeface: ${fontKiB.toFixed(1)} KiB woff2 of ${fontsMaxKiB} KiB (${fonts.length} files) ${fontKiB <= fontsMaxKiB ? 'ok' : 'OVER BUDGET'}`,
);
process.exit(failed ? 1 : 0);
