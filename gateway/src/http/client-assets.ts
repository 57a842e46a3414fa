import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { hasSessionCookie } from './member-pages.js';

/**
 * The built client (issue #12 items 1 and 2), as `npm run build:client` leaves it in client/dist:
 *
 *   assets/…            hashed JS, CSS and fonts: cached for a year (`immutable`)
 *   pages/*.html        the public pages, prerendered; served at their paths (prerendered.json), and
 *                       pages/404.html (key '*'), the not-found page
 *   shells/*.html       the shell of each member route, preloading its layout and page bundles
 *   shells/*.ssr.html   the same page for the gateway to fill with a member page it drew (member-pages.ts)
 *   index.html          the shell every other page of the app starts from
 *   sw.js, registerSW.js, manifest.webmanifest, offline.html, icons
 *                       the installable portal (client/vite.config.ts `installable`): revalidated
 *                       on every use, like the pages
 *   prerendered.json    { pages: { "/about": "pages/about.html", … }, routes: [{ pattern: "/stories/:id",
 *                       file: "shells/stories-id.html", ssrFile: "shells/stories-id.ssr.html" }, …], signedInHome: ["/", "/login", …] }
 *   x.br, x.gz          brotli and gzip copies of every text file, written at build time
 *
 * Files are sent precompressed when the browser accepts it (brotli first, then gzip;
 * express-static-gzip negotiates and sets Content-Encoding and `Vary: Accept-Encoding`), so no
 * static file is compressed per request. HTML is `no-cache` (revalidated by ETag), so a deploy is
 * picked up at once while the assets it names stay cached.
 */
export interface ClientBuild {
  /** Request path → file under the build directory, for the prerendered pages ('*': not found). */
  pages: Map<string, string>;
  /** The app's other routes → their shell (a member route's preloads its bundles); static patterns first. */
  routes: Array<{ match: RegExp; file: string; ssrFile?: string }>;
  /** The public pages a signed-in member is sent from to the dashboard (client/src/prerender/pages.ts signedInGoesToDashboard). */
  signedInHome: string[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** prerendered.json's key for the not-found page (client/src/prerender/pages.ts NOT_FOUND). */
const NOT_FOUND = '*';

/** What the build says about itself; empty when the client has not been built (yet). */
export function readClientBuild(clientDist: string): ClientBuild {
  const file = path.join(clientDist, 'prerendered.json');
  if (!existsSync(file)) return { pages: new Map(), routes: [], signedInHome: [] };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    pages?: Record<string, string>;
    routes?: Array<{ pattern: string; file: string; ssrFile?: string }>;
    signedInHome?: string[];
  };
  const routes = [...(json.routes ?? [])].sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  return {
    pages: new Map(Object.entries(json.pages ?? {})),
    routes: routes.map((r) => ({ match: patternRegExp(r.pattern), file: r.file, ssrFile: r.ssrFile })),
    signedInHome: (json.signedInHome ?? []).filter((p) => typeof p === 'string' && p.startsWith('/')),
  };
}

export function serveClient(clientDist: string, build: ClientBuild): RequestHandler {
  const files = expressStaticGzip(clientDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, redirect: false, maxAge: '1h', setHeaders: cacheHeaders },
  }) as RequestHandler;
  const shell = 'index.html';
  const router = express.Router();
  router.use(files);
  const notFoundPage = build.pages.get(NOT_FOUND);
  // The prerendered page for its path, a route's shell for the app's other addresses. Any other
  // address (a build that lists the app's routes has a not-found page) is not found: status 404,
  // with the prerendered not-found page for a visitor without a session cookie, whose browser
  // shows it from the HTML; a member's app says the same in the members' frame, from the shell.
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const known = build.pages.get(req.path) ?? build.routes.find((r) => r.match.test(req.path))?.file;
    let page = known ?? shell;
    if (!known && notFoundPage) {
      res.status(404);
      if (!hasSessionCookie(req)) page = notFoundPage;
    }
    if (!existsSync(path.join(clientDist, page))) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    const original = req.url;
    const query = original.indexOf('?');
    req.url = `/${page}${query >= 0 ? original.slice(query) : ''}`;
    files(req, res, (err?: unknown) => {
      req.url = original;
      next(err);
    });
  });
  return router;
}

/** '/stories/:id' → /^\/stories\/[^/]+$/ (react-router's one-segment parameters). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function cacheHeaders(res: ServerResponse, file: string) {
  if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', IMMUTABLE);
  // A page that hands a member their renewed session (member-pages.ts) is theirs alone.
  else if (res.hasHeader('Set-Cookie')) res.setHeader('Cache-Control', 'private, no-store');
  else if (/\.html(?:\.br|\.gz)?$/.test(file) || INSTALLABLE.test(path.basename(file))) res.setHeader('Cache-Control', 'no-cache');
}

/**
 * The service worker, the script that registers it and the web app manifest (issue #59): revalidated
 * on every use like the pages, so a deploy's new worker is found at the next page a member opens.
 */
const INSTALLABLE = /^(sw\.js|registerSW\.js|manifest\.webmanifest)(?:\.br|\.gz)?$/;
