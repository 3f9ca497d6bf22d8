// Static first paint of the public landing page (issue 9): renders the visitor guide to HTML with
// the configuration of dist/config.json and writes dist/landing.html, which nginx serves for '/'
// (deploy/nginx.conf). The page's stylesheets are linked in its head, so it paints before any
// script runs; the app then draws the same markup over it (src/main.tsx).
// Re-run after changing dist/config.json: `node scripts/prerender-landing.mjs [dist]`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const dist = resolve(process.argv[2] ?? 'dist');
const entry = 'src/app/static-landing.tsx';
const landingModule = 'src/features/members/routes/visitor-guide-page.tsx';
const outDir = resolve('node_modules/.prerender');

await build({
  logLevel: 'error',
  build: { ssr: entry, outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const { renderLanding } = await import(pathToFileURL(join(outDir, 'static-landing.js')).href);

const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));
const { title, markup } = renderLanding(config);

/** The stylesheets of the landing's lazy chunk and of everything it imports. */
function stylesOf(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.css ?? []),
    ...(chunk.imports ?? []).flatMap((name) => stylesOf(manifest, name, seen)),
  ];
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const index = readFileSync(join(dist, 'index.html'), 'utf8');
const links = [...new Set(stylesOf(manifest, landingModule))]
  .filter((file) => !index.includes(`/${file}`))
  .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
  .join('');
// The page is drawn from its HTML: the app's modules move into an inert template that
// public/start-after-paint.js loads once the page has painted.
const moduleTags =
  index.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
if (!moduleTags.some((tag) => tag.startsWith('<script')))
  throw new Error('dist/index.html has no module script');
const landing = moduleTags
  .reduce((html, tag) => html.replace(tag, ''), index)
  .replace(
    '</head>',
    `<template id="app-modules">${moduleTags.join('')}</template><script src="/start-after-paint.js" defer></script></head>`,
  )
  .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
  .replace('</head>', `${links}</head>`)
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!landing.includes(markup))
  throw new Error('dist/index.html has no empty <div id="root"></div>');
writeFileSync(join(dist, 'landing.html'), landing);
rmSync(outDir, { recursive: true, force: true });
console.log(
  `Prerendered the landing page: ${join(dist, 'landing.html')} (${markup.length} characters)`,
);
