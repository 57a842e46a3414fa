import { describe, expect, it } from 'vitest';
import { GraphQLError, Kind, parse, validate, visit, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { DomainError } from '../errors/errors.js';
import { collectOperations, GRAPHQL_LIMITS, graphqlProtection, operationHash, page, PAGE, PAGE_MESSAGES } from './limits.js';
import { createSchema } from './schema.js';

/** Apollo Client adds __typename to every selection set; the cost the server sees includes it. */
function withTypename(doc: DocumentNode): DocumentNode {
  return visit(doc, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/** What graphql-armor measures for one document, with the same options the gateway uses. */
function measure(schema: GraphQLSchema, doc: DocumentNode) {
  const seen = { cost: 0, depth: 0, aliases: 0 };
  const accept = (key: keyof typeof seen) => ({ onAccept: [(_: unknown, d: { n: number }) => (seen[key] = d.n)], propagateOnRejection: false });
  const errors = validate(schema, doc, [
    costLimitRule({ maxCost: Number.MAX_SAFE_INTEGER, flattenFragments: true, ignoreIntrospection: true, ...accept('cost') }),
    maxDepthRule({ n: 1000, flattenFragments: true, ignoreIntrospection: true, ...accept('depth') }),
    maxAliasesRule({ n: 1000, ...accept('aliases') }),
  ]);
  return { ...seen, errors };
}

describe('GraphQL limits sized for the portal’s own operations', () => {
  const operations = collectOperations();

  it('finds the client’s and the REST adapter’s operations', () => {
    const names = [...operations.keys()];
    expect(names.filter((n) => n.startsWith('client:')).length).toBeGreaterThan(20);
    expect(names.filter((n) => n.startsWith('rest:')).length).toBeGreaterThan(20);
  });

  it('every operation is valid and within depth, aliases, tokens, and half the cost limit', async () => {
    const schema = await createSchema();
    const report: string[] = [];
    let heaviest = { name: '', cost: 0 };
    for (const [name, text] of operations) {
      const doc = withTypename(parse(text, { maxTokens: GRAPHQL_LIMITS.maxTokens }));
      const m = measure(schema, doc);
      expect(m.errors.map((e) => e.message), name).toEqual([]);
      if (m.cost > heaviest.cost) heaviest = { name, cost: m.cost };
      if (m.cost > GRAPHQL_LIMITS.maxCost / 2) report.push(`${name}: cost ${m.cost}`);
      if (m.depth > GRAPHQL_LIMITS.maxDepth - 2) report.push(`${name}: depth ${m.depth}`);
      if (m.aliases > GRAPHQL_LIMITS.maxAliases) report.push(`${name}: aliases ${m.aliases}`);
    }
    // Headroom: cost ≤ 50 % of the limit, depth at least 2 below it.
    expect(report, `heaviest operation ${heaviest.name} costs ${heaviest.cost} of ${GRAPHQL_LIMITS.maxCost}`).toEqual([]);
    expect(heaviest.cost).toBeGreaterThan(0);
    if (process.env.SHOW_COSTS) console.log(heaviest, [...operations].map(([n, t]) => [n, measure(schema, withTypename(parse(t))).cost, measure(schema, withTypename(parse(t))).depth]).sort((a, b) => Number(b[1]) - Number(a[1])).slice(0, 8));
  });

  it('the configured rules refuse a document over each limit with a message naming it', async () => {
    const schema = await createSchema();
    const { validationRules } = graphqlProtection({ blockFieldSuggestions: false });
    const nest = (n: number): string => (n === 0 ? 'id' : `timeline { entries { story { ${nest(n - 1)} } } }`);
    const messages = (doc: DocumentNode) => validate(schema, doc, validationRules).map((e: GraphQLError) => e.message);
    expect(messages(parse('{ health { status } }'))).toEqual([]);
    const aliases = parse(`{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: health { status }`).join(' ')} }`);
    expect(messages(aliases).join(' ')).toMatch(/Aliases limit of 15 exceeded/);
    const wide = parse(`{ ${Array.from({ length: 15 }, (_, i) => `a${i}: stories { id title timeline(first: 50) { entries { addedAt story { id title } } } }`).join(' ')} }`);
    expect(messages(wide).join(' ')).toMatch(new RegExp(`Query Cost limit of ${GRAPHQL_LIMITS.maxCost} exceeded, found \\d+`));
    expect(messages(parse(`{ stories { ${nest(2)} } }`))).toEqual([]);
    expect(messages(parse(`{ stories { ${nest(4)} } }`)).join(' ')).toMatch(/Query depth limit of 8 exceeded, found 1\d/);
  });
});

describe('page()', () => {
  it('accepts 1..100 and offset ≥ 0; defaults are 25 and 0', () => {
    expect(PAGE).toEqual({ defaultLimit: 25, maxLimit: 100 });
    expect(page(1)).toEqual({ limit: 1, offset: 0 });
    expect(page(100, 300)).toEqual({ limit: 100, offset: 300 });
  });

  it('refuses a limit over 100, under 1, or a negative offset as BAD_USER_INPUT with a clear message', () => {
    for (const [limit, offset, message] of [
      [101, 0, PAGE_MESSAGES.limit],
      [0, 0, PAGE_MESSAGES.limit],
      [-5, 0, PAGE_MESSAGES.limit],
      [10, -1, PAGE_MESSAGES.offset],
    ] as const) {
      let thrown: unknown;
      try {
        page(limit, offset);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect((thrown as DomainError).extensions.code).toBe('BAD_USER_INPUT');
      expect((thrown as DomainError).message).toBe(message);
    }
    expect(PAGE_MESSAGES.limit).toBe('limit must be between 1 and 100.');
  });
});

describe('operationHash', () => {
  it('ignores formatting and __typename, but not a changed selection', () => {
    const a = operationHash('query Q { health { status } }');
    expect(operationHash('query Q {\n  health {\n    status\n    __typename\n  }\n}')).toBe(a);
    expect(operationHash('query Q { health { status database } }')).not.toBe(a);
  });
});
