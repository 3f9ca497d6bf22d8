import { defineConfig } from '@playwright/test';
import chromium from '../../scripts/chromium.json' with { type: 'json' };

/**
 * The project 'against' (issue 36, docs/adr/0026-journeys-against-any-backend.md): QA's journeys
 * against whatever backend `npm run e2e:against -- <config>` serves the build with
 * (AGAINST_BASE_URL), through its validating proxies. No web server here: the command starts
 * nginx and the proxies, and reads the JSON report for its summary.
 */
const baseURL = process.env.AGAINST_BASE_URL ?? 'http://localhost:8090';

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.against\.ts/,
  fullyParallel: false,
  retries: 0,
  // A staging backend answers slower than the local mock; a time-out guards against a hang.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: '../../test-results/against',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '../../playwright-report/against' }],
    ['json', { outputFile: process.env.AGAINST_REPORT_FILE ?? '../../test-results/against.json' }],
  ],
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    // The installable portal's service worker would keep config.json and the app shell between
    // journeys; each journey starts from the network.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: 'against' }],
});
