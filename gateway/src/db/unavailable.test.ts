import { ApolloServer } from '@apollo/server';
import { GraphQLInt, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QueryFailedError } from 'typeorm';
import { createLogger } from '../config/logger.js';
import { createFormatError, unavailableStatusPlugin } from '../graphql/format-error.js';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['server shutting down (57P01 admin_shutdown)', withCode('57P01', 'terminating connection due to administrator command')],
    ['server starting up (57P03 cannot_connect_now)', withCode('57P03', 'the database system is starting up')],
    ['connection exception class 08', withCode('08006')],
    ['pg: connection closed under a query', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['several addresses refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['wrapped by TypeORM', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    ['wrapped by Apollo (originalError)', Object.assign(new Error('x'), { originalError: withCode('ECONNREFUSED') })],
  ])('recognises %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('does not mistake %s for an outage', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('GraphQL during a database outage', () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        votes: {
          type: GraphQLInt,
          resolve: () => Promise.reject(new QueryFailedError('SELECT count(*) FROM article_votes', [], withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:54329'))),
        },
        bug: { type: GraphQLInt, resolve: () => Promise.reject(new TypeError('bug')) },
      },
    }),
  });
  const server = new ApolloServer({ schema, formatError: createFormatError(createLogger('silent')), plugins: [unavailableStatusPlugin] });

  it('answers 503 SERVICE_UNAVAILABLE with a clear message and nothing internal', async () => {
    const res = await server.executeOperation({ query: '{ votes }' });
    expect(res.http.status).toBe(503);
    const body = res.body.kind === 'single' ? res.body.singleResult : undefined;
    expect(body?.errors?.[0]).toMatchObject({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|article_votes|stack|\n\s+at /);
  });

  it('still masks any other error as INTERNAL_SERVER_ERROR, not as an outage', async () => {
    const res = await server.executeOperation({ query: '{ bug }' });
    expect(res.http.status).not.toBe(503);
    const body = res.body.kind === 'single' ? res.body.singleResult : undefined;
    expect(body?.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
