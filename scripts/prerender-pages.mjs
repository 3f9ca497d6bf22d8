// Static first paint (issue 9, ADR 0013): renders the visitor guide and the map page's first view
// to HTML with the configuration of dist/config.json and writes dist/landing.html and
// dist/map.html, which nginx serves for '/' and '/inscription/carte' (deploy/nginx.conf), and the
// map's still picture dist/map-preview.svg. Each page's stylesheets are linked in its head, so it
// paints before any script runs; the app then draws the same page over it (src/main.tsx).
// Re-run after changing dist/config.json: `node scripts/prerender-pages.mjs [dist]`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const dist = resolve(process.argv[2] ?? 'dist');
const entry = 'src/app/static-pages.tsx';
const landingModule = 'src/features/members/routes/visitor-guide-page.tsx';
const mapModule = 'src/features/enrolment/map/map-page.tsx';
const clubModule = 'src/features/enrolment/club/club-page.tsx';
const activityModule = 'src/features/enrolment/activity/activity-page.tsx';
const outDir = resolve('node_modules/.prerender');

await build({
  logLevel: 'error',
  build: { ssr: entry, outDir, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const pages = await import(pathToFileURL(join(outDir, 'static-pages.js')).href);

const config = JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8'));

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
// The page is drawn from its HTML: the app's modules move into an inert template that
// public/start-after-paint.js loads once the page has painted.
// config.json's preload goes with them: the app that reads it starts later.
const moduleTags =
  index.match(
    /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>|<link rel="preload" href="\/config\.json"[^>]*>/g,
  ) ?? [];
if (!moduleTags.some((tag) => tag.startsWith('<script')))
  throw new Error('dist/index.html has no module script');
if (!index.includes('<div id="root"></div>'))
  throw new Error('dist/index.html has no empty <div id="root"></div>');

/**
 * index.html with the page's markup, title and route stylesheets; its modules load at the
 * visitor's first gesture, after idle time, or when the page's first script asks for them
 * (public/start-after-paint.js).
 */
function writePage(file, { title, markup }, routeModule, firstScript = '') {
  const links = [...new Set(stylesOf(manifest, routeModule))]
    .filter((css) => !index.includes(`/${css}`))
    .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)
    .join('');
  // A page with a first script of its own keeps config.json's preload: that script reads it.
  const held = firstScript ? moduleTags.filter((tag) => !tag.includes('/config.json')) : moduleTags;
  const html = held
    .reduce((page, tag) => page.replace(tag, ''), index)
    .replace(
      '</head>',
      `<template id="app-modules">${held.join('')}</template><script src="/start-after-paint.js" defer></script>${firstScript}</head>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  writeFileSync(join(dist, file), html);
  console.log(`Prerendered ${join(dist, file)} (${markup.length} characters)`);
}

writePage('landing.html', pages.renderLanding(config), landingModule);
// The map's, a club's and an activity's page: a worker draws them with their answers, and the app
// loads when the visitor reaches for the page (src/app/first-paint/start-page-content.ts,
// docs/adr/0030).
const pageContent = manifest['src/app/first-paint/start-page-content.ts'];
if (!pageContent) throw new Error('The build has no start-page-content entry');
const pageContentScript = `<script type="module" crossorigin src="/${pageContent.file}"></script>`;
writePage('map.html', pages.renderMapFirstPaint(config), mapModule, pageContentScript);
writePage('club.html', pages.renderClubFirstPaint(config), clubModule, pageContentScript);
writePage(
  'activity.html',
  pages.renderActivityFirstPaint(config),
  activityModule,
  pageContentScript,
);
writeFileSync(join(dist, 'map-preview.svg'), pages.renderMapPreview());
rmSync(outDir, { recursive: true, force: true });
