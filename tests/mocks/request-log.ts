import { afterEach } from 'vitest';
import { server } from '@/mocks/node';
import { pathMatches } from '@/mocks/control/mock-rule';

export type RecordedRequest = { url: URL; body: unknown };

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

/**
 * What the page sent to the mocked backend, seen from msw's life-cycle events: the stateful
 * handlers still answer, so a test checks the wire payload without replacing the backend.
 * `address` is the URL without its query (tests/mocks/api-urls.ts), where `*` matches any run of
 * characters.
 */
export function recordRequests(method: string, address: string): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (
      request.method !== method.toUpperCase() ||
      !pathMatches(address, `${url.origin}${url.pathname}`)
    )
      return;
    const entry: RecordedRequest = { url, body: undefined };
    recorded.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text ? (JSON.parse(text) as unknown) : undefined;
      });
  };
  server.events.on('request:start', listener);
  stops.push(() => server.events.removeListener('request:start', listener));
  return recorded;
}

/** The JSON bodies of the recorded requests, in the order they were sent. */
export const bodiesOf = (recorded: RecordedRequest[]) => recorded.map((entry) => entry.body);
