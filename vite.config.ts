/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parse as parseYaml } from 'yaml';
import { preloadStart } from './scripts/preload-start';
import { quietClosedSockets } from './scripts/quiet-closed-sockets';
import { writeGeoData } from './src/mocks/geo/write-geo-data';

/**
 * The mocked geo service's data (TOOLCHAIN 18): shards of @etalab/decoupage-administratif
 * written into public/geo-data/ before a build or the dev server, never the whole file.
 */
function geoData(): Plugin {
  return {
    name: 'geo-data',
    apply: (_config, env) => env.command === 'build' || !process.env.VITEST,
    configResolved(config) {
      writeGeoData(config.publicDir);
    },
  };
}

/**
 * The contract documents of docs/openapi as data modules: parsed once per build or test run
 * (a YAML parse in each test file cost half a second), and no YAML parser in the browser
 * (docs/adr/0015-openapi-contract.md).
 */
function yamlAsData(): Plugin {
  return {
    name: 'yaml-as-data',
    transform(code, id) {
      if (!id.endsWith('.yaml')) return undefined;
      return { code: `export default ${JSON.stringify(parseYaml(code))};`, map: null };
    },
  };
}

type ManifestChunk = {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
};

/**
 * The built files that only the mocked backend loads: not reachable from the page through static
 * and dynamic imports without going through a src/mocks/ module. The service worker does not
 * precache them (a build without the mock never asks for them; the demo loads them online).
 */
function mockOnlyFilesOf(manifestPath: string): Set<string> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const filesOf = (chunk: ManifestChunk) => [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ];
  const appFiles = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || key.startsWith('src/mocks/')) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of filesOf(chunk)) appFiles.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
  };
  walk('index.html');
  return new Set(
    Object.values(manifest)
      .flatMap(filesOf)
      .filter((file) => !appFiles.has(file)),
  );
}

/**
 * The installable portal (docs/adr/0016-installable-portal.md): a French manifest and a Workbox
 * service worker (public sw.js) that precaches the app shell and the routes' code, and caches no
 * API answer: the three offline copies are the page's own (src/shared/offline/). The page
 * registers it itself, lazily and only in builds without the mocked backend (src/app/pwa/), and
 * asks before a new version takes over (prompt mode).
 */
function installable(): Plugin[] {
  // The build's folder, known once the configuration is resolved (vite build --outDir …).
  let outDir = 'dist';
  const outDirOf: Plugin = {
    name: 'pwa-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    ...VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'AMSF – Espace adhérent',
        short_name: 'AMSF',
        description: 'Votre licence, vos inscriptions et vos réservations, même sans réseau.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/profile',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b4f9c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The shell, the routes' chunks, the typeface and the portal's own pictures; not the
        // mocked backend's worker, media and data (a build without the mock never asks for them),
        // nor the PDF worker (online only: PDFs come from the server).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: [
          'mockServiceWorker.js',
          'mock-media/**',
          'geo-data/**',
          'lighthouse-*.html',
          '**/pdf.worker*',
        ],
        manifestTransforms: [
          (entries) => {
            const mockOnly = mockOnlyFilesOf(join(outDir, '.vite/manifest.json'));
            return { manifest: entries.filter((entry) => !mockOnly.has(entry.url)), warnings: [] };
          },
        ],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Any portal address opened offline draws from the cached shell; these are not the app's.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/chat\//, /^\/mock-checkout\//, /^\/silent-check-sso/],
        // One file: nginx then serves two no-cache names (sw.js, manifest) instead of a hashed
        // runtime beside them.
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // No API answer is kept by the service worker. The deployment's config.json is read at
        // start: network first, the last copy offline (it names services, nothing personal).
        runtimeCaching: [
          {
            urlPattern: /\/config\.json$/,
            handler: 'NetworkFirst',
            options: { cacheName: 'portal-config', networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
  ];
}

/**
 * A worker draws no styles: the stylesheets a page's components import (a public page drawn in
 * a worker, src/app/first-paint/) are the page's, and Vite would inject them into a `document`
 * the worker does not have.
 */
function noStylesInWorkers(): Plugin {
  const empty = '\0worker-no-styles';
  return {
    name: 'no-styles-in-workers',
    enforce: 'pre',
    resolveId: (source) => (/\.css(\?|$)/.test(source) ? empty : undefined),
    load: (id) => (id === empty ? 'export {};' : undefined),
  };
}

/**
 * A worker draws a page with `renderToString` alone: react-dom/server's browser entry also
 * carries the streaming renderer (about 290 KB more), which a CommonJS module cannot shed.
 */
function stringRendererInWorkers(): Plugin {
  return {
    name: 'string-renderer-in-workers',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) =>
      source === 'react-dom/server'
        ? fileURLToPath(
            new URL(
              './node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js',
              import.meta.url,
            ),
          )
        : undefined,
  };
}

/**
 * A zod schema is built by calls (`z.object(...)`) that the bundler must assume have side effects,
 * so an unused one stayed in the bundle: the map's worker carried the whole generated schema file
 * for the two schemas it reads. Building a schema has none (zod's one global setting, `config`,
 * is not called through `z.`), so the portal's own `z.` calls are marked pure and unused schemas
 * are dropped. Our sources only: a dependency may name anything `z`.
 */
function zodBuildersPure(): Plugin {
  type Node = { type: string; start: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  /** Where each call `z.something(...)` starts, `z` being zod's namespace as this module imports it. */
  const builderCalls = (program: Node): number[] => {
    const body = program.body as Node[];
    const importsZ = body.some(
      (node) =>
        node.type === 'ImportDeclaration' &&
        String((node.source as { value: string }).value).startsWith('zod') &&
        (node.specifiers as { local: { name: string } }[]).some(({ local }) => local.name === 'z'),
    );
    if (!importsZ) return [];
    const starts: number[] = [];
    const visit = (node: Node) => {
      const callee = node.callee as Node | undefined;
      const object = callee?.object as Node | undefined;
      if (
        node.type === 'CallExpression' &&
        callee?.type === 'MemberExpression' &&
        object?.type === 'Identifier' &&
        object.name === 'z'
      )
        starts.push(node.start);
      for (const value of Object.values(node)) {
        for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
      }
    };
    visit(program);
    return starts;
  };
  return {
    name: 'zod-builders-pure',
    apply: 'build',
    // After TypeScript is stripped: the parser reads plain JavaScript.
    enforce: 'post',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'zod' },
      handler(code) {
        const starts = builderCalls(this.parse(code) as unknown as Node);
        let annotated = code;
        for (const start of [...new Set(starts)].sort((a, b) => b - a))
          annotated = `${annotated.slice(0, start)}/* @__PURE__ */ ${annotated.slice(start)}`;
        return { code: annotated, map: null };
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  customLogger: quietClosedSockets(createLogger()),
  plugins: [react(), geoData(), yamlAsData(), zodBuildersPure(), preloadStart(), ...installable()],
  resolve: {
    alias: [
      ...(command === 'build'
        ? [
            // msw's cookie store asks tldts for a registrable domain; the demo needs no public
            // suffix list (src/mocks/msw-public-suffix.ts). Tests keep the real one.
            {
              find: /^tldts$/,
              replacement: fileURLToPath(
                new URL('./src/mocks/msw-public-suffix.ts', import.meta.url),
              ),
            },
            // react-router 7's package exports name only its development build, warnings and
            // checks included (remix-run/react-router#14102, open); a build takes its production
            // one (about 0.5 KiB gzip less on each route). Tests keep the development warnings.
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-pdf's link service needs two small classes of pdf.js's 70 KiB viewer application.
      {
        find: /^pdfjs-dist\/web\/pdf_viewer\.mjs$/,
        replacement: fileURLToPath(
          new URL('./src/shared/ui/pdf-viewer/pdf-link-service-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  // sockjs-client reads the Node global.
  define: { global: 'globalThis' },
  // The dev server's only: under Vitest, pre-bundling every listed dependency before the first
  // test of each file made the first screens miss their 5 s waits.
  optimizeDeps: process.env.VITEST
    ? undefined
    : {
        // Only the app's page: Vite scans every .html of the folder otherwise, Playwright's report
        // included, and a scan that fails leaves every dependency to be found page by page.
        entries: ['index.html'],
        // Every dependency the app imports, the lazy routes' included, declared up front: a
        // dependency first met on a lazy route (the map's leaflet, the calendar, the PDF viewer)
        // makes the dev server optimise again and reload the page, a 10 s stop in the demo.
        // scripts/check-optimize-deps.mjs fails when one is missing.
        include: [
          'react',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          'react-router',
          'react-redux',
          '@reduxjs/toolkit',
          '@reduxjs/toolkit/query',
          '@reduxjs/toolkit/query/react',
          'react-hook-form',
          '@hookform/resolvers/zod',
          'zod',
          'zod/mini',
          'zod/v4/core',
          'axios',
          'keycloak-js',
          'lucide-react',
          'date-fns',
          'date-fns/locale',
          'react-day-picker',
          'react-day-picker/locale',
          'dompurify',
          'ics',
          'pdf-lib',
          // the map
          'leaflet',
          'react-leaflet',
          'supercluster',
          // the reservations calendar
          '@fullcalendar/react',
          '@fullcalendar/react/daygrid',
          '@fullcalendar/react/timegrid',
          '@fullcalendar/react/list',
          '@fullcalendar/react/locales/fr',
          '@fullcalendar/react/themes/classic',
          // the PDF viewer
          'react-pdf',
          // chat and live updates
          '@stomp/stompjs',
          'sockjs-client',
          // the picture dialog
          'react-image-crop',
          // the licence card's QR code and the service worker's update prompt
          'qrcode',
          'workbox-window',
          // the mocked backend (the demo's)
          'msw',
          'msw/browser',
          'ajv/dist/2020',
          'ajv-formats',
        ],
      },
  server: {
    port: 5173,
    strictPort: true,
    // The chat service's realtime half (scripts/chat-broker.mjs) on the page's own origin, as
    // nginx serves it: chatServiceUrl stays '/chat'. The REST calls never get here (MSW).
    proxy: {
      '/chat': {
        target: `http://127.0.0.1:${process.env.CHAT_BROKER_PORT ?? 5181}`,
        ws: true,
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    modulePreload: {
      // The pages' HTML keeps the entry's preloads. A lazy chunk fetches its own imports: vite
      // would append one <link> per import as it loads, and a phone pays each link some main
      // thread (41 of the signed-in home's 646 ms at full speed, docs/adr/0029); a member's
      // chunks come from the service worker's precache (docs/adr/0016).
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // A club's and an activity's prerendered pages start with a script of their own, which
      // has a worker draw them before the app loads (docs/adr/0030).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        'start-page-content': resolve(
          import.meta.dirname,
          'src/app/first-paint/start-page-content.ts',
        ),
      },
    },
    manifest: true,
    sourcemap: false,
  },
  worker: {
    // A worker's modules split as the page's do: what it never runs (a dialog's form) is never loaded.
    format: 'es',
    plugins: () => [noStylesInWorkers(), stringRendererInWorkers(), zodBuildersPure()],
  },
  test: {
    environment: 'jsdom',
    globals: false,
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/property-seed.global.ts'],
    css: false,
    // The slowest tests take about 1.2 s on a quiet machine; a time-out guards against a hang,
    // and a machine shared with other builds must not turn a slow run into a red one.
    testTimeout: 15_000,
    // Vitest leaves a core free by default (one worker on CI's two cores); the unit tests are
    // the only work of their step, so they take both (issue 33: the suite under 20 min).
    maxWorkers: '100%',
    // One jsdom and one module graph per worker rather than per file: building them again for
    // each of 231 files took most of the step (640 s in all; 136 s without). tests/setup.ts
    // resets what tests share (the mock's data, storage, handlers, spies, stubs and clocks, the
    // console guard's catch); `npx vitest run --sequence.shuffle.files --sequence.seed=N` runs the
    // files in another order, to find a test that leans on another file's leftovers.
    isolate: false,
  },
}));
