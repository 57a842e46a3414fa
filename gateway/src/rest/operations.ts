import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, validate, visit, type ASTNode, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import { REPO_ROOT } from '../config/config.js';

export const OPERATIONS_DIR = path.join(REPO_ROOT, 'gateway/src/rest/operations');

/**
 * Every named operation in rest/operations/*.graphql, each printed with the fragments it spreads.
 * With a schema, each file is validated first, so a REST row pointing at a broken or missing
 * operation fails at start-up, not at request time.
 */
export function loadOperations(schema?: GraphQLSchema, dir = OPERATIONS_DIR): Map<string, string> {
  const operations = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort()) {
    const doc = parse(readFileSync(path.join(dir, file), 'utf8'));
    const errors = schema ? validate(schema, doc) : [];
    if (errors.length) throw new Error(`REST operation file ${file} is invalid: ${errors.map((e) => e.message).join('; ')}`);
    const fragments = new Map(
      doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
    );
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!def.name) throw new Error(`REST operation file ${file} has an unnamed operation`);
      if (operations.has(def.name.value)) throw new Error(`REST operation ${def.name.value} is defined twice`);
      operations.set(def.name.value, [def, ...usedFragments(def, fragments)].map((d) => print(d)).join('\n'));
    }
  }
  return operations;
}

/** The fragments an operation spreads, directly or through other fragments (GraphQL rejects unused ones). */
function usedFragments(node: ASTNode, all: Map<string, FragmentDefinitionNode>, seen = new Map<string, FragmentDefinitionNode>()) {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = all.get(name);
      if (fragment && !seen.has(name)) {
        seen.set(name, fragment);
        usedFragments(fragment, all, seen);
      }
    },
  });
  return [...seen.values()];
}
