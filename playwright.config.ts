import { defineConfig } from '@playwright/test';
import chromium from './scripts/chromium.json' with { type: 'json' };
import {
  brokerPortOf,
  demoPortOf,
  productionBrokerPort,
  workerCount,
  workerIndexes,
} from './e2e/worker-ports';

/**
 * Journeys run against the production build (npm run build first) with mocking on, served by
 * nginx with the production configuration and security policy (deploy/nginx.conf).
 * E2E_PORT and E2E_DIST let several builds be checked side by side on one machine.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
/**
 * The production flavour (docs/adr/0016-installable-portal.md): the same build with mockApi off,
 * its services at the mocked backend's HTTP server, served by nginx on a port of its own.
 */
export const productionPort = Number(process.env.PWA_PORT ?? port + 100);
const productionApiPort = Number(process.env.PWA_API_PORT ?? port + 1100);
const demoPorts = [
  5173,
  8080,
  4173,
  4174,
  4175,
  4176,
  4177,
  4178,
  4179,
  ...workerIndexes.map(demoPortOf),
];
const clientOrigins = [
  ...new Set([...demoPorts, ...demoPorts.map((demoPort) => demoPort + 100), productionPort]),
]
  .map((clientPort) => `http://localhost:${clientPort}`)
  .join(',');

/**
 * Journeys that walk a whole sign-up, or a calendar or every PASS tab with axe in every view,
 * outlive an access token (two tabs), write twice across a dropped connection, retry every call
 * of a sign-up once or wait on several answers of several seconds each. The PASS accessibility
 * journey takes 35 s on a quiet machine and outran 45 s beside stress-ng --cpu 2.
 */
const longJourneys =
  /(wizard-.*|family-member-from-wizard|members-reservations|pass-accessibility|long-session-.*|network-.*|two-tabs-.*|chat-drop-.*)\.spec\.ts/;

/** Journeys of the installable portal, against the production flavour. */
const installableJourneys = /(pwa|production)-.*\.spec\.ts/;
const releaseJourney = /pwa-update-prompt\.spec\.ts/;

/** Journeys with the mock in spec-only mode (docs/adr/0015-openapi-contract.md): their own project. */
const specOnlyJourneys = /spec-only\/.*\.spec\.ts/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Each worker has its servers (e2e/worker-ports.ts, docs/adr/0027-journeys-on-two-workers.md).
  workers: workerCount,
  retries: 0,
  // The slowest of these journeys take 15 to 18 s on a quiet machine (two pages live, or axe on
  // every tab); a time-out guards against a hang, not a busy machine.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Recording a trace (screenshots and snapshots of every action) made the same 34 journeys
    // take 175 s instead of 107 s: off in `npm test`, whose log keeps each failure's error and
    // page snapshot. `--trace retain-on-failure` (as the soak passes) keeps a failed one's trace.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [
    // Signs in once per demo account through the real identity server and keeps the state.
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    // The longest journeys first: neither worker is left with one of them at the end.
    // Seven steps or views with axe on each: a few times a page visit's time on a busy machine.
    {
      name: 'long-journeys',
      dependencies: ['setup'],
      testMatch: longJourneys,
      testIgnore: [specOnlyJourneys, installableJourneys],
      timeout: 90_000,
    },
    // Journeys that are not about signing in start from that state (e2e/signed-in.ts).
    {
      name: 'journeys',
      dependencies: ['setup'],
      testIgnore: [longJourneys, specOnlyJourneys, installableJourneys],
    },
    // The installable portal against the production build (mockApi off, service worker on),
    // nginx, and the mocked backend as an HTTP server (scripts/serve-production-flavour.mjs).
    {
      name: 'installable',
      dependencies: ['setup'],
      testMatch: installableJourneys,
      testIgnore: releaseJourney,
      use: { baseURL: `http://localhost:${productionPort}`, serviceWorkers: 'allow' },
      // They share the production flavour's one backend and its data: one at a time.
      workers: 1,
      timeout: 90_000,
    },
    // Deploys a new build over the served copy: after every other installable journey, so that
    // none of them meets a release changing under its page.
    {
      name: 'installable-release',
      dependencies: ['installable'],
      testMatch: releaseJourney,
      use: { baseURL: `http://localhost:${productionPort}`, serviceWorkers: 'allow' },
      timeout: 90_000,
    },
    // The core journeys against a mock that answers as the spec alone (e2e/spec-only): each
    // screen works or says in French what the backend does not provide.
    {
      name: 'spec-only',
      dependencies: ['setup'],
      testMatch: specOnlyJourneys,
      timeout: 90_000,
      // The mock starts with the contract documents and the spec-only shaper in the page: in a
      // fresh-clone run at load 13 it asked for its service worker 10.2 s after config.json, so
      // the first screen of two journeys came after an assertion's 10 s.
      expect: { timeout: 20_000 },
    },
  ],
  webServer: [
    {
      command: 'node scripts/identity-server.mjs',
      url: 'http://localhost:5180/.well-known/openid-configuration',
      reuseExistingServer: !process.env.CI,
      // Access tokens live 30 s (Keycloak's 5 minutes, shortened): every journey longer than
      // that goes through the refresh path that real members take.
      env: { IDP_PORT: '5180', IDP_CLIENT_ORIGINS: clientOrigins, IDP_ACCESS_TOKEN_TTL: '30' },
    },
    // Each worker's chat broker and nginx (nginx proxies /chat/ to the broker named by
    // CHAT_BROKER_PORT), then the production flavour's own pair.
    ...workerIndexes.flatMap((index) => [
      chatBroker(brokerPortOf(index)),
      {
        command: `node scripts/serve-nginx.mjs --port ${demoPortOf(index)} --dist ${dist}`,
        env: { CHAT_BROKER_PORT: String(brokerPortOf(index)) },
        url: `http://localhost:${demoPortOf(index)}`,
        reuseExistingServer: !process.env.CI,
      },
    ]),
    chatBroker(productionBrokerPort),
    {
      command: `node scripts/serve-production-flavour.mjs --port ${productionPort} --api-port ${productionApiPort} --dist ${dist}`,
      env: { CHAT_BROKER_PORT: String(productionBrokerPort) },
      url: `http://localhost:${productionPort}/config.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});

/** The real chat broker at a port; the production flavour has no page mock, so its chat REST calls go to its mocked backend. */
function chatBroker(brokerPort: number) {
  return {
    command: 'node scripts/chat-broker.mjs',
    url: `http://127.0.0.1:${brokerPort}/chat/ws/info`,
    reuseExistingServer: !process.env.CI,
    env: {
      CHAT_BROKER_PORT: String(brokerPort),
      IDP_ISSUER: 'http://localhost:5180',
      CHAT_REST_UPSTREAM: `http://localhost:${productionApiPort}`,
    },
  };
}
