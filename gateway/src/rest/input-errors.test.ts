import { describe, expect, it } from 'vitest';
import { buildSchema, graphqlSync } from 'graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { restInputError } from './input-errors.js';

// graphql-js's own messages, so a change of its wording fails here rather than going unnoticed.
const schema = buildSchema(`
  scalar UUID
  enum Visibility { PUBLIC PRIVATE }
  input StoryInput { title: String!, isGlobal: Boolean, tags: [String!] }
  type Query { stories(limit: Int, score: Float, visibility: Visibility, id: UUID): Int, create(input: StoryInput!): Int }
`);
Object.assign(schema.getType('UUID')!, { parseValue: GraphQLUUID.parseValue, serialize: GraphQLUUID.serialize });

function messageFor(variables: Record<string, unknown>): string {
  const source = 'query($limit: Int, $score: Float, $visibility: Visibility, $id: UUID, $input: StoryInput!) { stories(limit: $limit, score: $score, visibility: $visibility, id: $id) create(input: $input) }';
  const result = graphqlSync({ schema, source, variableValues: { input: { title: 'x' }, ...variables } });
  return result.errors![0]!.message;
}

describe('restInputError', () => {
  it.each([
    [{ limit: 'abc' }, 'limit must be a whole number.', 'limit'],
    [{ limit: '1.5' }, 'limit must be a whole number.', 'limit'],
    [{ score: 'lots' }, 'score must be a number.', 'score'],
    [{ visibility: 'BOGUS' }, 'visibility is not one of the values it accepts.', 'visibility'],
    [{ id: 'not-a-uuid' }, 'id must be a UUID.', 'id'],
    [{ input: { title: 123 } }, 'title must be text.', 'title'],
    [{ input: { title: 'x', isGlobal: 'yes' } }, 'isGlobal must be true or false.', 'isGlobal'],
    [{ input: { title: null } }, 'title is required.', 'title'],
    [{ input: { title: 'x', tags: ['a', 7] } }, 'tags[1] must be text.', 'tags[1]'],
    [{ input: 'a; b' }, 'input must be an object.', 'input'],
    [{ input: {} }, 'title is required.', 'title'],
    [{ input: { title: 'x', nope: 1 } }, 'nope is not a field it accepts.', 'nope'],
  ])('%j → %s', (variables, message, field) => {
    expect(restInputError(messageFor(variables))).toEqual({ message, field });
  });

  it("names an enum's values, as a REST caller writes them, when it knows them", () => {
    const values = (name: string) => (name === 'Visibility' ? ['public', 'private'] : undefined);
    expect(restInputError(messageFor({ visibility: 'BOGUS' }), values)).toEqual({ message: 'visibility must be one of: public, private.', field: 'visibility' });
    expect(restInputError(messageFor({ visibility: 5 }), values)).toEqual({ message: 'visibility must be one of: public, private.', field: 'visibility' });
  });

  it('a value holding "; " or ` at "` does not confuse it', () => {
    expect(restInputError(messageFor({ limit: 'x; at "input.y"; Boolean' }))).toEqual({ message: 'limit must be a whole number.', field: 'limit' });
  });

  it('leaves every other message alone', () => {
    expect(restInputError('limit must be between 1 and 100.')).toBeUndefined();
    expect(restInputError('Title is required')).toBeUndefined();
  });
});
