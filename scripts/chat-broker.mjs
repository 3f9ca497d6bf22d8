// The realtime half of the chat service for the demo and the journeys: a real STOMP 1.1 broker
// over SockJS (stomp-broker-js), so that a message sent in one browser reaches another. The REST
// calls of the chat service stay mocked in each browser (MSW); only what two browsers must share
// lives here. Contract: docs/api.md, section 'Messaging'; decisions: docs/adr/0012-realtime-broker.md.
//
//   node scripts/chat-broker.mjs            (CHAT_BROKER_PORT, default 5181; IDP_ISSUER)
//
// - CONNECT must carry `Authorization: Bearer <access token>`: a JWT of the identity server,
//   verified against its JWKS (RS256, issuer, expiry). Without it: an ERROR frame, socket closed.
// - Clients send only to application destinations (/ws/private-message, /app/hello); the broker
//   republishes to the topic with the server's send, so the sender receives its own message too
//   (stomp-broker-js never echoes a client's SEND to that client).
// - Every body leaves as a Buffer: stomp-broker-js writes content-length as the body's length,
//   which for a string counts characters while stompjs counts UTF-8 bytes (accents, emoji).
// - Global notifications: POST /chat/notifications with an administrator's bearer (realm role
//   Module-Utilisateurs) and `{ title?, content? }` publishes `{ id, title, content, createdAt }`
//   on /topic/notifications. A hello (/app/hello, `{ clientId? }`) is answered on
//   /topic/greetings with `{ content, clientId? }`, the page's clientId echoed.
// - The last messages are kept per conversation and served by
//   GET /chat/messages/conversation/{id}?since=<ISO date> (bearer checked): the catch-up a client
//   makes after a reconnection, for what was relayed while it was away. And
//   GET /chat/messages/last?conversations=<id>,<id> (bearer checked): `{ messages }`, the last
//   message relayed in each of those conversations, which the mocked conversation list shows
//   (another browser's mocked database never saw it; src/mocks/handlers/chat/index.ts).
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const StompServer = require('stomp-broker-js');
const { ServerFrame } = require('stomp-broker-js/lib/stomp');

/** The page reads the same list (src/shared/realtime/index.ts): one place names every topic. */
export const destinations = JSON.parse(
  readFileSync(new URL('../src/shared/realtime/destinations.json', import.meta.url), 'utf8'),
);

const HISTORY_PER_CONVERSATION = 500;

// ---------------------------------------------------------------------------------------------
// Bearer verification against the identity server's keys
// ---------------------------------------------------------------------------------------------

function base64urlJson(part) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** Keys are fetched lazily and again on an unknown kid: the demo IdP makes new keys at start. */
export function jwtVerifier(issuer) {
  let keys = new Map();
  async function loadKeys() {
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`).then((r) =>
      r.json(),
    );
    const jwks = await fetch(discovery.jwks_uri).then((r) => r.json());
    keys = new Map(jwks.keys.map((jwk) => [jwk.kid, createPublicKey({ key: jwk, format: 'jwk' })]));
  }
  return async function verifyBearer(authorization) {
    const match = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization ?? '');
    if (!match) throw new Error('missing bearer');
    const [, headerPart, payloadPart, signaturePart] = match;
    const header = base64urlJson(headerPart);
    if (header.alg !== 'RS256') throw new Error(`unexpected alg ${header.alg}`);
    if (!keys.has(header.kid)) await loadKeys();
    const key = keys.get(header.kid);
    if (!key) throw new Error('unknown key');
    const signed = Buffer.from(`${headerPart}.${payloadPart}`);
    if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) {
      throw new Error('bad signature');
    }
    const claims = base64urlJson(payloadPart);
    if (claims.iss !== issuer) throw new Error('wrong issuer');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) {
      throw new Error('expired');
    }
    return claims;
  };
}

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

const text = (value, max) => (typeof value === 'string' ? value.slice(0, max) : null);
const int = (value) => (Number.isSafeInteger(value) ? value : null);

/** The message object of administration.md 7.8, stamped with createdAt when the client gave none. */
export function normaliseMessage(body, now = new Date()) {
  const parsed = typeof body === 'string' || Buffer.isBuffer(body) ? JSON.parse(body) : body;
  const message = text(parsed?.message, 5000);
  const idProfile = int(parsed?.idProfile);
  const idConversation = int(parsed?.idConversation);
  if (!message || idProfile === null || idConversation === null) return null;
  const given = typeof parsed.createdAt === 'string' ? new Date(parsed.createdAt) : null;
  // A client clock may be off: a given date is kept only when close to the broker's.
  const createdAt =
    given && Math.abs(given.getTime() - now.getTime()) < 5 * 60_000
      ? given.toISOString()
      : now.toISOString();
  return {
    message,
    idProfile,
    idConversation,
    nom: text(parsed.nom, 200) ?? '',
    prenom: text(parsed.prenom, 200) ?? '',
    profilePicture: text(parsed.profilePicture, 2000),
    createdAt,
    ...(typeof parsed.clientMessageId === 'string'
      ? { clientMessageId: parsed.clientMessageId.slice(0, 100) }
      : {}),
  };
}

/** PASS 'sessionUpdated' (docs/api.md, PASS live events): a session id and its address fields. */
export function normaliseSessionUpdated(body) {
  const parsed = parseBody(body);
  const sessionId = int(parsed?.sessionId);
  if (sessionId === null) return null;
  const event = { type: 'sessionUpdated', sessionId };
  for (const field of ['adresse', 'codePostal', 'ville', 'commentaire']) {
    const value = text(parsed[field], 500);
    if (value !== null) event[field] = value;
  }
  return event;
}

/** The answer to a hello: `{ content, clientId? }`, the page's clientId echoed (docs/api.md). */
export function greetingFor(claims, body) {
  let clientId = null;
  try {
    clientId = text(parseBody(body)?.clientId, 100);
  } catch {
    // A hello with no JSON body is still a hello.
  }
  const name = claims.given_name ?? claims.sub;
  return { content: `Bonjour, ${name} !`, ...(clientId ? { clientId } : {}) };
}

/**
 * A global notification as the broker publishes it: `{ id, title, content, createdAt }`, id and
 * date stamped here; null without a title or a content.
 */
export function normaliseNotification(body, now = new Date()) {
  const title = text(body?.title, 200)?.trim() ?? '';
  const content = text(body?.content, 2000)?.trim() ?? '';
  if (!title && !content) return null;
  return { id: randomUUID(), title, content, createdAt: now.toISOString() };
}

/** Who may publish a global notification: an administrator (realm role 'Module-Utilisateurs'). */
export const notificationPublisherRole = 'Module-Utilisateurs';

function parseBody(body) {
  return typeof body === 'string' || Buffer.isBuffer(body) ? JSON.parse(String(body)) : body;
}

function readJson(request, limit = 10_000) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

function jsonHeaders() {
  return { 'content-type': 'application/json;charset=utf-8' };
}

// ---------------------------------------------------------------------------------------------
// The broker
// ---------------------------------------------------------------------------------------------

/** The socket object of administration.md 7.8, without what we designed (createdAt, clientMessageId). */
export function specOnlyMessage(message) {
  const { message: text, idProfile, idConversation, nom, prenom, profilePicture } = message;
  return { message: text, idProfile, idConversation, nom, prenom, profilePicture };
}

export function startChatBroker({
  port = 5181,
  host = '127.0.0.1',
  issuer = 'http://localhost:5180',
  prefix = '/chat',
  verifyBearer = jwtVerifier(issuer),
  log = () => undefined,
} = {}) {
  // Spec-only journeys (docs/adr/0015-openapi-contract.md) point the chat at `{prefix}/spec-only`:
  // a broker as the spec gives it, with its own topics and history.
  const specOnlyPrefix = `${prefix}/spec-only`;

  /**
   * The chat service's REST half (conversations, members, messages sent), which the broker does
   * not answer: the production flavour's mocked backend over HTTP serves it (CHAT_REST_UPSTREAM,
   * playwright.config.ts); without it, as for the demo whose page mocks those calls, a 404.
   */
  const restUpstream = process.env.CHAT_REST_UPSTREAM;

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://broker');
    const endpoint = url.pathname.startsWith(`${specOnlyPrefix}/`) ? specOnly : full;
    if (await endpoint.answer(request, response, url)) return;
    if (response.headersSent || url.pathname.startsWith(`${endpoint.prefix}/ws`)) return;
    if (restUpstream) forward(request, response, restUpstream);
    else response.writeHead(404).end();
  });

  const full = stompEndpoint(server, { prefix, specOnly: false, verifyBearer, log });
  const specOnly = stompEndpoint(server, {
    prefix: specOnlyPrefix,
    specOnly: true,
    verifyBearer,
    log,
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      log(`Chat broker (STOMP over SockJS) on http://${host}:${port}${prefix}/ws`);
      resolve({
        server,
        broker: full.broker,
        port: server.address().port,
        notify: full.notify,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * One STOMP endpoint at `{prefix}/ws` and its HTTP calls under `prefix`. The spec-only one relays
 * only the spec's private messages (administration.md 7.8), without the fields we designed, and
 * refuses every designed destination (hello, members changed, PASS session updates) and the
 * notifications' publication.
 */
function stompEndpoint(server, { prefix, specOnly, verifyBearer, log }) {
  const history = new Map();
  const remember = (message) => {
    const list = history.get(message.idConversation) ?? [];
    list.push(message);
    if (list.length > HISTORY_PER_CONVERSATION)
      list.splice(0, list.length - HISTORY_PER_CONVERSATION);
    history.set(message.idConversation, list);
  };

  const historyPath = new RegExp(`^${prefix}/messages/conversation/(\\d+)$`);
  const lastMessagesPath = `${prefix}/messages/last`;
  const notificationsPath = `${prefix}/notifications`;

  /** A global notification to every connected client (members-area: notification counter). */
  const notify = (body) =>
    broker.send(destinations.notifications, jsonHeaders(), asBuffer(JSON.stringify(body)));

  /** POST {prefix}/notifications: an administrator's bearer, `{ title?, content? }`; 201. */
  const publishNotification = async (request, response) => {
    let claims;
    try {
      claims = await verifyBearer(request.headers.authorization);
    } catch {
      response.writeHead(401).end();
      return;
    }
    if (!claims.realm_access?.roles?.includes(notificationPublisherRole)) {
      response.writeHead(403).end();
      return;
    }
    let notification = null;
    try {
      notification = normaliseNotification(await readJson(request));
    } catch {
      // Unreadable or too large: answered below as a bad request.
    }
    if (!notification) {
      response.writeHead(400).end();
      return;
    }
    notify(notification);
    log(`notification ${notification.id} by ${claims.sub}`);
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(notification));
  };

  /** Answers the endpoint's own HTTP calls; false when the call is not one of them. */
  const answer = async (request, response, url) => {
    if (request.method === 'POST' && url.pathname === notificationsPath) {
      if (specOnly) response.writeHead(404).end();
      else await publishNotification(request, response);
      return true;
    }
    const match = historyPath.exec(url.pathname);
    const lastMessages = url.pathname === lastMessagesPath;
    if (request.method !== 'GET' || (!match && !lastMessages)) return false;
    try {
      await verifyBearer(request.headers.authorization);
    } catch {
      response.writeHead(401).end();
      return true;
    }
    if (lastMessages) {
      const ids = (url.searchParams.get('conversations') ?? '').split(',').map(Number);
      const messages = ids.flatMap((id) => history.get(id)?.slice(-1) ?? []);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ messages }));
      return true;
    }
    const since = Date.parse(url.searchParams.get('since') ?? '');
    const messages = (history.get(Number(match[1])) ?? []).filter(
      (message) => Number.isNaN(since) || Date.parse(message.createdAt) > since,
    );
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ idConversation: Number(match[1]), messages }));
    return true;
  };

  const broker = new StompServer({ server, path: `${prefix}/ws`, protocol: 'sockjs' });

  // The CONNECT hook of stomp-broker-js is synchronous: verify first, then hand the frame on.
  const connect = broker.frameHandler.CONNECT;
  broker.frameHandler.CONNECT = (socket, frame) => {
    verifyBearer(frame.headers.Authorization ?? frame.headers.authorization).then(
      (claims) => {
        socket.claims = claims;
        log(`connected ${claims.sub}`);
        connect(socket, frame);
      },
      (error) => {
        log(`refused: ${error.message}`);
        ServerFrame.ERROR(socket, 'Unauthorized', 'A valid bearer is required');
        setTimeout(() => socket.close(), 50);
      },
    );
  };
  const requireClaims = (socket, _args, next) => (socket.claims ? next() : false);
  broker.addMiddleware('subscribe', requireClaims);

  // Every body goes out as a Buffer so that content-length counts bytes.
  const asBuffer = (body) =>
    Buffer.isBuffer(body)
      ? body
      : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body ?? ''), 'utf8');

  broker.addMiddleware('send', (socket, args, next) => {
    const fromServer = !socket.claims && socket.sessionId === 'self_1234';
    if (fromServer) {
      args.frame.body = asBuffer(args.frame.body);
      return next();
    }
    if (!socket.claims) return false;
    const publish = (topic, body) => broker.send(topic, jsonHeaders(), asBuffer(body));
    try {
      if (args.dest === destinations.privateMessageSend) {
        const message = normaliseMessage(args.frame.body);
        if (!message) return false;
        const sent = specOnly ? specOnlyMessage(message) : message;
        // The relayed history answers as the REST Message, whose createdAt is the spec's.
        remember(specOnly ? { ...sent, createdAt: message.createdAt } : message);
        publish(destinations.privateMessages, JSON.stringify(sent));
        return true;
      }
      // A broker built from the spec has no other destination.
      if (specOnly) return false;
      if (args.dest === destinations.membersChangedSend) {
        const event =
          typeof args.frame.body === 'object' && !Buffer.isBuffer(args.frame.body)
            ? args.frame.body
            : JSON.parse(String(args.frame.body));
        const idConversation = int(event?.idConversation);
        const idProfile = int(event?.idProfile);
        if (idConversation === null || idProfile === null) return false;
        publish(destinations.membersChanged, JSON.stringify({ idConversation, idProfile }));
        return true;
      }
      if (args.dest === destinations.passSessionUpdatedSend) {
        const event = normaliseSessionUpdated(args.frame.body);
        if (!event) return false;
        publish(destinations.passSessions, JSON.stringify(event));
        return true;
      }
      if (args.dest === destinations.helloSend) {
        publish(
          destinations.greetings,
          JSON.stringify(greetingFor(socket.claims, args.frame.body)),
        );
        return true;
      }
    } catch (error) {
      log(`bad frame: ${error instanceof Error ? error.message : error}`);
      return false;
    }
    // Clients never publish straight to a topic.
    return false;
  });

  return { prefix, broker, notify, answer };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.CHAT_BROKER_PORT ?? 5181);
  startChatBroker({
    port,
    issuer: process.env.IDP_ISSUER ?? 'http://localhost:5180',
    log: (line) => console.log(`[chat-broker] ${line}`),
  }).catch((error) => {
    console.error(`[chat-broker] ${error.message}`);
    process.exit(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
}

/** Passes a request on to `upstream` as it came, and its answer back. */
function forward(request, response, upstream) {
  const target = new URL(request.url ?? '/', upstream);
  const proxied = http.request(
    target,
    { method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  proxied.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(proxied);
}
