import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument, openApiPath, requiredRole, undocumentedRoutes } from '../../gateway/src/rest/openapi/document.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { routes } from '../../gateway/src/rest/routes.js';
import { createSchema } from '../../gateway/src/graphql/schema.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// Issue #17 item 2: the OpenAPI 3.1 document generated from the route table, checked by an
// independent validator and against the table; its reference page under the CSP. (Every 2xx
// answer of every route is validated against it in authz-matrix.test.ts.)

let portal: TestPortal;
let doc: any;

beforeAll(async () => {
  portal = await startTestPortal('openapi');
  doc = (await portal.rest('GET', '/api/openapi.json')).body;
});
afterAll(() => portal?.close());

describe('GET /api/openapi.json', () => {
  it('documents the request and response of every route of the table (a new row without docs fails here)', () => {
    expect(undocumentedRoutes(routes)).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document for an independent validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("passes Redocly's recommended rules with nothing to report", async () => {
    const schema = await createSchema();
    const built = buildOpenApiDocument({ schema, routes, operations: loadOperations(schema), serverUrl: 'https://members.civic-action.org' });
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(built), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('lists the portal itself (SITE_URL) as its server', async () => {
    const site = await startTestPortal('openapi', { DATABASE_URL: portal.databaseUrl, SITE_URL: 'https://members.civic-action.org/' });
    try {
      expect((await site.rest('GET', '/api/openapi.json')).body.servers).toEqual([{ url: 'https://members.civic-action.org' }]);
    } finally {
      await site.close();
    }
  });

  it('declares null only where the API can answer it: ids, dates made and counts never', () => {
    const nullable: string[] = [];
    const all: string[] = [];
    const walk = (s: any, at: string) => {
      if (!s || typeof s !== 'object') return;
      for (const [name, p] of Object.entries((s.properties ?? {}) as Record<string, any>)) {
        all.push(`${at}.${name}`);
        if (Array.isArray(p.type) && p.type.includes('null')) nullable.push(`${at}.${name}`);
        walk(p, `${at}.${name}`);
      }
      walk(s.items, `${at}[]`);
      for (const alt of s.anyOf ?? []) walk(alt, at);
    };
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) walk(op.responses?.['200']?.content?.['application/json']?.schema ?? op.responses?.['201']?.content?.['application/json']?.schema, `${method.toUpperCase()} ${path}`);
    }
    const never = nullable.filter((p) => /\.(id|createdAt|created_at|upvotes|downvotes|votesUp|votesDown)$/.test(p));
    expect(never).toEqual([]);
    expect(nullable).not.toContain('GET /api/stories/{id}.title');
    expect(nullable.length / all.length).toBeLessThan(0.35);
    // Where the API can answer null, the document says so.
    expect(doc.paths['/api/users/me'].get.responses['200'].content['application/json'].schema.properties.data.properties.username.type).toContain('null');
  });

  it('says in the schema that GET /api/commentaries needs articleId or keyVoteId', () => {
    const [param] = doc.paths['/api/commentaries'].get.parameters;
    expect(param).toMatchObject({ in: 'query', required: true, style: 'form', explode: true });
    expect(param.schema.anyOf).toEqual([{ required: ['articleId'] }, { required: ['keyVoteId'] }]);
    expect(Object.keys(param.schema.properties)).toEqual(['articleId', 'keyVoteId', 'sortBy', 'includePrivate', 'limit', 'cursor']);
  });

  it('has exactly the routes of the table, plus /api/ready and itself: nothing internal', () => {
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
    const expected = [...routes.map((r) => `${r.method} ${openApiPath(r.path)}`), 'GET /api/ready', 'GET /api/openapi.json'];
    expect(documented.sort()).toEqual([...new Set(expected)].sort());
    expect(JSON.stringify(doc)).not.toMatch(/\/metrics|\/auth\/v1|\/dev\/mail|METRICS_TOKEN/);
  });

  it('names the role each path needs, as the operation’s @auth directive says, with bearer auth', async () => {
    const schema = await createSchema();
    const operations = loadOperations(schema);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.path)][r.method.toLowerCase()];
      const role = requiredRole(schema, operations.get(r.operation)!);
      expect({ route: `${r.method} ${r.path}`, role: op['x-required-role'] }).toEqual({ route: `${r.method} ${r.path}`, role: role ?? 'anonymous' });
      if (role) {
        expect(op.security).toEqual([{ bearerAuth: [] }]);
        expect(op.responses['401'].$ref).toBe('#/components/responses/E401');
      }
    }
    expect(doc.paths['/api/health'].get['x-required-role']).toBe('anonymous');
    expect(doc.paths['/api/legislators'].get['x-required-role']).toBe('STAFF');
    expect(doc.paths['/api/users/admin/users'].get['x-required-role']).toBe('SUPER_ADMIN');
  });

  it('describes parameters, bodies, rate limits and the errors of the error table', () => {
    const stories = doc.paths['/api/stories'].get;
    expect(stories.parameters.map((p: any) => p.name)).toEqual(['visibility', 'search', 'limit', 'offset']);
    expect(doc.paths['/api/stories/{id}'].get.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    const vote = doc.paths['/api/articles/{id}/vote'].post;
    expect(vote.requestBody.content['application/json'].schema.properties.vote.anyOf[0].enum).toEqual(['up', 'down', 'none']);
    expect(vote.responses['429'].$ref).toBe('#/components/responses/E429');
    expect(doc.components.responses.E429.headers['Retry-After']).toBeDefined();
    expect(doc.components.schemas.Error.properties.error.properties.code.enum).toEqual(expect.arrayContaining(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE']));
    // Responses use the SPEC's forms (snake_case story fields, lower-case enums).
    const story = doc.paths['/api/stories/{id}'].get.responses['200'].content['application/json'].schema;
    expect(story.properties.created_by).toBeDefined();
    expect(story.properties.visibility.enum).toEqual(expect.arrayContaining(['featured', 'private', 'public']));
    expect(story.properties.visibility.enum).not.toContain('PUBLIC');
  });

  it('catches an answer that drifts from the document (the check authz-matrix.test.ts runs on every 2xx answer)', async () => {
    const { contractProblems } = await import('../setup/openapi-contract.js');
    const health = (await portal.rest('GET', '/api/health')).body;
    expect(await contractProblems('GET', '/api/health', 200, health)).toBe('');
    expect(await contractProblems('GET', '/api/health', 200, { ...health, extra: 1 })).toMatch(/must NOT have additional properties/);
    expect(await contractProblems('GET', '/api/health', 200, { status: 'ok' })).toMatch(/must have required property 'database'/);
    expect(await contractProblems('GET', '/api/stories/:id', 200, { id: 'x' })).toMatch(/does not match/);
    expect(await contractProblems('GET', '/api/nowhere', 200, {})).toMatch(/not in the OpenAPI document/);
  });

  it('is built the same from the table in-process', async () => {
    const schema = await createSchema();
    const built = buildOpenApiDocument({ schema, routes, operations: loadOperations(schema), serverUrl: 'http://localhost:8000' });
    expect(JSON.parse(JSON.stringify(built))).toEqual(doc);
  });
});

describe('GET /api/docs', () => {
  it('serves a reference page whose scripts and styles come from the portal itself, under its CSP', async () => {
    const res = await fetch(`${portal.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    const html = await res.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset.startsWith('/'), asset).toBe(true);
      expect((await fetch(`${portal.baseUrl}${asset}`)).status, asset).toBe(200);
    }
    expect(html).not.toMatch(/<script>[^<]/); // no inline script
    const init = await (await fetch(`${portal.baseUrl}/api/docs/init.js`)).text();
    expect(init).toContain("url: '/api/docs/openapi.json'");
    expect(init).toContain('validatorUrl: null');
  });

  it('says who "Try it out" runs as (filled in by its script from the portal session) and how a script gets a token', async () => {
    const html = await (await fetch(`${portal.baseUrl}/api/docs`)).text();
    expect(html).toContain('id="portal-session"');
    expect(html).toContain('Calling the API from a script');
    expect(html).toContain(`-H 'apikey: local-dev-anon-key'`);
    expect(html).toContain(`/auth/v1/token?grant_type=password' | node -pe`);
    const init = await (await fetch(`${portal.baseUrl}/api/docs/init.js`)).text();
    expect(init).toContain('requestInterceptor');
    expect(init).toContain("fetch('/api/docs/session'");
  });

  it('renders the same document in OpenAPI 3.0 terms (Swagger UI renders 3.0 at once; 3.1 took seconds), valid for an independent validator', async () => {
    const rendered = (await portal.rest('GET', '/api/docs/openapi.json')).body;
    const validator = new Validator();
    const result = await validator.validate(structuredClone(rendered));
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.0');
    expect(Object.keys(rendered.paths)).toEqual(Object.keys(doc.paths));
    expect(JSON.stringify(rendered)).not.toMatch(/"type":\[/);
    // A nullable field stays nullable.
    const me = rendered.paths['/api/users/me'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(me)).toContain('"nullable":true');
  });
});
