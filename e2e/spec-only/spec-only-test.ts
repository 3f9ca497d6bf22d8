import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, expectConsoleErrors, test as base } from '../fixtures';

export { expect };

/** Before any page script; a document without storage (about:blank) has no mock to tell. */
function markSpecOnly(): void {
  try {
    window.localStorage.setItem('mock-spec-only', '"1"');
  } catch {
    // no storage in this document
  }
}

/**
 * A context whose pages run the mock in spec-only mode, with the chat at the demo broker's
 * spec-only endpoint (scripts/chat-broker.mjs): a socket as the spec gives it, without the
 * fields and destinations we designed.
 */
export async function asSpecOnly(context: BrowserContext): Promise<void> {
  await context.addInitScript(markSpecOnly);
  await context.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as { chatServiceUrl: string };
    await route.fulfill({
      json: { ...config, chatServiceUrl: `${config.chatServiceUrl}/spec-only` },
    });
  });
}

/** The mock's answers in spec-only mode say so (src/mocks/contract/contract-gate.ts). */
const modeHeader = 'x-mock-spec-only';

/** Our backends' bases (public/config.json): every answer from them must come from the mode. */
const ourBackends = /^\/(api|pass-api|news-api|chat\/(?!(spec-only\/)?ws\/))/;

/**
 * Journeys of the 'spec-only' project: the mock answers as a backend built from the spec alone
 * (docs/adr/0015-openapi-contract.md): designed fields dropped, designed calls answered 404. The
 * mock reads localStorage 'mock-spec-only' when it starts, so the key is set before any page
 * script. Each journey proves the mode: every answer of our backends carries the mode's header,
 * and there is at least one. A console error fails the journey (fixtures.ts), but for the
 * browser's line about a designed call the mode refused: the screen must then say in French
 * what the backend does not provide, which the journey checks.
 */
export const test = base.extend<{ specOnly: void }>({
  specOnly: [
    async ({ context }, use) => {
      await asSpecOnly(context);
      const refused = new Set<string>();
      const outsideMode: string[] = [];
      let answered = 0;
      const watch = (page: Page) => {
        expectConsoleErrors(
          page,
          (text, address) => refused.has(address) && /status of 404/.test(text),
        );
        page.on('response', (response: Response) => {
          const mode = response.headers()[modeHeader];
          if (mode === 'refused') refused.add(response.url());
          const { pathname } = new URL(response.url());
          // The mock's own fetches past itself (msw's bypass: the demo broker's relayed
          // messages) are not answers of the mock.
          const bypassed = (response.request().headers().accept ?? '').includes('msw/passthrough');
          if (bypassed || !ourBackends.test(pathname)) return;
          if (mode === undefined) outsideMode.push(`${response.status()} ${pathname}`);
          else answered += 1;
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(outsideMode, 'answers of our backends outside spec-only mode').toEqual([]);
      expect(answered, 'answers of our backends in spec-only mode').toBeGreaterThan(0);
    },
    { auto: true },
  ],
});
