import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as inPageMock, testConfig } from '@/mocks/node';
import { startMockApiServer } from '@/mocks/http-api-server';

const origin = 'http://localhost:5199';
const portal = 'http://localhost:8081';
let server: Server;

beforeAll(async () => {
  // These requests must reach the real server, not the tests' in-process interception.
  inPageMock.close();
  server = await startMockApiServer(testConfig, origin, portal);
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  inPageMock.listen({ onUnhandledRequest: 'error' });
});

describe('the mocked backend as a server of its own (production-flavour benchmark)', () => {
  it('answers the federal activities as the page asks them, to the portal’s origin', async () => {
    const response = await fetch(`${origin}${testConfig.apiBaseUrl}/public/activities/federal`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it('lets the portal send its bearer (preflight)', async () => {
    const response = await fetch(`${origin}${testConfig.apiBaseUrl}/profiles`, {
      method: 'OPTIONS',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('draws map tiles as SVG and answers 404 where no handler is', async () => {
    const tile = await fetch(`${origin}/tiles/5/16/11@2x.png`);
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await tile.text()).toMatch(/^<svg[^>]+width="256"/);
    expect((await fetch(`${origin}/nothing-here`)).status).toBe(404);
  });
});
