import { z } from 'zod';
import { bool } from './env-values.js';

/** The GraphQL endpoint's settings (.env.example, GraphQL): the playground, introspection, persisted operations only. */
export const graphqlEnv = z.object({
  GRAPHQL_PLAYGROUND: bool.optional(),
  GRAPHQL_INTROSPECTION: bool.optional(),
  GRAPHQL_PERSISTED_ONLY: bool.default(false),
});

export type GraphqlEnv = z.output<typeof graphqlEnv>;

export interface GraphqlConfig {
  playground: boolean;
  introspection: boolean;
  persistedOnly: boolean;
}

export function graphqlConfig(env: GraphqlEnv, isProduction: boolean): GraphqlConfig {
  return {
    playground: env.GRAPHQL_PLAYGROUND ?? !isProduction,
    introspection: env.GRAPHQL_INTROSPECTION ?? !isProduction,
    persistedOnly: env.GRAPHQL_PERSISTED_ONLY,
  };
}
