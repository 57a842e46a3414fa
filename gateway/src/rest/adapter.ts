import { Router, type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { isEnumType, Kind, parse, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { operationRefusal } from '../graphql/auth.js';
import { DomainError, ERRORS, httpStatusForGqlCode } from '../errors/errors.js';
import type { Context } from '../graphql/context.js';
import type { ResponseCache } from '../http/response-cache.js';
import { restInputError } from './input-errors.js';
import type { RestRoute } from './route-types.js';

export interface AdapterDeps {
  apollo: ApolloServer<Context>;
  /** The executable schema: its enums name the values a caller may send. */
  schema: GraphQLSchema;
  routes: RestRoute[];
  operations: Map<string, string>;
  context: (req: Request) => Promise<Context>;
  /** Cached answers for the routes whose operation may be cached (http/response-cache.ts). */
  cache?: ResponseCache;
}

/**
 * Builds the /api router from the route table. Every request runs its row's GraphQL operation
 * through Apollo's executeOperation with the caller's context — the same resolvers, auth checks,
 * validation and formatError as POST /graphql — and maps the first error's code to an HTTP status
 * through the error table. A value of the wrong type is described in the request's terms
 * (input-errors.ts), not by the operation's variables.
 */
export function createRestRouter({ apollo, schema, routes, operations, context, cache }: AdapterDeps): Router {
  const router = Router();
  const enumValues = (name: string) => {
    const type = schema.getType(name);
    return isEnumType(type) ? type.getValues().map((v) => v.name.toLowerCase()) : undefined;
  };
  for (const route of routes) {
    const query = operations.get(route.operation);
    if (!query) throw new Error(`REST route ${route.method} ${route.path} names unknown operation ${route.operation}`);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    if (cache && route.method === 'GET' && cache.cacheableDocument(query, route.operation)) router.get(route.path, cache.rest());
    if (route.method !== 'GET') router[method](route.path, jsonObjectBody);
    const document = parse(query);
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === route.operation)!;
    router[method](route.path, async (req: Request, res: Response) => {
      const contextValue = await context(req);
      // Who may call it, before what they sent: the role check precedes reading the parameters.
      const refusal = operationRefusal(schema, document, operation, contextValue);
      if (refusal) throw refusal;
      const variables = route.variables?.(req) ?? {};
      const response = await apollo.executeOperation({ query, variables, operationName: route.operation }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const first = errors[0];
        const code = String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
        const clearer = code === 'BAD_USER_INPUT' ? restInputError(first.message, enumValues) : undefined;
        const body: Record<string, unknown> = { code, message: clearer?.message ?? first.message };
        if (first.extensions?.details) body.details = first.extensions.details;
        else if (clearer) body.details = { field: clearer.field };
        const retryAfter = (first.extensions?.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
        if (code === 'RATE_LIMITED' && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
        res.status(httpStatusForGqlCode(code)).json({ error: body });
        return;
      }
      const status = typeof route.status === 'function' ? route.status(data) : (route.status ?? 200);
      for (const [name, value] of Object.entries(route.headers?.(data, req) ?? {})) res.setHeader(name, value);
      if (route.csv) {
        res.status(status).type('text/csv; charset=utf-8').attachment(route.csv.filename(data)).send(route.csv.body(data));
        return;
      }
      res.status(status).json(route.shape ? route.shape(data, req) : { data });
    });
  }
  return router;
}

/** The JSON media types the gateway parses (app.ts's express.json). */
export const JSON_MEDIA_TYPES = ['application/json', 'application/*+json'];

/**
 * Every write route takes its body, when it has one, as a JSON object: another media type is a
 * 415 and a JSON array, string or number a 400 — never read as an empty update.
 */
function jsonObjectBody(req: Request, _res: Response, next: NextFunction) {
  // No body at all (Content-Length: 0 is what clients send for a POST without one).
  if (req.headers['content-length'] === '0') return next();
  const json = req.is(JSON_MEDIA_TYPES);
  if (json === null) return next();
  if (json === false) return next(new DomainError('UNSUPPORTED_MEDIA_TYPE'));
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) return next(new DomainError('BODY_NOT_AN_OBJECT'));
  next();
}

export function restNotFound(req: Request, res: Response) {
  res.status(ERRORS.ROUTE_NOT_FOUND.http).json({ error: { code: 'NOT_FOUND', message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}.` } });
}
