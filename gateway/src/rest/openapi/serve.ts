import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../../config/logger.js';
import type { RestRoute } from '../route-types.js';
import { buildOpenApiDocument, undocumentedRoutes } from './document.js';
import { referencePageDocument } from './reference-page-document.js';
import { decodeJwt } from 'jose';
import { cookieSessionToken, type RequestSupabase } from '../../auth/cookie-session.js';

/** swagger-ui-dist's files, served from node_modules: the reference page needs no CDN. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** What the reference page needs to know about the auth service: where tokens come from. */
export interface DocsAuth {
  /** Hosted Supabase's URL, or null when the gateway's own /auth/v1 serves this origin. */
  hostedUrl: string | null;
  /** The auth API's public key (the `apikey` header; publishable, the client ships it too). */
  anonKey: string;
}

/** For element content (the command is never put in an attribute). */
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * The page (issue #58 item 8): who "Try it out" runs as, how a script gets a token, then Swagger
 * UI. The bundle and the rendering document are preloaded so both download while the page parses.
 */
function docsPage(auth: DocsAuth, siteUrl: string): string {
  const tokenUrl = `${auth.hostedUrl ?? siteUrl}/auth/v1/token?grant_type=password`;
  const curl = [
    `TOKEN=$(curl -s -H 'apikey: ${auth.anonKey}' -H 'content-type: application/json' \\`,
    `  -d '{"email":"you@example.org","password":"…"}' \\`,
    `  '${tokenUrl}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).access_token')`,
    `curl -H "authorization: Bearer $TOKEN" ${siteUrl}/api/users/me`,
  ].join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>REST API reference · Member Portal</title>
    <link rel="preload" href="/api/docs/assets/swagger-ui-bundle.js" as="script" />
    <link rel="preload" href="/api/docs/openapi.json" as="fetch" crossorigin="anonymous" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/portal.css" />
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <header class="portal-docs" aria-labelledby="portal-docs-heading">
      <h1 id="portal-docs-heading">REST API reference</h1>
      <p id="portal-session" role="status">Checking who is signed in to the portal in this browser…</p>
      <details>
        <summary>Calling the API from a script</summary>
        <p>
          Scripts send an access token as <code>Authorization: Bearer &lt;token&gt;</code>. Get one by signing in to the auth
          service with the account's email and password (tokens expire after an hour; sign in again for a new one):
        </p>
        <pre><code>${escapeHtml(curl)}</code></pre>
        <p>The same token works on <code>POST /graphql</code>. The document itself is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
      </details>
    </header>
    <noscript>The API reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <main id="swagger-ui"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;
}

const DOCS_CSS = `.portal-docs { max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; font-family: sans-serif; color: #3b4151; }
.portal-docs h1 { font-size: 1.5rem; margin: 0 0 8px; }
.portal-docs #portal-session { margin: 0 0 8px; padding: 8px 12px; border-left: 4px solid #49cc90; background: #f3fbf7; }
.portal-docs #portal-session[data-state='signed-out'], .portal-docs #portal-session[data-state='expired'] { border-color: #fca130; background: #fff8ef; }
.portal-docs pre { overflow-x: auto; padding: 12px; background: #f6f8fa; border-radius: 4px; font-size: 0.85rem; }
.portal-docs summary { cursor: pointer; font-weight: 600; }
`;

/**
 * Runs as the page's only script (the CSP allows scripts from the site only). "Try it out" sends
 * the access token of the member signed in to the portal in this browser, as GraphiQL at /graphql
 * does: asked of GET /api/docs/session at each request, which reads supabase-js's session cookies
 * (renewing the session there when it has expired, as the portal's pages would). A token typed
 * into Authorize wins.
 */
function initScript(): string {
  return `(function () {
  var line = document.getElementById('portal-session');
  var current = null;
  function show() {
    if (!current) {
      line.dataset.state = 'signed-out';
      line.innerHTML = 'Nobody is signed in to the portal in this browser: "Try it out" calls the API without a token. <a href="/login" target="_blank">Sign in to the portal</a> in another tab; this page picks the session up by itself.';
    } else {
      line.dataset.state = 'signed-in';
      line.textContent = '"Try it out" runs as ' + current.email + ', the member signed in to the portal in this browser. A token entered under Authorize is used instead.';
    }
  }
  function load() {
    return fetch('/api/docs/session', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (s) { current = s && s.signedIn ? s : null; show(); return current; })
      .catch(function () { return current; });
  }
  show();
  load();
  window.addEventListener('focus', load);
  setInterval(load, 30000);
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: false,
    defaultModelsExpandDepth: -1,
    requestInterceptor: function (req) {
      var headers = req.headers || (req.headers = {});
      var own = Object.keys(headers).some(function (k) { return k.toLowerCase() === 'authorization' && headers[k]; });
      if (own || new URL(req.url, location.href).origin !== location.origin || req.url.indexOf('/api/docs/') >= 0) return req;
      return load().then(function (s) {
        if (s) headers.Authorization = 'Bearer ' + s.accessToken;
        return req;
      });
    },
  });
})();
`;
}

/**
 * GET /api/openapi.json (the document, built once at start-up from the route table) and the
 * readable reference at GET /api/docs (Swagger UI, bundled from npm, running under the portal's
 * CSP). Both are public: the document lists only routes anyone can read in docs/rest.md too.
 */
export function createOpenApiRouter(opts: {
  schema: GraphQLSchema;
  routes: RestRoute[];
  operations: Map<string, string>;
  log: Logger;
  serverUrl: string;
  auth: DocsAuth;
  /** supabase-js's session in the request's cookies (auth/cookie-session.ts), for "Try it out". */
  cookieSession?: RequestSupabase;
}): Router {
  const missing = undocumentedRoutes(opts.routes);
  if (missing.length) opts.log.warn(`OpenAPI: ${missing.length} route(s) are not documented and left out of /api/openapi.json:\n  ${missing.join('\n  ')}`);
  const document = buildOpenApiDocument(opts);
  const json = JSON.stringify(document);
  const renderedJson = JSON.stringify(referencePageDocument(document));
  const site = opts.serverUrl.replace(/\/+$/, '');
  const page = docsPage(opts.auth, site);
  const init = initScript();
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(json);
  });
  router.get('/api/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  router.get('/api/docs/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(renderedJson);
  });
  router.get('/api/docs/portal.css', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/css').send(DOCS_CSS);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(init);
  });
  // The session "Try it out" runs as: for the portal's own reference page only (a fetch from
  // another site is refused, and nothing here is cached or shared).
  router.get('/api/docs/session', (req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('Cookie');
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin') return res.status(403).json({ error: { code: 'FORBIDDEN', message: 'Only the portal’s own pages may ask for its session.' } });
    const supabase = opts.cookieSession?.(req, res);
    void (async () => {
      const token = supabase ? await cookieSessionToken(supabase) : undefined;
      const email = token ? emailOf(token) : undefined;
      res.json(token ? { signedIn: true, email: email ?? 'your account', accessToken: token } : { signedIn: false });
    })().catch(next);
  });
  router.use('/api/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1d', fallthrough: true }));
  return router;
}

/** The email an access token names (not verified: the API checks the token itself when it is sent). */
function emailOf(token: string): string | undefined {
  try {
    const { email } = decodeJwt(token);
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}
