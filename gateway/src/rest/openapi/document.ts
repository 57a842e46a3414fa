import { Kind, parse, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { OpenApiBuilder, type OpenAPIObject, type OperationObject, type ParameterObject, type ResponsesObject, type SchemaObject } from 'openapi3-ts/oas31';
import { z } from 'zod';
import { APP_VERSION } from '../../config/version.js';
import { DEFAULT_MESSAGES, ERRORS } from '../../errors/errors.js';
import { API_RATE_LIMITS } from '../../http/rate-limit.js';
import type { RestRoute } from '../route-types.js';
import { operationDataSchema, type JsonSchema } from './json-schema.js';
import { ROUTE_DOCS } from './route-docs.js';

/**
 * The OpenAPI 3.1 document of the REST API (issue #17 item 2), built from THE route table
 * (rest/routes.ts) and nothing else: one operation per row, with its path and query parameters,
 * request body and response (rest/openapi/route-docs.ts), the errors of the error table
 * (errors/errors.ts), bearer auth, and the role the row's GraphQL operation requires — read from
 * its `@auth(requires: …)` directive, the same rule the server enforces. Served at
 * GET /api/openapi.json; rendered at /api/docs.
 *
 * It describes only what any caller may learn: the public routes of the table plus /api/ready and
 * the document itself; /metrics, /auth/v1 (GoTrue's own contract) and /dev are not in it.
 */

export type RequiredRole = 'USER' | 'STAFF' | 'ADMIN' | 'SUPER_ADMIN' | null;

/** The @auth role of the root fields an operation runs (the strictest), or null when anyone may call it. */
export function requiredRole(schema: GraphQLSchema, operationText: string): RequiredRole {
  const op = parse(operationText).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = op.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const order: RequiredRole[] = [null, 'USER', 'STAFF', 'ADMIN', 'SUPER_ADMIN'];
  let strictest: RequiredRole = null;
  for (const sel of op.selectionSet.selections) {
    if (sel.kind !== Kind.FIELD) continue;
    const role = fieldRole(root.getFields()[sel.name.value]);
    if (order.indexOf(role) > order.indexOf(strictest)) strictest = role;
  }
  return strictest;
}

function fieldRole(field: GraphQLField<unknown, unknown> | undefined): RequiredRole {
  // type-graphql's @Directive('@auth(requires: X)') lands in the field's AST node.
  const directive = field?.astNode?.directives?.find((d) => d.name.value === 'auth');
  const arg = directive?.arguments?.find((a) => a.name.value === 'requires');
  return arg && arg.value.kind === Kind.ENUM ? (arg.value.value as RequiredRole) : null;
}

const ROLE_TEXT: Record<Exclude<RequiredRole, null>, string> = {
  USER: 'any signed-in member',
  STAFF: 'staff (or admin, super_admin)',
  ADMIN: 'admin (or super_admin)',
  SUPER_ADMIN: 'super_admin',
};

/** Express path → OpenAPI path: /api/stories/:id → /api/stories/{id}. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const jsonSchemaOf = (schema: z.ZodType): SchemaObject => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest as SchemaObject;
};

const errorsByStatus = () => {
  const byStatus = new Map<number, Set<string>>();
  for (const e of Object.values(ERRORS)) byStatus.set(e.http, (byStatus.get(e.http) ?? new Set()).add(e.gql));
  return byStatus;
};

export interface BuildOptions {
  schema: GraphQLSchema;
  routes: RestRoute[];
  operations: Map<string, string>;
  /** Base URL to list under `servers` (the portal's SITE_URL); relative when absent. */
  serverUrl?: string;
}

/** Routes without complete docs, for the test that requires them (and for a clear start-up error). */
export function undocumentedRoutes(routes: RestRoute[]): string[] {
  const problems: string[] = [];
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    const doc = ROUTE_DOCS[key];
    if (!doc) problems.push(`${key}: no entry in rest/openapi/route-docs.ts`);
    else {
      if (['POST', 'PUT', 'PATCH'].includes(r.method) && doc.body === undefined) problems.push(`${key}: no request body documented (use body: 'none' when it takes none)`);
      if (r.variables && /\breq\.query\b/.test(r.variables.toString()) && !doc.query) problems.push(`${key}: reads the query string but documents no query parameters`);
    }
  }
  return problems;
}

export function buildOpenApiDocument(opts: BuildOptions): OpenAPIObject {
  const byStatus = errorsByStatus();
  const builder = OpenApiBuilder.create()
    .addOpenApiVersion('3.1.0')
    .addInfo({
      title: 'Member Portal REST API',
      version: APP_VERSION,
      // The portal is the organization's own software, for its members and staff.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'Every route runs a GraphQL operation of the portal (POST /graphql) with the caller’s access token, so rules, limits and errors are the same on both. ' +
        'Send `Authorization: Bearer <access token>` (the Supabase session’s access_token). Errors answer `{"error": {"code", "message"}}`.',
    })
    .addSecurityScheme('bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Supabase access token (ES256/RS256 from the project’s signing keys).' })
    .addSchema('Error', {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', enum: [...new Set(Object.values(ERRORS).map((e) => e.gql))] },
            message: { type: 'string' },
            details: { type: 'object', description: 'Extra facts, e.g. retryAfterSeconds on RATE_LIMITED.' },
          },
        },
      },
    });
  if (opts.serverUrl) builder.addServer({ url: opts.serverUrl });

  for (const status of byStatus.keys()) {
    const examples = Object.entries(ERRORS)
      .filter(([, e]) => e.http === status)
      .map(([key, e]) => `${e.gql}: ${DEFAULT_MESSAGES[key as keyof typeof DEFAULT_MESSAGES]}`);
    builder.addResponse(`E${status}`, {
      description: examples.join(' · '),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      ...(status === 429 ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
    });
  }

  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const route of opts.routes) {
    const key = `${route.method} ${route.path}`;
    const doc = ROUTE_DOCS[key];
    const text = opts.operations.get(route.operation);
    if (!doc || !text) continue;
    const role = requiredRole(opts.schema, text);
    const response = doc.response(operationDataSchema(opts.schema, text)) as SchemaObject;
    const pathParams: ParameterObject[] = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1]!, in: 'path', required: true, schema: { type: 'string' } }));
    const queryParams: ParameterObject[] = !doc.query
      ? []
      : doc.queryNeedsOneOf
        ? // OpenAPI's way to say "at least one of these": one object parameter, exploded into the query string.
          [
            {
              name: 'query',
              in: 'query',
              required: true,
              style: 'form',
              explode: true,
              description: `At least one of ${doc.queryNeedsOneOf.join(', ')}.`,
              schema: { ...jsonSchemaOf(doc.query), anyOf: doc.queryNeedsOneOf.map((name) => ({ required: [name] })) },
            },
          ]
        : Object.entries((jsonSchemaOf(doc.query).properties ?? {}) as Record<string, SchemaObject>).map(([name, schema]) => {
            const { description, ...rest } = schema;
            return { name, in: 'query', required: false, schema: rest, ...(description ? { description } : {}) };
          });
    const statuses = new Set<number>([400, 500, 503]);
    if (role) statuses.add(401).add(403);
    if (pathParams.length || role) statuses.add(404);
    if (route.method !== 'GET') statuses.add(409).add(413).add(415);
    if (doc.rateLimit) statuses.add(429);
    const okStatus = typeof route.status === 'number' ? route.status : 200;
    const responses: ResponsesObject = {
      [okStatus]: route.csv
        ? { description: 'A CSV file (RFC 4180, a header row first), sent as an attachment.', content: { 'text/csv': { schema: response } } }
        : {
            description: doc.paged ? 'One page of the list.' : 'Success.',
            content: { 'application/json': { schema: response } },
            ...(doc.paged ? { headers: PAGE_HEADERS } : {}),
          },
    };
    if (typeof route.status === 'function' && okStatus === 200) {
      // Health answers 503 with the same body when degraded; parse-url/submit 201 for a new article.
      responses[route.operation === 'Health' ? '503' : '201'] = { description: route.operation === 'Health' ? 'Degraded (database down).' : 'Created.', content: { 'application/json': { schema: response } } };
    }
    for (const s of [...statuses].sort()) if (!(String(s) in responses)) responses[String(s)] = { $ref: `#/components/responses/E${s}` };
    const limit = doc.rateLimit ? API_RATE_LIMITS[doc.rateLimit] : undefined;
    const operation: OperationObject = {
      operationId: `${route.method.toLowerCase()}${openApiPath(route.path).replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: route.summary,
      description: [
        `Runs the GraphQL operation \`${route.operation}\`.`,
        role ? `Requires ${ROLE_TEXT[role]} (\`@auth(requires: ${role})\`); object rules (story roles, ownership) may refuse with 403 or hide with 404.` : 'Open to anyone, signed in or not.',
        limit ? `Rate limit: ${limit.points} per ${limit.durationSeconds} s per member (per IP when signed out), shared across gateways.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      tags: [tagOf(route.path)],
      'x-required-role': role ?? 'anonymous',
      'x-graphql-operation': route.operation,
      security: role ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }],
      parameters: [...pathParams, ...queryParams],
      responses,
    };
    if (doc.body && doc.body !== 'none') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } };
    }
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation;
  }

  paths['/api/ready'] = {
    get: {
      operationId: 'getApiReady',
      summary: 'Readiness: the database answers and every migration is applied (for load balancers).',
      tags: ['health'],
      'x-required-role': 'anonymous',
      security: [{}],
      responses: {
        '200': { description: 'Ready.', content: { 'application/json': { schema: readySchema } } },
        '400': { $ref: '#/components/responses/E400' },
        '503': { description: 'Not ready (database down, migrations pending, or stopping).', content: { 'application/json': { schema: readySchema } } },
      },
    },
  };
  paths['/api/openapi.json'] = {
    get: {
      operationId: 'getApiOpenapiJson',
      summary: 'This document.',
      tags: ['health'],
      'x-required-role': 'anonymous',
      security: [{}],
      responses: {
        '200': { description: 'The OpenAPI 3.1 document.', content: { 'application/json': { schema: { type: 'object' } } } },
        '400': { $ref: '#/components/responses/E400' },
      },
    },
  };
  for (const [path, item] of Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))) builder.addPath(path, item);
  return builder.getSpec();
}

/** What a paged list's answer says beside the list (rest/paging.ts). */
const PAGE_HEADERS = {
  'X-Total-Count': { description: 'Items in the whole list.', schema: { type: 'integer' as const } },
  Link: { description: 'The next page as `<url>; rel="next"`; absent on the last page.', schema: { type: 'string' as const } },
};

const readySchema: SchemaObject = {
  type: 'object',
  required: ['status', 'database', 'migrations'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not_ready', 'stopping'] },
    database: { type: 'string', enum: ['up', 'down', 'unknown'] },
    migrations: { type: 'string', enum: ['current', 'pending', 'unknown'] },
    pendingMigrations: { type: 'integer' },
  },
};

function tagOf(path: string): string {
  const seg = path.split('/').filter(Boolean);
  const first = seg[0] === 'api' ? seg[1] : seg[0];
  if (!first || first === 'health') return 'health';
  if (first === 'user' || first === 'users') return seg[2] === 'admin' ? 'admin' : 'me';
  if (['stories', 'featured-stories', 'story-images', 'invites', 'join-requests'].includes(first)) return 'stories';
  if (['articles', 'commentaries', 'content'].includes(first)) return 'articles';
  return first;
}

export type { JsonSchema };
