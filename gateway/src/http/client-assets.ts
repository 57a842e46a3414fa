import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The built client (issue #12 items 1 and 2), as `npm run build:client` leaves it in client/dist:
 *
 *   assets/…            hashed JS, CSS and fonts: cached for a year (`immutable`)
 *   pages/*.html        the public pages, prerendered; served at their paths (prerendered.json)
 *   shells/*.html       the shell of each member route, preloading its layout and page bundles
 *   shells/*.ssr.html   the same page for the gateway to fill with a member page it drew (member-pages.ts)
 *   index.html          the shell every other page starts from
 *   prerendered.json    { pages: { "/about": "pages/about.html", … }, routes: [{ pattern: "/stories/:id",
 *                       file: "shells/stories-id.html", ssrFile: "shells/stories-id.ssr.html" }, …], scriptHashes: ["'sha256-…'"] }
 *   x.br, x.gz          brotli and gzip copies of every text file, written at build time
 *
 * Files are sent precompressed when the browser accepts it (brotli first, then gzip;
 * express-static-gzip negotiates and sets Content-Encoding and `Vary: Accept-Encoding`), so no
 * static file is compressed per request. HTML is `no-cache` (revalidated by ETag), so a deploy is
 * picked up at once while the assets it names stay cached.
 */
export interface ClientBuild {
  /** Request path → file under the build directory, for the prerendered pages. */
  pages: Map<string, string>;
  /** Member routes → their shell (preloading the route's bundles); static patterns first. */
  routes: Array<{ match: RegExp; file: string; ssrFile?: string }>;
  /** CSP sources ('sha256-…') of the inline scripts in the prerendered pages. */
  scriptHashes: string[];
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What the build says about itself; empty when the client has not been built (yet). */
export function readClientBuild(clientDist: string): ClientBuild {
  const file = path.join(clientDist, 'prerendered.json');
  if (!existsSync(file)) return { pages: new Map(), routes: [], scriptHashes: [] };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    pages?: Record<string, string>;
    routes?: Array<{ pattern: string; file: string; ssrFile?: string }>;
    scriptHashes?: string[];
  };
  const routes = [...(json.routes ?? [])].sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')));
  return {
    pages: new Map(Object.entries(json.pages ?? {})),
    routes: routes.map((r) => ({ match: patternRegExp(r.pattern), file: r.file, ssrFile: r.ssrFile })),
    scriptHashes: (json.scriptHashes ?? []).filter((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h)),
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
  // The prerendered page for its path, the shell for every other GET that wants HTML.
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const page = build.pages.get(req.path) ?? build.routes.find((r) => r.match.test(req.path))?.file ?? shell;
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
  else if (/\.html(?:\.br|\.gz)?$/.test(file)) res.setHeader('Cache-Control', 'no-cache');
}
