import type { Logger } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { quietClosedSockets } from '../../scripts/quiet-closed-sockets';

function recordingLogger() {
  const logger = {
    info: vi.fn(),
    warn: vi.fn(),
    warnOnce: vi.fn(),
    error: vi.fn(),
    clearScreen: vi.fn(),
    hasErrorLogged: vi.fn(() => false),
    hasWarned: false,
  } satisfies Logger;
  return logger;
}

const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

const oneLine = 'chat: a tab closed its connection (ECONNRESET)';

describe("the dev server's log of the chat proxy", () => {
  it.each([
    [
      'ws proxy socket error:\nError: read ECONNRESET\n    at …',
      reset,
      [[oneLine, { timestamp: true }]],
      0,
    ],
    [
      'ws proxy error:\nError: read ECONNRESET\n    at …',
      reset,
      [[oneLine, { timestamp: true }]],
      0,
    ],
    ['ws proxy error:\nError: connect ECONNREFUSED\n    at …', refused, [], 1],
    ['http proxy error: /chat/ws/info\nError: read ECONNRESET', reset, [], 1],
  ])('%j: the info lines %j, the traces kept %d', (message, error, infoLines, traces) => {
    const logger = recordingLogger();
    quietClosedSockets(logger).error(message, { error });
    expect(logger.info.mock.calls).toEqual(infoLines);
    expect(logger.error).toHaveBeenCalledTimes(traces);
  });
});
