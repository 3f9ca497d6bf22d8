import { expect, expectFailuresLogged, test as base } from '../fixtures';

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
 * script. The app logs the calls such a backend refuses (expectFailuresLogged); an uncaught error
 * still fails the journey (fixtures.ts): a screen either works or says in French what the backend
 * does not provide.
 */
export const test = base.extend<{ specOnly: void }>({
  specOnly: [
    async ({ context }, use) => {
      await context.addInitScript(markSpecOnly);
      context.pages().forEach(expectFailuresLogged);
      context.on('page', expectFailuresLogged);
      await use();
    },
    { auto: true },
  ],
});
