import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import journeys from '../../playwright.config';

/**
 * The interaction bench (issue 21: Interaction to Next Paint at 4x CPU), not a test: the journeys'
 * servers and signed-in states, one worker so that two measured pages never share the CPU.
 *   npm run build && npm run bench:interactions   (BENCH_RUNS=5)
 */
const root = resolve(import.meta.dirname, '../..');
const servers = Array.isArray(journeys.webServer) ? journeys.webServer : [];

export default defineConfig({
  ...journeys,
  testDir: '..',
  workers: 1,
  fullyParallel: false,
  reporter: [['list']],
  webServer: servers.map((server) => ({ ...server, cwd: root })),
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'bench', dependencies: ['setup'], testMatch: /bench\/.*\.bench\.ts/, timeout: 120_000 },
  ],
});
