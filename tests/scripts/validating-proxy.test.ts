import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as mockServer } from '@/mocks/node';
import { createContractCheck } from '@/mocks/contract/contract-check';
import { loadDocument } from '../../scripts/against/contract-document.mjs';
import {
  startValidatingProxy,
  type ValidatingProxy,
} from '../../scripts/against/validating-proxy.mjs';

/**
 * The validating proxy of `npm run e2e:against` (docs/adr/0026-journeys-against-any-backend.md)
 * passes every answer as the backend sent it, those the contract allows and Prism's proxy broke
 * (an empty 200 with a JSON content type) as well as those it does not, and names each breach.
 */
type Answer = { status: number; headers: Record<string, string>; body: string };
const answers = new Map<string, Answer>();
let backend: Server;
let proxy: ValidatingProxy;
const portal = 'http://localhost:4999';

function answerOf(request: IncomingMessage, reply: ServerResponse) {
  const answer = answers.get(`${request.method} ${request.url}`) ?? {
    status: 404,
    headers: {},
    body: '',
  };
  reply.writeHead(answer.status, answer.headers).end(answer.body);
}

beforeEach(() => {
  mockServer.use(http.all(/^http:\/\/(127\.0\.0\.1|localhost):\d+\//, () => passthrough()));
});

beforeAll(async () => {
  backend = createServer(answerOf);
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const address = backend.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  proxy = await startValidatingProxy({
    name: 'main',
    upstream: `http://127.0.0.1:${port}/api`,
    check: createContractCheck(loadDocument('docs/openapi/main-api.yaml', 'amsf')),
    portalOrigin: portal,
  });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => backend.close(resolve));
});

const json = { 'content-type': 'application/json' };

const untouched: [string, string, Answer][] = [
  ['an empty 200 with a JSON content type', 'DELETE', { status: 200, headers: json, body: '' }],
  ['a 204', 'DELETE', { status: 204, headers: json, body: '' }],
  ['a JSON body', 'DELETE', { status: 200, headers: json, body: '{"done":true}' }],
];

describe('the validating proxy', () => {
  it.each(untouched)('passes %s as sent, with no breach', async (_name, method, answer) => {
    answers.set(`${method} /api/user-admin/reponsability/3`, answer);
    const before = proxy.breaches().length;
    const response = await fetch(`${proxy.baseUrl}/user-admin/reponsability/3`, {
      method,
      headers: { origin: portal },
    });
    expect(response.status).toBe(answer.status);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(await response.text()).toBe(answer.body);
    expect(proxy.breaches()).toHaveLength(before);
  });

  it('passes a text reply as sent and names its undocumented media type', async () => {
    answers.set('DELETE /api/user-admin/reponsability/4', {
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: 'OK',
    });
    const response = await fetch(`${proxy.baseUrl}/user-admin/reponsability/4`, {
      method: 'DELETE',
    });
    expect(await response.text()).toBe('OK');
    expect(proxy.breaches()).toContainEqual(
      expect.objectContaining({
        operation: 'DELETE /user-admin/reponsability/{id}',
        status: 200,
        message: 'media type not documented',
        value: 'text/plain',
      }),
    );
  });

  it('passes a broken answer as sent and names the field, its pointer and the value seen', async () => {
    const body = JSON.stringify([{ level: 1, amount: 'douze' }]);
    answers.set('GET /api/public/license-level', { status: 200, headers: json, body });
    const response = await fetch(`${proxy.baseUrl}/public/license-level`);
    expect(await response.text()).toBe(body);
    expect(proxy.breaches()).toContainEqual(
      expect.objectContaining({
        backend: 'main',
        operation: 'GET /public/license-level',
        side: 'answer',
        pointer:
          '#/paths/~1public~1license-level/get/responses/200/content/application~1json/schema',
        at: '/0/amount',
        message: 'must be number',
        value: 'douze',
      }),
    );
  });

  it('names a request field the document does not name', async () => {
    answers.set('PUT /api/user-admin/reponsability/5', { status: 204, headers: {}, body: '' });
    const response = await fetch(`${proxy.baseUrl}/user-admin/reponsability/5`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unknownField: 1 }),
    });
    expect(response.status).toBe(204);
    expect(proxy.breaches()).toContainEqual(
      expect.objectContaining({ operation: 'PUT /user-admin/reponsability/{id}', side: 'request' }),
    );
  });

  it('answers the browser preflight itself, for the portal origin', async () => {
    const response = await fetch(`${proxy.baseUrl}/profiles`, {
      method: 'OPTIONS',
      headers: {
        origin: portal,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(portal);
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization');
  });
});
