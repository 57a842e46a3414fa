import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../../config/logger.js';
import type { RestRoute } from '../route-types.js';
import { buildOpenApiDocument, undocumentedRoutes } from './document.js';

/** swagger-ui-dist's files, served from node_modules: the reference page needs no CDN. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>REST API reference · Member Portal</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" />
  </head>
  <body>
    <noscript>The API reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</noscript>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// No inline script (the CSP allows scripts from the site only), and no validator badge: Swagger
// UI would send the document to validator.swagger.io.
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
  persistAuthorization: false,
  defaultModelsExpandDepth: 0,
});
`;

/**
 * GET /api/openapi.json (the document, built once at start-up from the route table) and the
 * readable reference at GET /api/docs (Swagger UI, bundled from npm, running under the portal's
 * CSP). Both are public: the document lists only routes anyone can read in docs/rest.md too.
 */
export function createOpenApiRouter(opts: { schema: GraphQLSchema; routes: RestRoute[]; operations: Map<string, string>; log: Logger; serverUrl: string }): Router {
  const missing = undocumentedRoutes(opts.routes);
  if (missing.length) opts.log.warn(`OpenAPI: ${missing.length} route(s) are not documented and left out of /api/openapi.json:\n  ${missing.join('\n  ')}`);
  const json = JSON.stringify(buildOpenApiDocument(opts));
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(json);
  });
  router.get('/api/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(DOCS_PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(INIT_SCRIPT);
  });
  router.use('/api/docs/assets', express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1d', fallthrough: true }));
  return router;
}
