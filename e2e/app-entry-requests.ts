import type { Page } from '@playwright/test';

/**
 * The requests for the app's entry module, made only once a prerendered page starts the app
 * (public/start-after-paint.js): the list fills as the page asks for it.
 */
export function recordAppEntryRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}
