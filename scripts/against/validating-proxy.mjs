// A validating proxy that never changes an answer (docs/adr/0026-journeys-against-any-backend.md).
// It stands for one REST backend (main, PASS or the chat service's REST half): each call goes to
// the backend as the portal sent it, the backend's answer comes back byte for byte (status,
// headers, body: an empty 200 with a JSON content type, a 204 or a text reply included), and
// only then is the pair checked against the backend's OpenAPI document; what breaks it is kept as
// a breach for the run's summary. Prism's proxy (npm run contract:proxy) parses a JSON answer
// before it forwards it and turned such empty 200s into 500s.
//
// What the proxy does change is the transport: it answers the browser's CORS preflight itself and
// names the portal's origin on every answer (the backend never heard of a local portal), drops
// the Origin header on its way out (the backend is called server to server), and, under the
// `passThrough` prefixes (the chat's SockJS `/ws`), streams both ways unchecked, websocket
// upgrades included.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:http';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function outgoingHeaders(incoming, upstream) {
  const headers = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (hopByHop.has(name) || name === 'origin' || name === 'host') continue;
    headers[name] = value;
  }
  headers.host = upstream.host;
  return headers;
}

function corsHeaders(origin, portalOrigin) {
  if (origin !== portalOrigin) return {};
  return {
    'access-control-allow-origin': portalOrigin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': '*',
    vary: 'Origin',
  };
}

/** The answer's headers as the backend sent them, but for hop-by-hop ones and CORS. */
function answerHeaders(upstreamAnswer, origin, portalOrigin) {
  const headers = {};
  for (const [name, value] of Object.entries(upstreamAnswer.headers)) {
    if (hopByHop.has(name) || name.startsWith('access-control-')) continue;
    headers[name] = value;
  }
  return { ...headers, ...corsHeaders(origin, portalOrigin) };
}

function decoded(body, encoding) {
  try {
    if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
    if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
    if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  } catch {
    return '';
  }
  return body.toString('utf8');
}

async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Starts the proxy. `upstream` is the backend's base URL (its path is the base the document's
 * paths hang from), `check` a contract check (src/mocks/contract/contract-check.ts, loaded by
 * scripts/against/contract-document.mjs), `port` 0 for
 * any free one. Resolves to `{ origin, baseUrl, breaches, calls, close }`.
 */
export function startValidatingProxy({
  name,
  upstream,
  check,
  portalOrigin,
  port = 0,
  passThrough = [],
  log = () => undefined,
}) {
  const target = new URL(upstream);
  const basePath = target.pathname.replace(/\/$/, '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const breaches = new Map();
  const state = { calls: 0 };
  const unchecked = (path) =>
    !path.startsWith(`${basePath}/`) ||
    passThrough.some((prefix) => path.startsWith(`${basePath}${prefix}`));

  function record(found) {
    for (const breach of found) {
      const key = [breach.operation, breach.status, breach.side, breach.pointer, breach.at].join(
        ' ',
      );
      const known = breaches.get(key);
      if (known) known.count += 1;
      else {
        breaches.set(key, { ...breach, backend: name, count: 1 });
        log(
          `[${name}] contract breach: ${breach.operation} ${breach.status} ${breach.side} ${breach.at}: ${breach.message}`,
        );
      }
    }
  }

  const server = createServer((incoming, reply) => {
    const origin = incoming.headers.origin;
    if (incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
      reply.writeHead(204, {
        ...corsHeaders(origin, portalOrigin),
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': incoming.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      reply.end();
      return;
    }
    const url = new URL(incoming.url ?? '/', target);
    const outgoing = {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: incoming.method,
      path: `${url.pathname}${url.search}`,
      headers: outgoingHeaders(incoming, target),
    };
    if (unchecked(url.pathname)) {
      const forward = send(outgoing, (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answerHeaders(answer, origin, portalOrigin));
        answer.pipe(reply);
      });
      forward.on('error', () => reply.headersSent || reply.writeHead(502).end());
      incoming.pipe(forward);
      return;
    }
    void (async () => {
      const requestBody = await readAll(incoming);
      const answer = await new Promise((resolve, reject) => {
        const forward = send(outgoing, resolve);
        forward.on('error', reject);
        forward.end(requestBody);
      });
      const responseBody = await readAll(answer);
      reply.writeHead(answer.statusCode ?? 502, answerHeaders(answer, origin, portalOrigin));
      reply.end(responseBody);
      state.calls += 1;
      const status = answer.statusCode ?? 0;
      const found = check({
        method: incoming.method ?? 'GET',
        path: url.pathname.slice(basePath.length),
        request: {
          query: url.searchParams,
          contentType: incoming.headers['content-type'],
          body: requestBody.toString('utf8'),
        },
        answer: {
          status,
          contentType: answer.headers['content-type'],
          body: decoded(responseBody, answer.headers['content-encoding']),
        },
      });
      record(found.map((breach) => ({ ...breach, status })));
    })().catch((error) => {
      log(`[${name}] ${incoming.method} ${url.pathname}: ${error.message}`);
      if (!reply.headersSent) reply.writeHead(502, corsHeaders(origin, portalOrigin));
      reply.end();
    });
  });

  // Websocket upgrades (SockJS) go through as raw bytes, Origin left out as above.
  server.on('upgrade', (incoming, socket, head) => {
    const secure = target.protocol === 'https:';
    const upstreamPort = Number(target.port) || (secure ? 443 : 80);
    const connection = secure
      ? tlsConnect({ host: target.hostname, port: upstreamPort, servername: target.hostname })
      : netConnect({ host: target.hostname, port: upstreamPort });
    connection.on('error', () => socket.destroy());
    socket.on('error', () => connection.destroy());
    connection.once(secure ? 'secureConnect' : 'connect', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`, `host: ${target.host}`];
      for (const [key, value] of Object.entries(incoming.headers)) {
        if (key === 'host' || key === 'origin') continue;
        for (const one of [value].flat()) lines.push(`${key}: ${one}`);
      }
      connection.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) connection.write(head);
      connection.pipe(socket).pipe(connection);
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const origin = `http://localhost:${server.address().port}`;
      resolve({
        name,
        origin,
        baseUrl: `${origin}${basePath}`,
        breaches: () => [...breaches.values()],
        calls: () => state.calls,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
