import { Router, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { ERRORS, httpStatusForGqlCode } from '../errors/errors.js';
import type { Context } from '../graphql/context.js';
import type { ResponseCache } from '../http/response-cache.js';
import { restInputError } from './input-errors.js';
import type { RestRoute } from './route-types.js';

export interface AdapterDeps {
  apollo: ApolloServer<Context>;
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
export function createRestRouter({ apollo, routes, operations, context, cache }: AdapterDeps): Router {
  const router = Router();
  for (const route of routes) {
    const query = operations.get(route.operation);
    if (!query) throw new Error(`REST route ${route.method} ${route.path} names unknown operation ${route.operation}`);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    if (cache && route.method === 'GET' && cache.cacheableDocument(query, route.operation)) router.get(route.path, cache.rest());
    router[method](route.path, async (req: Request, res: Response) => {
      const contextValue = await context(req);
      const variables = route.variables?.(req) ?? {};
      const response = await apollo.executeOperation({ query, variables, operationName: route.operation }, { contextValue });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by REST routes');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        const first = errors[0];
        const code = String(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
        const clearer = code === 'BAD_USER_INPUT' ? restInputError(first.message) : undefined;
        const body: Record<string, unknown> = { code, message: clearer?.message ?? first.message };
        if (first.extensions?.details) body.details = first.extensions.details;
        else if (clearer) body.details = { field: clearer.field };
        const retryAfter = (first.extensions?.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
        if (code === 'RATE_LIMITED' && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
        res.status(httpStatusForGqlCode(code)).json({ error: body });
        return;
      }
      const status = typeof route.status === 'function' ? route.status(data) : (route.status ?? 200);
      res.status(status).json(route.shape ? route.shape(data, req) : { data });
    });
  }
  return router;
}

export function restNotFound(req: Request, res: Response) {
  res.status(ERRORS.ROUTE_NOT_FOUND.http).json({ error: { code: 'NOT_FOUND', message: `No API route for ${req.method} ${req.originalUrl.split("?")[0]}.` } });
}
