import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { DataSource } from 'typeorm';
import type { Config } from './config/config.js';
import type { Logger } from './config/logger.js';
import { createTokenVerifier, supabaseJwks } from './auth/tokens.js';
import { mountAuth } from './auth/gotrue/index.js';
import { cookieSessions } from './auth/cookie-session.js';
import { clientIpHeaders } from './auth/gotrue/client-ip.js';
import { openSigningKeys } from './auth/gotrue/signing-keys.js';
import { createNotifier, type Notifier } from './db/notify.js';
import { createMetrics } from './http/metrics.js';
import { readiness } from './http/readiness.js';
import { requestIds } from './http/request-context.js';
import { collectOperations } from './graphql/limits.js';
import { buildContext, type Context } from './graphql/context.js';
import { rolesBeforeInputPlugin } from './graphql/auth.js';
import { compiledExecutor } from './graphql/executor.js';
import { createFormatError, legacyJsonStatusPlugin, unavailableStatusPlugin } from './graphql/format-error.js';
import { asUnavailable, isDatabaseUnavailable, warnUnavailable } from './db/unavailable.js';
import { DEFAULT_MESSAGES, DomainError, ERRORS } from './errors/errors.js';
import { createRestRouter, JSON_MEDIA_TYPES, restNotFound } from './rest/adapter.js';
import { graphqlProtection, persistedOnlyPlugin } from './graphql/limits.js';
import { corsPolicy, securityHeaders } from './http/security.js';
import { responseCompression } from './http/compression.js';
import { readClientBuild, serveClient } from './http/client-assets.js';
import { memberPages, signedInHome } from './http/member-pages.js';
import { accountForms } from './http/account-forms.js';
import { emailedLinkLandings } from './http/emailed-links.js';
import { scorecardPages } from './http/scorecard-pages.js';
import { startImageWorker, type ImageWorker } from './images/image-store.js';
import { imageRoutes } from './images/image.routes.js';
import { createApiRateLimiter } from './http/rate-limit.js';
import { createMailer } from './mail/mailer.js';
import { configurePush } from './modules/push/push.settings.js';
import { ResponseCache } from './http/response-cache.js';
import { loadOperations } from './rest/operations.js';
import { routes } from './rest/routes.js';
import { createUnsubscribeRouter } from './modules/notification/unsubscribe.js';
import { createOpenApiRouter } from './rest/openapi/serve.js';

export interface Portal {
  app: express.Express;
  httpServer: http.Server;
  /** Cross-gateway invalidation (db/notify.ts): caches subscribe here. */
  notifier: Notifier;
  /** The staff dashboard's cached answers (RESPONSE_CACHE_MB=0: none). */
  responseCache?: ResponseCache;
  listen(port: number, host?: string): Promise<number>;
  /**
   * Stop accepting connections, let in-flight requests finish for up to `drainMs` (default: the
   * grace period), then close what is left and stop Apollo. Resolves true when requests were cut short.
   */
  close(drainMs?: number): Promise<boolean>;
  /** This gateway's image store worker (null with IMAGE_FETCH=false). */
  imageWorker: ImageWorker | null;
}

export const JSON_BODY_LIMIT = '1mb';

/** Express + Apollo + the REST adapter + the built client, on one HTTP server. */
export async function createPortal(deps: { config: Config; log: Logger; dataSource: DataSource; schema: GraphQLSchema }): Promise<Portal> {
  const { config, log, dataSource, schema } = deps;
  const app = express();
  const httpServer = http.createServer(app);
  httpServer.on('clientError', answerClientError);
  const notifier = createNotifier(dataSource, log);
  // Web push settings (VAPID keys, loopback for tests) for the services this portal's requests reach.
  configurePush(dataSource, config.push);
  // The built-in /auth/v1 signs with its own asymmetric keys (kept in the database); with hosted
  // Supabase, tokens are checked against the project's JWKS. HS256 only with SUPABASE_JWT_SECRET.
  const signingKeys = config.auth.local ? await openSigningKeys(dataSource, { signingKey: config.auth.signingKey, notifier, log }) : undefined;
  const verifyToken = createTokenVerifier({
    issuer: config.auth.issuer,
    keys: signingKeys ? signingKeys.getKey : supabaseJwks(config.auth.supabaseUrl!),
    hs256Secret: config.auth.jwtSecret,
  });
  // With the built-in auth service, a token whose session was signed out is refused at once
  // (stricter than hosted PostgREST, which trusts a token until it expires).
  const checkSessions = config.auth.local;
  const rateLimiter = config.http.apiRateLimits ? createApiRateLimiter(dataSource) : undefined;
  const mail = { mailer: createMailer(config, log), siteUrl: config.siteUrl, digestHour: config.jobs.digestHour };
  // A database outage while loading the caller's roles or session is a 503, not a 500 (both transports).
  const context = (authorization: string | undefined, ip: string | undefined) =>
    buildContext({ dataSource, verifyToken, checkSessions, log, rateLimiter, mail }, authorization, { ip }).catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) warnUnavailable(log, 'signed-in caller', err);
      throw asUnavailable(err);
    });
  // Built once per request and shared by the response cache, Apollo and the REST adapter.
  const contexts = new WeakMap<Request, Promise<Context>>();
  const contextFor = (req: Request) => {
    let ctx = contexts.get(req);
    if (!ctx) contexts.set(req, (ctx = context(req.headers.authorization, req.ip)));
    return ctx;
  };
  const responseCache = config.http.responseCacheBytes > 0 ? new ResponseCache({ schema, dataSource, log, contextFor, notifier, compress: true, maxBytes: config.http.responseCacheBytes }) : undefined;

  const metrics = createMetrics({ dataSource, token: config.metrics.token, knownOperations: knownOperationNames(log) });
  let metricsServer: http.Server | undefined;

  app.disable('x-powered-by');
  // No ETag hashed over every dynamic body (res.send: GraphQL, REST, auth, member pages): each is
  // built per request for one viewer, so a match would only save bytes the gateway has already
  // paid to make, and the SHA-1 of a 1.6 MB staff dashboard costs more than its 304 ever saves. The
  // client's files keep theirs (express-static-gzip), and so do the response cache's answers (made
  // once per answer, http/response-cache.ts): If-None-Match still gets a 304 from both.
  app.set('etag', false);
  // Every request gets an id (X-Request-Id, in every log line of the request) and is measured.
  app.use(requestIds(log), metrics.middleware);
  // Once shutdown starts, every response (in-flight ones included) says Connection: close, so
  // keep-alive clients open a new connection for their next request — which is refused — instead
  // of sending it on a socket the drain is about to end (a reset, with no answer).
  let closing = false;
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (closing && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  });
  // TRUST_PROXY (default false): which X-Forwarded-For hops give req.ip (rate limits, logs).
  app.set('trust proxy', config.http.trustProxy);

  // Depth, aliases, cost, directives and tokens (graphql/limits.ts): the same for the REST adapter.
  const protection = graphqlProtection({ blockFieldSuggestions: !config.graphql.introspection || config.isProduction });
  const apollo = new ApolloServer<Context>({
    // The schema, executed by compiled queries (graphql/executor.ts) rather than graphql-js.
    gateway: compiledExecutor(schema),
    introspection: config.graphql.introspection,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // main.ts owns the shutdown order (drain HTTP, then the database), not Apollo's own signal handlers.
    stopOnTerminationSignals: false,
    formatError: createFormatError(log),
    plugins: [
      // The drain's own timer would wait 10 s whatever the budget: close() below owns the deadline.
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: 2 ** 31 - 1 }),
      ApolloServerPluginLandingPageDisabled(),
      // The schema has no @cacheControl hints; the implicit plugin would still wrap every field's
      // resolver to watch for them (a call per field of every row), and hide plain properties
      // from the compiled executor.
      ApolloServerPluginCacheControlDisabled(),
      unavailableStatusPlugin, legacyJsonStatusPlugin, rolesBeforeInputPlugin, metrics.apolloPlugin, ...protection.plugins,
      // GRAPHQL_PERSISTED_ONLY: only the client's and the REST adapter's own documents.
      ...(config.graphql.persistedOnly ? [persistedOnlyPlugin()] : []),
    ],
  });
  await apollo.start();

  const client = readClientBuild(config.clientDist);
  app.use(securityHeaders({ isProduction: config.isProduction, supabaseUrl: config.auth.supabaseUrl }));
  // Every text response of 1 KB or more, brotli or gzip (http/compression.ts); the client's files
  // come precompressed from the build and pass through untouched.
  app.use(responseCompression(config.http.compression));
  app.use(corsPolicy(config.http.corsOrigins));
  // Any JSON value parses (strict: false), so a body that is valid JSON but not an object is told
  // so (rest/adapter.ts) rather than called malformed.
  app.use(express.json({ limit: JSON_BODY_LIMIT, type: JSON_MEDIA_TYPES, strict: false }));

  // The GoTrue-compatible /auth/v1 (and the /rest/v1 diagnostic, /dev/mail outbox) for local runs;
  // with SUPABASE_URL set, hosted Supabase does this and these paths are not served.
  if (config.auth.local) mountAuth(app, { config, log, dataSource, mailer: mail.mailer, keys: signingKeys });
  // supabase-js's session in its own cookies (@supabase/ssr): the built-in service is this gateway's
  // own /auth/v1, reached over loopback once the server listens.
  let ownOrigin: string | undefined;
  const cookieSession = cookieSessions({
    authUrl: () => (config.auth.local ? ownOrigin : config.auth.supabaseUrl),
    anonKey: config.auth.anonKey,
    timeoutMs: config.http.memberPageRenderMs || 1000,
    forwardFor: config.auth.local ? (ip) => clientIpHeaders(config.mail.linkSecret, ip) : undefined,
  });

  // GraphiQL for people with a browser; the API for everything else.
  const playground = path.join(config.clientDist, 'graphiql.html');
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) === 'text/html' && !req.query.query) {
      if (!config.graphql.playground) return res.status(404).type('text/plain').send('The GraphQL playground is turned off on this server (GRAPHQL_PLAYGROUND).');
      if (existsSync(playground)) return res.sendFile(playground);
      return res.status(503).type('text/plain').send('The GraphiQL playground is part of the client build: run `npm run build`.');
    }
    next();
  });
  if (responseCache) app.use('/graphql', responseCache.graphql());
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        try {
          return await contextFor(req);
        } catch (err) {
          // Apollo answers 500 for a throwing context function unless told the status.
          if (err instanceof DomainError) {
            throw new GraphQLError(err.message, { extensions: { code: err.extensions.code, http: { status: ERRORS[err.domainCode].http } } });
          }
          throw err;
        }
      },
    }),
  );

  // Readiness (database reachable, migrations current) beside the liveness row GET /api/health.
  app.get('/api/ready', readiness(dataSource, () => closing));
  const operations = loadOperations(schema);
  // GET /api/openapi.json and the reference at /api/docs, generated from the same route table.
  app.use(createOpenApiRouter({ schema, routes, operations, log, serverUrl: config.siteUrl, auth: { hostedUrl: config.auth.local ? null : config.auth.supabaseUrl!.replace(/\/+$/, ''), anonKey: config.auth.anonKey }, cookieSession }));
  app.use(createRestRouter({ apollo, schema, routes, operations, context: contextFor, cache: responseCache }));
  app.use('/api', restNotFound);

  // The signed unsubscribe links of notification emails (no sign-in; RFC 8058 one-click POST).
  app.use(createUnsubscribeRouter({ dataSource, secret: config.mail.linkSecret, log }));
  // Prometheus metrics: bearer METRICS_TOKEN here, or the internal METRICS_PORT listener.
  app.get('/metrics', metrics.handler);

  // Pictures the portal stores and serves itself (gateway/src/images).
  app.use(imageRoutes(dataSource));
  // The public scorecard with its Open Graph tags, and its drawn picture (issue #60).
  app.use(scorecardPages({ dataSource, clientDist: config.clientDist, siteUrl: config.siteUrl, log }));

  // The sign-in form posted before its page's code has arrived: the session set in the cookies here.
  app.use(accountForms(cookieSession));
  // An emailed link's auth code (PKCE): the session set in the browser's cookies, the member sent on.
  app.use(emailedLinkLandings(cookieSession));
  // A signed-in member opening the landing page or a sign-in screen: sent to the dashboard by the server.
  app.use(signedInHome({ paths: client.signedInHome, context, cookieSession }));
  // A member route requested with the session cookie: the page drawn here, with the member's data.
  app.use(memberPages({ clientDist: config.clientDist, build: client, apollo, context, cookieSession, log, timeoutMs: config.http.memberPageRenderMs }));
  // The built client: precompressed files, the prerendered public pages, the shell for the rest.
  app.use(serveClient(config.clientDist, client));
  app.use((req, res) => {
    res.status(404).json({ error: { code: 'NOT_FOUND', message: `Nothing at ${req.method} ${req.path}.` } });
  });
  app.use(errorHandler(log));

  const imageWorker = config.images.fetch ? startImageWorker({ dataSource, log, fetch: { allowPrivate: config.articleFetch.allowPrivate } }) : null;

  return {
    imageWorker,
    app,
    httpServer,
    notifier,
    responseCache,
    listen: async (port, host) => {
      // A cluster's workers leave the internal metrics listener to the primary (cluster.ts), which gathers theirs.
      if (config.metrics.port && !metricsServer && !cluster.isWorker) metricsServer = await metrics.listenInternal(config.metrics.port, config.metrics.host);
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address();
          const bound = typeof address === 'object' && address ? address.port : port;
          ownOrigin = loopbackOrigin(host, bound);
          resolve(bound);
        });
      });
    },
    close: async (drainMs = config.shutdownGraceMs) => {
      closing = true;
      // apollo.stop() runs the drain plugin: closes the listener, waits for in-flight requests.
      let cutShort = false;
      const force = setTimeout(() => {
        cutShort = true;
        httpServer.closeAllConnections();
      }, drainMs);
      force.unref();
      await apollo.stop();
      clearTimeout(force);
      signingKeys?.close();
      responseCache?.close();
      await notifier.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await imageWorker?.stop();
      return cutShort;
    },
  };
}

/** How this process reaches itself: the address it listens on, loopback when it listens on all. */
function loopbackOrigin(host: string | undefined, port: number): string {
  const name = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** The portal's own GraphQL operation names (client and REST documents): metrics label them by name. */
function knownOperationNames(log: Logger): string[] {
  try {
    return [...collectOperations().keys()].map((key) => key.slice(key.indexOf(':') + 1));
  } catch (err) {
    log.debug(`Operation names for metrics: ${err instanceof Error ? err.message : String(err)}`);
    return [];
  }
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over the size
 * limit, a malformed request line) get the API's JSON error shape too, not a bare status line.
 */
function answerClientError(err: Error & { code?: string }, socket: import('node:stream').Duplex) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    error: { code: 'BAD_REQUEST', message: tooLarge ? 'The request URL or headers are too large.' : DEFAULT_MESSAGES.BAD_REQUEST },
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Turns body-parser and thrown errors into JSON with the right status; never a stack trace. */
function errorHandler(log: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = err as { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string };
    let status = 500;
    let code = 'INTERNAL_SERVER_ERROR';
    let message = DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR;
    let details: unknown;
    if (err instanceof DomainError) {
      status = ERRORS[err.domainCode].http;
      code = String(err.extensions.code);
      message = err.message;
      details = err.extensions.details;
    } else if (e.type === 'entity.parse.failed') {
      status = 400;
      code = 'BAD_REQUEST';
      message = DEFAULT_MESSAGES.MALFORMED_JSON;
    } else if (e.type === 'entity.too.large') {
      status = 413;
      code = 'PAYLOAD_TOO_LARGE';
      message = DEFAULT_MESSAGES.PAYLOAD_TOO_LARGE;
    } else if (err instanceof URIError && e.status === 400) {
      // The router could not percent-decode a path parameter (/api/stories/%E0%A4%A).
      status = 400;
      code = 'BAD_REQUEST';
      message = 'The URL is not valid: it contains a malformed percent-encoding.';
    } else if (e.expose && typeof (e.status ?? e.statusCode) === 'number' && (e.status ?? e.statusCode)! < 500) {
      status = (e.status ?? e.statusCode)!;
      code = 'BAD_REQUEST';
      message = e.message ?? DEFAULT_MESSAGES.BAD_REQUEST;
    } else if (isDatabaseUnavailable(err)) {
      status = ERRORS.SERVICE_UNAVAILABLE.http;
      code = ERRORS.SERVICE_UNAVAILABLE.gql;
      message = DEFAULT_MESSAGES.SERVICE_UNAVAILABLE;
      warnUnavailable(log, `${req.method} ${req.path}`, err);
    } else {
      log.error(`Unhandled error on ${req.method} ${req.path}`, err);
    }
    if (res.headersSent) return;
    res.status(status).json({ error: { code, message, ...(details ? { details } : {}) } });
  };
}
