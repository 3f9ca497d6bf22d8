// eslint-disable-next-line testing-library/no-manual-cleanup -- one render per generated answer
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '@/features/enrolment/activity/activity-page';
import { ClubPage } from '@/features/enrolment/club/club-page';
import { mockControl, testConfig } from '@/mocks/node';
import { resetMockDb } from '@/mocks/db';
import { apiUrl } from '../../mocks/api-urls';
import { renderAt } from './pages-test-utils';

type Json = unknown;

/** The seeded backend's real answer, which the mutations start from. */
async function realAnswer(path: string): Promise<Json> {
  return (await fetch(apiUrl(path))).json() as Promise<Json>;
}

/**
 * What a drifting or broken backend sends instead: a field dropped or given any JSON value, one
 * list item garbled, or another answer altogether.
 */
function mutationsOf(real: Json): fc.Arbitrary<Json> {
  const target = Array.isArray(real) ? real[0] : real;
  const keys = target && typeof target === 'object' ? Object.keys(target) : [];
  const changeItem = (item: Json, key: string, value: Json | undefined): Json => {
    const copy = { ...(item as Record<string, Json>) };
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  };
  const changed = (key: string, value: Json | undefined) =>
    Array.isArray(real)
      ? [changeItem(real[0], key, value), ...real.slice(1)]
      : changeItem(real, key, value);
  const field = keys.length
    ? [
        fc.constantFrom(...keys).map((key) => changed(key, undefined)),
        fc
          .tuple(fc.constantFrom(...keys), fc.jsonValue())
          .map(([key, value]) => changed(key, value)),
      ]
    : [];
  return fc.oneof(...field, fc.jsonValue());
}

/** A mutated entity's own title is a heading the page may rightly show, as the reader sees it. */
function titleOf(body: Json): string[] {
  const title = (body as { title?: unknown } | null)?.title;
  if (Array.isArray(body) || typeof title !== 'string') return [];
  return [title.trim().replace(/\s+/g, ' ')];
}

const pages = [
  {
    name: 'club page',
    render: () => renderAt('/inscription/carte/1', { club: ClubPage }),
    calls: [`/public/${testConfig.productSlug}/1`, '/public/valides/activities/1'],
    headings: ['AMSF Lyon', 'Club sans nom', 'Club indisponible'],
  },
  {
    name: 'activity page',
    render: () => renderAt('/inscription/carte/1/101', { activity: ActivityPage }),
    calls: ['/public/activity/101', '/public/valides/Categories/101'],
    headings: ['Natation', 'Activité sans titre', 'Activité indisponible'],
  },
];

beforeEach(() => {
  // The tolerant reader reports what it leaves out; the property is about what the page shows.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('a mutated answer never blanks a page: it shows its content or a French error', () => {
  for (const page of pages) {
    for (const call of page.calls) {
      it(`${page.name}, ${call}`, { timeout: 60_000 }, async () => {
        const real = await realAnswer(call);
        await fc.assert(
          fc.asyncProperty(mutationsOf(real), async (body) => {
            resetMockDb();
            mockControl.clear();
            mockControl.add({ method: 'GET', path: call, status: 200, body });
            page.render();
            const names = new Set([...page.headings, ...titleOf(body)]);
            const title = await screen.findByRole('heading', {
              level: 1,
              name: (name) => names.has(name),
            });
            expect(title).toBeVisible();
            cleanup();
          }),
          { numRuns: 12 },
        );
      });
    }
  }
});
