import { describe, expect, it } from 'vitest';
import { journeysOf } from '../../scripts/soak.mjs';

/** A test of Playwright's JSON report with the given results. */
const test = (projectName: string, results: { status: string; message?: string }[]) => ({
  projectName,
  results: results.map(({ status, message }) => ({
    status,
    ...(message ? { error: { message } } : {}),
  })),
});

describe('npm run test:soak: runs and failures per journey from the JSON report', () => {
  it('counts every run of every project and keeps the first line of each failure', () => {
    const report = {
      suites: [
        {
          title: 'wizard-full-category.spec.ts',
          specs: [
            {
              title: 'a full category opens nothing',
              file: 'wizard-full-category.spec.ts',
              tests: [
                test('long-journeys', [
                  { status: 'passed' },
                  {
                    status: 'failed',
                    message:
                      '\u001b[31mError: locator.click: Element is outside of the viewport\u001b[39m\n  - scrolling into view',
                  },
                  { status: 'timedOut', message: 'Test timeout of 90000ms exceeded.' },
                ]),
              ],
            },
          ],
          suites: [
            {
              title: 'layout stability (mobile)',
              specs: [
                {
                  title: 'the club page does not shift',
                  file: 'layout-stability.spec.ts',
                  tests: [test('journeys', [{ status: 'passed' }, { status: 'skipped' }])],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(journeysOf(report)).toEqual([
      {
        name: 'wizard-full-category.spec.ts › a full category opens nothing [long-journeys]',
        runs: 3,
        failures: [
          'Error: locator.click: Element is outside of the viewport',
          'Test timeout of 90000ms exceeded.',
        ],
      },
      {
        name: 'layout-stability.spec.ts › layout stability (mobile) › the club page does not shift [journeys]',
        runs: 1,
        failures: [],
      },
    ]);
  });

  it('finds no journey in an empty report', () => {
    expect(journeysOf({})).toEqual([]);
  });
});
