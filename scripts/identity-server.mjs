// Local OpenID Connect identity server for the demo and the end-to-end tests.
// The portal signs in with the real keycloak-js adapter (authorization code + PKCE S256),
// so instead of mocking Keycloak we run a real OIDC provider (oidc-provider) that serves
// the demo accounts of src/mocks/data/demo-accounts.json, issues Keycloak-like JWTs
// (realm_access.roles) and shows a French, accessible login page. Development use only:
// in-memory sessions, keys generated at start-up, plain http on localhost.
// Tokens live as Keycloak's do: access tokens 5 minutes (IDP_ACCESS_TOKEN_TTL, seconds), refresh
// tokens shaped as JWTs (IDP_REFRESH_TOKEN_TTL), and POST /test/end-session (refresh_token=…)
// ends the SSO session of that token on demand, as an administrator or an idle time-out would.

import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';

import Provider, { errors } from 'oidc-provider';

import { createRefreshTokenWrapper, readBody } from './identity/keycloak-refresh-tokens.mjs';

const PORT = Number(process.env.IDP_PORT || 5180);
const ISSUER = `http://localhost:${PORT}`;
const API_RESOURCE = `${ISSUER}/api`;
const CLIENT_ID = 'member-portal';
const ACCESS_TOKEN_TTL = Number(process.env.IDP_ACCESS_TOKEN_TTL || 300);
const REFRESH_TOKEN_TTL = Number(process.env.IDP_REFRESH_TOKEN_TTL || 30 * 60);
const TOKEN_PATH = '/token';
const ALLOWED_ORIGINS = new Set(
  (
    process.env.IDP_CLIENT_ORIGINS ||
    'http://localhost:5173,http://localhost:8080,http://localhost:8081,http://localhost:4173,http://localhost:4174,http://localhost:4175,http://localhost:4176,http://localhost:4177,http://localhost:4178,http://localhost:4179'
  )
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => new URL(value).origin),
);

// ---------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------

const accountsFile = new URL('../src/mocks/data/demo-accounts.json', import.meta.url);
const ACCOUNTS = new Map(
  JSON.parse(readFileSync(accountsFile, 'utf8')).map((account) => [
    account.email.toLowerCase(),
    account,
  ]),
);

function userClaims(account) {
  return {
    sub: account.email,
    email: account.email,
    email_verified: true,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
    preferred_username: account.email,
    realm_access: { roles: [...(account.realmRoles ?? [])] },
  };
}

function findAccountById(id) {
  return typeof id === 'string' ? ACCOUNTS.get(id.toLowerCase()) : undefined;
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

function isAllowedAppUrl(value) {
  if (typeof value !== 'string') return false;
  const url = URL.parse(value);
  return (
    !!url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    ALLOWED_ORIGINS.has(url.origin)
  );
}

const escapeHtml = (value) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const STYLES = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; font-size: 1rem;
         line-height: 1.5; color: #1a1a1a; background: #f3f4f6; }
  main { max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #6b7280; border-radius: 8px; }
  h1 { margin: 0 0 .5rem; font-size: 1.75rem; }
  p { margin: 0 0 1.25rem; }
  .field { margin-bottom: 1.25rem; }
  label { display: block; margin-bottom: .25rem; font-weight: 600; }
  input { width: 100%; min-height: 2.75rem; padding: .5rem .75rem; font: inherit; color: #1a1a1a; background: #fff;
          border: 2px solid #4b5563; border-radius: 4px; }
  button { width: 100%; min-height: 2.75rem; padding: .5rem 1rem; font: inherit; font-weight: 600; color: #fff;
           background: #0b4f9c; border: 2px solid #0b4f9c; border-radius: 4px; cursor: pointer; }
  button:hover { background: #083b75; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
  .alert { margin: 0 0 1.25rem; padding: .75rem 1rem; color: #8a0016; background: #fdecee; border: 2px solid #8a0016; border-radius: 4px; }
  a { color: #0b4f9c; }
`;

function page(title, body, { script } = {}) {
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

function loginPage({ action, email = '', error = false }) {
  const describedBy = error ? ' aria-describedby="login-error"' : '';
  return page(
    'Connexion – Portail des adhérents',
    `<h1>Connexion</h1>
<p>Portail des adhérents</p>
${error ? '<div id="login-error" class="alert" role="alert">Adresse e-mail ou mot de passe incorrect.</div>' : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <div class="field">
    <label for="email">Adresse e-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required spellcheck="false"
           value="${escapeHtml(email)}"${describedBy}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Mot de passe</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${email ? ' autofocus' : ''}>
  </div>
  <button type="submit">Se connecter</button>
</form>`,
  );
}

function sendHtml(res, status, html, { csp = true } = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (csp) {
    // No frame-ancestors / X-Frame-Options on purpose: the app frames this server for silent check-sso.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
    );
  }
  res.end(html);
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > 10_000) throw new Error('request body too large');
  }
  return new URLSearchParams(body);
}

// ---------------------------------------------------------------------------
// Provider
// ---------------------------------------------------------------------------

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = {
  ...privateKey.export({ format: 'jwk' }),
  kid: 'idp-dev-rs256',
  use: 'sig',
  alg: 'RS256',
};
const origins = [...ALLOWED_ORIGINS];
const refreshTokens = createRefreshTokenWrapper({
  privateJwk: signingKey,
  issuer: ISSUER,
  clientId: CLIENT_ID,
});

const provider = new Provider(ISSUER, {
  clients: [
    {
      client_id: CLIENT_ID,
      client_name: 'Portail des adhérents',
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      // Placeholders: any URL of an allowed origin is accepted (see redirectUriAllowed below).
      redirect_uris: origins.map((origin) => `${origin}/`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: {
    keys: [randomBytes(32).toString('base64url')],
    long: { httpOnly: true, sameSite: 'lax' },
    short: { httpOnly: true, sameSite: 'lax' },
  },
  responseTypes: ['code'],
  scopes: ['openid', 'profile', 'email'],
  claims: {
    // keycloak-js only asks for "openid": every user claim rides on it, as Keycloak's default scopes do.
    openid: [
      'sub',
      'email',
      'email_verified',
      'given_name',
      'family_name',
      'name',
      'preferred_username',
      'realm_access',
    ],
    email: ['email', 'email_verified'],
    profile: ['given_name', 'family_name', 'name', 'preferred_username'],
  },
  conformIdTokenClaims: false,
  pkce: { required: () => true }, // v9 only implements S256
  async findAccount(_ctx, id) {
    const account = findAccountById(id);
    if (!account) return undefined;
    return {
      accountId: account.email,
      async claims() {
        return userClaims(account);
      },
    };
  },
  async extraTokenClaims(_ctx, token) {
    const account = findAccountById(token.accountId);
    if (!account) return undefined;
    // sub, iss, aud, exp... are then set by oidc-provider itself (sub = accountId = e-mail).
    return { ...userClaims(account), azp: token.clientId, typ: 'Bearer' };
  },
  // Automatic consent: first-party client, grant everything that was asked for.
  async loadExistingGrant(ctx) {
    const { oidc } = ctx;
    const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
    let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    if (!grant || grant.accountId !== oidc.session.accountId) {
      grant = new oidc.provider.Grant({
        accountId: oidc.session.accountId,
        clientId: oidc.client.clientId,
      });
    }
    grant.addOIDCScope('openid profile email');
    for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
      grant.addResourceScope(indicator, resourceServer.scope || 'api');
    }
    await grant.save();
    return grant;
  },
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  // Keycloak keeps a refresh token valid until it expires (no reuse detection by default), so
  // two tabs refreshing with the same one both succeed.
  rotateRefreshToken: () => false,
  clientBasedCORS: (_ctx, origin) => ALLOWED_ORIGINS.has(origin),
  interactions: {
    url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
  },
  features: {
    devInteractions: { enabled: false },
    resourceIndicators: {
      enabled: true,
      defaultResource: async () => API_RESOURCE,
      useGrantedResource: async () => true,
      async getResourceServerInfo(_ctx, resourceIndicator) {
        if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
        return {
          scope: 'api',
          audience: API_RESOURCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: ACCESS_TOKEN_TTL,
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
    rpInitiatedLogout: {
      enabled: true,
      // Skip the confirmation page: auto-submit the logout form (logout=yes ends the whole session).
      async logoutSource(ctx, form) {
        ctx.type = 'html';
        ctx.body = page(
          'Déconnexion – Portail des adhérents',
          `<h1>Déconnexion</h1>
<p>Déconnexion en cours…</p>
${form.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Se déconnecter</button></noscript></form>')}`,
          { script: 'document.forms[0].submit();' },
        );
      },
      async postLogoutSuccessSource(ctx) {
        ctx.type = 'html';
        ctx.body = page(
          'Déconnecté – Portail des adhérents',
          '<h1>Vous êtes déconnecté</h1>\n<p>Votre session a bien été fermée. Vous pouvez fermer cette page.</p>',
        );
      },
    },
  },
  ttl: {
    AccessToken: ACCESS_TOKEN_TTL,
    RefreshToken: REFRESH_TOKEN_TTL,
    AuthorizationCode: 60,
    IdToken: 60 * 60,
    Interaction: 60 * 60,
    Session: 14 * 24 * 60 * 60,
    Grant: 14 * 24 * 60 * 60,
  },
  async renderError(ctx, out) {
    ctx.type = 'html';
    ctx.body = page(
      'Erreur – Portail des adhérents',
      `<h1>Une erreur est survenue</h1>
<p>La demande de connexion n’a pas pu aboutir. Revenez au portail et réessayez.</p>
<p><code>${escapeHtml(out.error)}</code>${out.error_description ? ` : ${escapeHtml(out.error_description)}` : ''}</p>`,
    );
  },
});

// keycloak-js uses the current page URL as redirect_uri: accept any URL of an allowed app origin.
provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value) {
  return this.clientId === CLIENT_ID && isAllowedAppUrl(value);
};
provider.Client.prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
  value,
) {
  return this.clientId === CLIENT_ID && isAllowedAppUrl(value);
};

provider.on('server_error', (_ctx, error) =>
  console.error('[identity-server] server error:', error),
);

// ---------------------------------------------------------------------------
// Interactions (login page) and HTTP server
// ---------------------------------------------------------------------------

async function handleInteraction(req, res, uid) {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    sendHtml(
      res,
      400,
      page(
        'Session expirée – Portail des adhérents',
        '<h1>Session de connexion expirée</h1>\n<p>Cette demande de connexion n’est plus valide. Revenez au portail pour vous connecter à nouveau.</p>',
      ),
    );
    return;
  }
  if (details.uid !== uid) {
    sendHtml(res, 400, page('Erreur – Portail des adhérents', '<h1>Demande invalide</h1>'));
    return;
  }

  const { prompt, params } = details;

  if (prompt.name !== 'login') {
    // Consent (should not happen thanks to loadExistingGrant): grant automatically.
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: details.session.accountId, clientId: params.client_id });
    grant.addOIDCScope('openid profile email');
    for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return;
  }

  if (req.method === 'GET' || req.method === 'HEAD') {
    sendHtml(
      res,
      200,
      loginPage({ action, email: typeof params.login_hint === 'string' ? params.login_hint : '' }),
    );
    return;
  }

  if (req.method !== 'POST') {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, POST');
    res.end();
    return;
  }

  const form = await readForm(req);
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const account = findAccountById(email);
  if (!account || account.password !== password) {
    sendHtml(res, 200, loginPage({ action, email, error: true }));
    return;
  }

  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.email, remember: true } },
    { mergeWithLastSubmission: false },
  );
}

const providerCallback = provider.callback();

/** The account of a token answer, read from its access token (a JWT signed by this server). */
function accountOfTokenAnswer(answer) {
  try {
    return JSON.parse(Buffer.from(answer.access_token.split('.')[1], 'base64url').toString()).sub;
  } catch {
    return undefined;
  }
}

/**
 * The token endpoint with JWT-shaped refresh tokens: the one coming in is unwrapped before
 * oidc-provider reads the form (it takes req.body once the stream is read), the one going out
 * is wrapped in the JSON answer.
 */
async function handleToken(req, res) {
  const form = new URLSearchParams(await readBody(req));
  if (form.has('refresh_token'))
    form.set('refresh_token', refreshTokens.unwrap(form.get('refresh_token')));
  req.body = form.toString();
  const end = res.end.bind(res);
  res.end = (chunk, ...rest) => {
    if (res.statusCode !== 200 || chunk === undefined) return end(chunk, ...rest);
    const answer = JSON.parse(chunk.toString());
    const accountId = accountOfTokenAnswer(answer);
    if (answer.refresh_token && accountId) {
      answer.refresh_token = refreshTokens.wrap(answer.refresh_token, {
        accountId,
        expiresIn: REFRESH_TOKEN_TTL,
      });
    }
    const body = JSON.stringify(answer);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    return end(body, ...rest);
  };
  providerCallback(req, res);
}

/**
 * Ends the SSO session that a refresh token belongs to, as an administrator or an idle time-out
 * would in Keycloak: that token and every other of the session are refused from then on.
 */
async function endSession(req, res) {
  const wrapped = new URLSearchParams(await readBody(req)).get('refresh_token') ?? '';
  const token = await provider.RefreshToken.find(refreshTokens.unwrap(wrapped));
  const session = token?.sessionUid ? await provider.Session.findByUid(token.sessionUid) : null;
  await session?.destroy();
  await token?.destroy();
  res.statusCode = token ? 204 : 404;
  res.end();
}

const server = http.createServer((req, res) => {
  const { origin } = req.headers;
  if (origin && ALLOWED_ORIGINS.has(origin)) {
    // keycloak-js calls the token endpoint with credentials: 'include'. Setting the CORS headers
    // here also makes oidc-provider skip its own CORS handling (which never allows credentials).
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.statusCode = 204;
      res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,POST,OPTIONS');
      if (req.headers['access-control-request-headers']) {
        res.setHeader(
          'Access-Control-Allow-Headers',
          req.headers['access-control-request-headers'],
        );
      }
      res.setHeader('Access-Control-Max-Age', '3600');
      res.end();
      return;
    }
  }

  const { pathname } = new URL(req.url ?? '/', ISSUER);
  if (req.method === 'POST' && (pathname === TOKEN_PATH || pathname === '/test/end-session')) {
    (pathname === TOKEN_PATH ? handleToken : endSession)(req, res).catch((error) => {
      console.error('[identity-server] token error:', error);
      if (!res.headersSent) res.statusCode = 400;
      res.end();
    });
    return;
  }
  const match = /^\/interaction\/([^/]+)\/?$/.exec(pathname);
  if (match) {
    handleInteraction(req, res, decodeURIComponent(match[1])).catch((error) => {
      console.error('[identity-server] interaction error:', error);
      if (!res.headersSent) {
        sendHtml(
          res,
          500,
          page('Erreur – Portail des adhérents', '<h1>Une erreur est survenue</h1>'),
        );
      } else {
        res.end();
      }
    });
    return;
  }

  providerCallback(req, res);
});

server.on('error', (error) => {
  console.error(`[identity-server] cannot listen on port ${PORT}: ${error.message}`);
  process.exit(1);
});

server.listen(PORT, () => {
  console.log(
    `[identity-server] OpenID Connect issuer ${ISSUER} listening (client "${CLIENT_ID}", app origins: ${origins.join(', ')})`,
  );
});

function shutdown(signal) {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
  console.log(`[identity-server] ${signal} received, stopped.`);
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
