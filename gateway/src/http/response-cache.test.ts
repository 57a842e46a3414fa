import { readFileSync } from 'node:fs';
import { isObjectType, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema.js';
import { CACHEABLE_TYPES, isCacheable } from './response-cache.js';

let schema: Awaited<ReturnType<typeof createSchema>>;
beforeAll(async () => {
  schema = await createSchema();
});

const cacheable = (query: string, operationName?: string) => isCacheable(schema, parse(query), operationName);

describe('which operations the response cache may keep', () => {
  it('the staff dashboard, with fragments, aliases, variables and __typename', () => {
    expect(cacheable('{ legislators { id fullName currentTerm { type } committees { name committee { thomasId } } staffCommentary { content } } }')).toBe(true);
    expect(
      cacheable(`query D($f: LegislatorFilter) { all: legislators(filter: $f) { ...Card __typename } }
                 fragment Card on Legislator { id role district hasStaffCommentary content { id updatedAt } }`),
    ).toBe(true);
  });

  it("the client's own staff dashboard (LegislativeDashboard, photos included)", () => {
    const read = (file: string) => readFileSync(new URL(`../../../client/src/${file}`, import.meta.url), 'utf8');
    const document = `${read('features/legislator/legislator.graphql')}\n${read('components/StoredImage.graphql')}`;
    expect(cacheable(document, 'LegislativeDashboard')).toBe(true);
  });

  it('nothing else: other root fields, mutations, key-vote alignment, content with its legislator', () => {
    expect(cacheable('{ legislators { id } me { id } }')).toBe(false);
    expect(cacheable('{ legislator(id: "K000367") { id } }')).toBe(false);
    expect(cacheable('{ staffCommentaries { id } }')).toBe(false);
    expect(cacheable('{ legislators { id alignment { percent } } }')).toBe(false);
    expect(cacheable('{ legislators { content { legislator { id } } } }')).toBe(false);
    expect(cacheable('mutation { createLegislatorContent(input: { legislatorId: "x", content: "y" }) { id } }')).toBe(false);
    expect(cacheable('{ legislators { id nope } }')).toBe(false);
  });

  it('the operation that runs: the named one, or the only one', () => {
    const two = 'query A { legislators { id } } query B { me { id } }';
    expect(cacheable(two, 'A')).toBe(true);
    expect(cacheable(two, 'B')).toBe(false);
    expect(cacheable(two)).toBe(false);
  });

  it('lists every field of the cached types, so a new field is cached only once someone has looked at it', () => {
    // A field added to these types must either be viewer-independent and read from the tables
    // whose writes bump the 'legislators' version (then add it to CACHEABLE_TYPES), or be left
    // out here like alignment (key votes) and a commentary's legislator.
    const leftOut = ['Legislator.alignment', 'LegislatorContent.legislator'];
    for (const [typeName, fields] of Object.entries(CACHEABLE_TYPES)) {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
      const all = Object.keys(type.getFields()).filter((f) => !leftOut.includes(`${typeName}.${f}`));
      expect([...fields].sort(), typeName).toEqual(all.sort());
    }
  });
});
