import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set every page is held to. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; nodes: { target: string[] }[] };

/**
 * One line per violation: the rule and the nodes it found.
 *
 * @axe-core/playwright injects axe-core into every frame and opens a blank page to finish each
 * analysis: 1.4 to 2.3 s for a page that axe itself reads in 0.25 to 0.4 s (the PASS
 * reservations and the enrolment map, issue 33). The portal's pages have no frame, so axe is
 * injected once per document and run there; a page with frames goes through the builder, which
 * reaches into them.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const violations =
    page.frames().length > 1 ? await builderViolations(page, within) : await inPage(page, within);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function inPage(page: Page, within?: string): Promise<Violation[]> {
  // Strings, as every script a journey runs in the page: its security policy forbids building a
  // function from text.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const context = within ? `{ include: [${JSON.stringify(within)}] }` : 'document';
  return page.evaluate(`window.axe
    .run(${context}, { runOnly: { type: 'tag', values: ${JSON.stringify(tags)} } })
    .then((results) => results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => ({ target: node.target.map(String) })),
    })))`);
}

async function builderViolations(page: Page, within?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => ({ target: node.target.map(String) })),
  }));
}
