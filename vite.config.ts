/// <reference types="vitest/config" />
import { basename } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
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

export default defineConfig(({ command }) => ({
  plugins: [react(), geoData(), yamlAsData()],
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
      // vite preloads a lazy chunk's imports with one <link> each, and a phone pays each link
      // some milliseconds of main thread. The mocked backend's ~60 imports, mostly loaded
      // already, cost the map page a long task (ADR 0013): its chunks fetch their own imports.
      resolveDependencies: (file, deps, { hostId }) =>
        [file, hostId].some((name) => basename(name).startsWith('start-mock-worker-')) ? [] : deps,
    },
    manifest: true,
    sourcemap: false,
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
  },
}));
