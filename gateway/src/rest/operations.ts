import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, validate, visit, type ASTNode, type FragmentDefinitionNode, type GraphQLSchema } from 'graphql';
import { REPO_ROOT } from '../config/config.js';

export const OPERATIONS_DIR = path.join(REPO_ROOT, 'gateway/src/rest/operations');

/**
 * Every named operation in rest/operations/*.graphql, each printed with the fragments it spreads
 * (fragments are shared across the files). With a schema, each assembled operation is validated,
 * so a REST row pointing at a broken or missing operation fails at start-up, not at request time.
 */
export function loadOperations(schema?: GraphQLSchema, dir = OPERATIONS_DIR): Map<string, string> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.graphql')).sort();
  const docs = files.map((file) => ({ file, doc: parse(readFileSync(path.join(dir, file), 'utf8')) }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { file, doc } of docs) {
    for (const def of doc.definitions) {
      if (def.kind !== Kind.FRAGMENT_DEFINITION) continue;
      if (fragments.has(def.name.value)) throw new Error(`REST fragment ${def.name.value} is defined twice (again in ${file})`);
      fragments.set(def.name.value, def);
    }
  }
  const operations = new Map<string, string>();
  for (const { file, doc } of docs) {
    for (const def of doc.definitions) {
      if (def.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!def.name) throw new Error(`REST operation file ${file} has an unnamed operation`);
      if (operations.has(def.name.value)) throw new Error(`REST operation ${def.name.value} is defined twice`);
      const text = [def, ...usedFragments(def, fragments)].map((d) => print(d)).join('\n');
      const errors = schema ? validate(schema, parse(text)) : [];
      if (errors.length) throw new Error(`REST operation ${def.name.value} (${file}) is invalid: ${errors.map((e) => e.message).join('; ')}`);
      operations.set(def.name.value, text);
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
