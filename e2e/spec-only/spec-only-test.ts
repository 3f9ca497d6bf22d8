import type { Page } from '@playwright/test';
import { expect, test as base } from '../fixtures';

export { expect };

/** Before any page script; a document without storage (about:blank) has no mock to tell. */
export function markSpecOnly(): void {
  try {
    window.localStorage.setItem('mock-spec-only', '"1"');
  } catch {
    // no storage in this document
  }
}

/**
 * Journeys of the 'spec-only' project: the mock answers as a backend built from the spec alone
 * (docs/adr/0015-openapi-contract.md): designed fields dropped, designed calls answered 404. The
 * mock reads localStorage 'mock-spec-only' when it starts, so the key is set before any page
 * script. Every page of the journey must stay free of uncaught errors: a screen either works or
 * says in French what the backend does not provide.
 */
export const test = base.extend<{ specOnly: void; pageErrors: string[] }>({
  specOnly: [
    async ({ context }, use) => {
      await context.addInitScript(markSpecOnly);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) =>
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});
