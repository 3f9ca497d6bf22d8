import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dispatchByPath } from '@/mocks/handlers/dispatch-by-path';

const origin = 'http://localhost:3000';
const routes = [
  http.get(`${origin}/api/profiles/:id`, ({ params }) => HttpResponse.json({ profile: params.id })),
  http.put(`${origin}/api/profiles/:id`, () => HttpResponse.json({ updated: true })),
  http.get(`${origin}/api/public/:product`, ({ params }) =>
    HttpResponse.json({ clubs: params.product }),
  ),
  http.get(/\/tiles\/(?<z>\d+)\/(?<x>\d+)\/(?<y>\d+)(@2x)?\.png$/, () => HttpResponse.text('tile')),
  http.get(`${origin}/geo-api/*`, () => HttpResponse.json({ geo: true })),
];
const dispatched = dispatchByPath(routes);

async function answer(method: string, path: string): Promise<unknown> {
  const response = await getResponse(dispatched, new Request(`${origin}${path}`, { method }));
  if (!response) return 'unhandled';
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

describe('the routes behind one handler answer as msw matched them one by one', () => {
  it.each([
    ['GET', '/api/profiles/101', { profile: '101' }],
    ['GET', '/api/profiles/101/', { profile: '101' }],
    ['GET', '/api/profiles/101?season=2026', { profile: '101' }],
    ['PUT', '/api/profiles/101', { updated: true }],
    ['DELETE', '/api/profiles/101', 'unhandled'],
    ['GET', '/api/profiles/101/memberships', 'unhandled'],
    ['GET', '/api/public/amsf', { clubs: 'amsf' }],
    ['GET', '/tiles/5/16/11@2x.png', 'tile'],
    ['GET', '/tiles/5/16/eleven.png', 'unhandled'],
    ['GET', '/geo-api/communes/69001', { geo: true }],
    ['GET', '/assets/index-abc123.js', 'unhandled'],
    ['GET', '/api', 'unhandled'],
  ])('%s %s', async (method, path, expected) => {
    expect(await answer(method, path)).toEqual(expected);
  });

  it('is a single msw handler', () => {
    expect(dispatched).toHaveLength(1);
  });
});
