import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

/**
 * The portal's own operations (client/src/**\/*.graphql), each with the fragments it
 * spreads, as ready-to-run examples in the playground: what the portal itself sends, so a
 * developer sees real, allowed queries (they pass GRAPHQL_PERSISTED_ONLY too).
 */
export interface Example {
  name: string;
  feature: string;
  kind: 'query' | 'mutation' | 'subscription';
  query: string;
  /** A variables skeleton: every variable without a default, with an empty value of its type. */
  variables: string;
}

// Every .graphql file of the client: operations live in features, shared fragments may live
// beside the components that use them (components/StoredImage.graphql).
const files = import.meta.glob(['../**/*.graphql', '!../__generated__/**'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export function buildExamples(sources: Record<string, string> = files): Example[] {
  const docs = Object.entries(sources).map(([file, text]) => {
    const parts = file.split('/');
    return { feature: (parts[1] === 'features' ? parts[2] : parts[1]) ?? 'other', doc: parse(text) };
  });
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { doc } of docs) for (const d of doc.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const examples: Example[] = [];
  for (const { feature, doc } of docs) {
    for (const d of doc.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION || !d.name) continue;
      examples.push({
        name: d.name.value,
        feature,
        kind: d.operation,
        query: [d, ...spreads(d, fragments)].map((n) => print(n)).join('\n\n'),
        variables: skeleton(d),
      });
    }
  }
  return examples.sort((a, b) => a.feature.localeCompare(b.feature) || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

function spreads(node: DefinitionNode, all: Map<string, FragmentDefinitionNode>, seen = new Map<string, FragmentDefinitionNode>()) {
  visit(node, {
    FragmentSpread(s) {
      const f = all.get(s.name.value);
      if (f && !seen.has(f.name.value)) {
        seen.set(f.name.value, f);
        spreads(f, all, seen);
      }
    },
  });
  return [...seen.values()];
}

function skeleton(op: OperationDefinitionNode): string {
  // Variables with a default are left out: the default applies.
  const vars = (op.variableDefinitions ?? []).filter((v) => !v.defaultValue);
  if (!vars.length) return '';
  const value = (type: string): unknown => {
    const t = type.replace(/!$/, '');
    if (t.startsWith('[')) return [];
    if (t === 'Int' || t === 'Float') return 0;
    if (t === 'Boolean') return false;
    if (/Input$/.test(t)) return {};
    return '';
  };
  return JSON.stringify(Object.fromEntries(vars.map((v) => [v.variable.name.value, value(print(v.type))])), null, 2);
}
