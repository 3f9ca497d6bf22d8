import { describe, expect, it } from 'vitest';
import { longTasksOf } from '../../scripts/bench/trace-tasks.mjs';

const page = { pid: 7, tid: 1 };
const origin = 1_000_000;
const at = (ms: number) => origin + ms * 1000;

/** A complete event ('X') of the page's main thread, times in ms after the navigation. */
const slice = (name: string, startMs: number, ms: number, data?: object) => ({
  ...page,
  ph: 'X',
  name,
  ts: at(startMs),
  dur: ms * 1000,
  ...(data ? { args: { data } } : {}),
});

const navigation = {
  ...page,
  ph: 'R',
  name: 'navigationStart',
  ts: origin,
  args: { data: { isLoadingMainFrame: true } },
};
const firstPaint = { ...page, ph: 'R', name: 'firstContentfulPaint', ts: at(300) };

describe('the tasks of a Lighthouse trace that its simulation keeps', () => {
  it('lists the main thread tasks of 10 ms or more, in order, with what took most of them', () => {
    const events = [
      navigation,
      firstPaint,
      slice('RunTask', 100, 24),
      slice('v8.evaluateModule', 101, 15),
      slice('MinorGC', 117, 6),
      slice('RunTask', 130, 9.9),
      slice('RunTask', 200, 12),
      slice('FunctionCall', 200.5, 4, { url: 'http://localhost:8081/assets/client-1.js' }),
      slice('FunctionCall', 205, 5, { url: 'http://localhost:8081/assets/client-1.js' }),
      slice('Layout', 210, 1.5),
      // another thread, and another process's tasks, are not the page's
      { ...slice('RunTask', 150, 40), tid: 2 },
      { ...slice('RunTask', 160, 40), pid: 8 },
    ];
    expect(longTasksOf(events)).toEqual([
      {
        startMs: 100,
        durationMs: 24,
        events: [
          { name: 'v8.evaluateModule', ms: 15 },
          { name: 'MinorGC', ms: 6 },
        ],
        functions: [],
      },
      {
        startMs: 200,
        durationMs: 12,
        events: [
          { name: 'FunctionCall client-1.js', ms: 9 },
          { name: 'Layout', ms: 1.5 },
        ],
        functions: [],
      },
    ]);
  });

  it('names the script functions the CPU profiler sampled in a task', () => {
    const frame = (functionName: string, url = '') => ({ functionName, url });
    const events = [
      navigation,
      firstPaint,
      slice('RunTask', 100, 20),
      { ...page, ph: 'P', name: 'Profile', id: '0x1', args: { data: { startTime: at(100) } } },
      {
        ...page,
        tid: 9,
        ph: 'P',
        name: 'ProfileChunk',
        id: '0x1',
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: frame('(root)') },
                { id: 2, parent: 1, callFrame: frame('matchRoutes', 'http://x/assets/index-2.js') },
                { id: 3, parent: 2, callFrame: frame('appendChild') },
                { id: 4, parent: 1, callFrame: frame('(idle)') },
              ],
              samples: [2, 2, 3, 4, 2],
            },
            // samples at 101, 103, 106, 110 and 115 ms: each lasts until the next
            timeDeltas: [1000, 2000, 3000, 4000, 5000],
          },
        },
      },
    ];
    expect(longTasksOf(events).map((task) => task.functions)).toEqual([
      [
        { name: 'matchRoutes index-2.js', ms: 5 },
        { name: 'matchRoutes index-2.js [appendChild]', ms: 4 },
      ],
    ]);
  });

  it('refuses a trace without the main frame, rather than listing another frame', () => {
    expect(() => longTasksOf([slice('RunTask', 0, 50)])).toThrow(
      'The trace has no paint nor navigation of the main frame',
    );
  });
});
