import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import schemaSdl from '../../../schema.graphql?raw';
import { buildExamples } from './examples';

describe('the playground examples', () => {
  it('are every operation of the client, each with the fragments it spreads (also across files)', () => {
    const examples = buildExamples({
      '../features/story/a.graphql': 'fragment Card on Story { id title ...Owner } query Stories { stories { ...Card } } mutation Follow($id: UUID!) { followStory(id: $id) { id } }',
      '../features/member/b.graphql': 'fragment Owner on Story { owner { id } } query Me($limit: Int! = 5) { me { id } }',
    });
    expect(examples.map((e) => `${e.feature}/${e.kind}/${e.name}`)).toEqual(['member/query/Me', 'story/mutation/Follow', 'story/query/Stories']);
    const stories = examples.find((e) => e.name === 'Stories')!;
    expect(stories.query).toContain('fragment Card on Story');
    expect(stories.query).toContain('fragment Owner on Story');
    expect(examples.find((e) => e.name === 'Follow')!.variables).toBe('{\n  "id": ""\n}');
    expect(examples.find((e) => e.name === 'Me')!.variables).toBe('');
  });

  it('include the real client operations', () => {
    const names = buildExamples().map((e) => e.name);
    expect(names.length).toBeGreaterThan(20);
    expect(names).toContain('RecentArticles');
  });

  it('each run as they are: valid against the schema, fragments from any folder included', () => {
    const schema = buildSchema(schemaSdl);
    const invalid = buildExamples().flatMap((e) => validate(schema, parse(e.query)).map((err) => `${e.name}: ${err.message}`));
    expect(invalid).toEqual([]);
  });
});
