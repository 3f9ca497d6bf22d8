// Checks that the dev server's first visit of a lazy route (the map, the calendar, the PDF viewer,
// the chat...) never makes Vite optimise a new dependency and reload the page (a 10 s stop on
// the demo's map): every dependency the lazy routes import is declared in optimizeDeps.include
// or found by Vite's scan at start-up.
//
//   node scripts/check-optimize-deps.mjs
//
// It starts Vite on a free port with an empty dependency cache, loads the entry's static graph
// as a browser's first page does, waits for that first optimisation, then requests every module
// the application can import (the lazy routes included, as the browser would on navigation) and
// fails when Vite discovered a dependency after start-up or logged a re-optimisation.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer } from 'vite';

const lateMessages = /new dependencies optimized|optimized dependencies changed/;

/** The same-origin module addresses a transformed module imports, statically or lazily. */
export function importedUrls(code) {
  const urls = new Set();
  const patterns = [
    /\bimport\s*\(\s*["'](\/[^"']+)["']\s*\)/g,
    /\bfrom\s*["'](\/[^"']+)["']/g,
    /\bimport\s*["'](\/[^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) urls.add(match[1]);
  return [...urls];
}

/** index.html's module scripts. */
function entryUrls(html) {
  return [...html.matchAll(/<script type="module"[^>]*src="(\/[^"]+)"/g)].map((match) => match[1]);
}

async function fetchText(origin, url) {
  const answer = await fetch(new URL(url, origin));
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return answer.text();
}

/** Requests every module reachable from the given ones; `follow` says which imports to take. */
async function crawl(origin, start, follow, seen = new Set()) {
  let frontier = start.filter((url) => !seen.has(url));
  while (frontier.length > 0) {
    for (const url of frontier) seen.add(url);
    const codes = await Promise.all(frontier.map((url) => fetchText(origin, url)));
    frontier = [...new Set(codes.flatMap((code) => follow(code)).filter((url) => !seen.has(url)))];
  }
  return seen;
}

/** A browser's first page: the static imports only (no `import()`). */
function staticImports(code) {
  const dynamic = new Set(
    [...code.matchAll(/\bimport\s*\(\s*["'](\/[^"']+)["']\s*\)/g)].map((match) => match[1]),
  );
  const all = importedUrls(code);
  // A module imported both ways is loaded statically.
  const statics = new Set(
    [
      ...code.matchAll(/\bfrom\s*["'](\/[^"']+)["']/g),
      ...code.matchAll(/\bimport\s*["'](\/[^"']+)["']/g),
    ].map((match) => match[1]),
  );
  return all.filter((url) => statics.has(url) || !dynamic.has(url));
}

export async function checkOptimizeDeps() {
  const cacheDir = mkdtempSync(join(tmpdir(), 'vite-deps-check-'));
  const messages = [];
  const logger = createLogger('warn');
  const keep = (message) => messages.push(String(message));
  const logged = { ...logger, info: keep, warn: keep, warnOnce: keep, error: keep };
  const server = await createServer({
    cacheDir,
    customLogger: logged,
    logLevel: 'info',
    optimizeDeps: { force: true },
    server: { port: 0, strictPort: false, hmr: false, ws: false },
  });
  try {
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('Vite did not listen');
    const origin = `http://127.0.0.1:${address.port}`;
    const optimizer = server.environments.client.depsOptimizer;
    if (!optimizer) throw new Error('Vite has no dependency optimizer for the client');

    // 1. The first page: index.html and its static graph, optimised deps included (fetching
    // one waits for the optimisation that produces it).
    const html = await fetchText(origin, '/');
    const firstPage = await crawl(origin, entryUrls(html), staticImports);
    await server.environments.client.waitForRequestsIdle();
    await optimizer.scanProcessing;
    const known = new Set([
      ...Object.keys(optimizer.metadata.optimized),
      ...Object.keys(optimizer.metadata.discovered),
    ]);
    // The optimised files of the first page, now that every dependency of it is known.
    await crawl(origin, [...firstPage], importedUrls, new Set(firstPage));

    // 2. Every lazy route, as navigation would load it.
    const all = await crawl(origin, entryUrls(html), importedUrls);
    const late = [
      ...Object.keys(optimizer.metadata.optimized),
      ...Object.keys(optimizer.metadata.discovered),
    ].filter((dep) => !known.has(dep));
    const reoptimised = messages.filter((message) => lateMessages.test(message));
    // Declared up front, not left to the scan: a scan that fails (a broken .html, a syntax
    // error) would otherwise bring the reloads back.
    const declared = new Set(server.config.optimizeDeps.include ?? []);
    const undeclared = Object.keys(optimizer.metadata.optimized).filter(
      (dep) => !declared.has(dep),
    );
    return { modules: all.size, late, undeclared, reoptimised, messages };
  } finally {
    await server.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await checkOptimizeDeps();
  const missing = [...new Set([...result.late, ...result.undeclared])];
  if (missing.length === 0 && result.reoptimised.length === 0) {
    console.log(
      `${result.modules} modules requested: every dependency declared in optimizeDeps.include, none optimised after start-up.`,
    );
  } else {
    console.error(
      `Dependencies optimised after start-up (the browser reloads) or not declared: ${missing.join(', ')}\n` +
        `${result.reoptimised.join('\n')}\n` +
        'Add them to optimizeDeps.include in vite.config.ts.',
    );
    process.exitCode = 1;
  }
}
