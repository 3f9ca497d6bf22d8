import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run gallery` (issue 34): the journeys' servers and browser, the set-up's sign-ins, and the
 * gallery's screens (e2e/gallery), never part of `npm test`.
 */
export default defineConfig({
  ...base,
  reporter: [['list']],
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'gallery', dependencies: ['setup'], testMatch: /.*\.gallery\.ts/ },
  ],
});
