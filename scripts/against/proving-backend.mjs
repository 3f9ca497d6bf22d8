// The backend `npm run e2e:against` is proved against in `npm test` (issue 36,
// docs/adr/0026-journeys-against-any-backend.md): the mocked backend as an HTTP server
// (src/mocks/http-api-server.ts, as the production flavour runs it) in spec-only mode, so that it
// answers as a backend built from the spec alone, and a chat broker of its own (STOMP over
// SockJS at /chat/ws, the chat's REST calls passed on to the mock), standing for the chat
// service. `breakAnswer` changes one answer after the mock's own contract gate, as a backend
// with a bug would. Resolves to a runtime config naming it, and `close`.
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';

import { startChatBroker } from '../chat-broker.mjs';
import { loadMockApiServer } from '../mock-api-build.mjs';

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * The answer the broken run breaks: the clubs of the map, whose last club's `title` (a string in
 * docs/openapi/main-api.yaml) becomes a number. The portal leaves that club out (a tolerant
 * reader, docs/adr/0008-tolerant-reader.md) and the journeys go on; the proxy must report it.
 */
export const brokenAnswer = {
  matches: (url) => /\/public\/[^/]+$/.test(new URL(url).pathname),
  change: (clubs) =>
    Array.isArray(clubs) && clubs.length > 1
      ? [...clubs.slice(0, -1), { ...clubs.at(-1), title: 42 }]
      : clubs,
};

async function breakOne(request, response) {
  if (!brokenAnswer.matches(request.url) || response.status !== 200) return response;
  const body = brokenAnswer.change(await response.json());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return Response.json(body, { status: response.status, headers });
}

export async function startProvingBackend({
  portalOrigin,
  issuer,
  broken = false,
  apiPort,
  chatPort,
}) {
  const base = JSON.parse(readFileSync('public/config.json', 'utf8'));
  const mockPort = apiPort ?? (await freePort());
  const mockOrigin = `http://localhost:${mockPort}`;
  const startMockApiServer = await loadMockApiServer(
    // One folder per portal port, so that two runs side by side do not empty each other's.
    `node_modules/.mock-api-server-against-${new URL(portalOrigin).port}`,
  );
  const mock = await startMockApiServer(base, mockOrigin, portalOrigin, {
    specOnly: true,
    afterContract: broken ? breakOne : undefined,
  });
  const previousUpstream = process.env.CHAT_REST_UPSTREAM;
  process.env.CHAT_REST_UPSTREAM = mockOrigin;
  const broker = await startChatBroker({ port: chatPort ?? (await freePort()), issuer });
  if (previousUpstream === undefined) delete process.env.CHAT_REST_UPSTREAM;
  else process.env.CHAT_REST_UPSTREAM = previousUpstream;
  const config = { ...base, auth: { issuer, clientId: base.auth.clientId } };
  for (const key of [
    'apiBaseUrl',
    'passApiBaseUrl',
    'newsApiBaseUrl',
    'geoApiBaseUrl',
    'geocoderUrl',
    'tileUrlTemplate',
  ]) {
    config[key] = `${mockOrigin}${base[key]}`;
  }
  config.chatServiceUrl = `http://localhost:${broker.port}${base.chatServiceUrl}`;
  return {
    config,
    close: async () => {
      await broker.close();
      mock.closeAllConnections();
      await new Promise((done) => mock.close(done));
    },
  };
}
