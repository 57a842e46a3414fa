import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorRejectCallback } from '@escape.tech/graphql-armor-types';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { GraphQLError, Kind, parse, print, visit, type ASTNode, type FragmentDefinitionNode, type ValidationRule } from 'graphql';
import { REPO_ROOT } from '../config/config.js';
import { badInput } from '../errors/errors.js';

/**
 * Limits on what one GraphQL request may ask for (issue #7 item 2), for both transports: the
 * REST adapter runs its fixed documents through the same Apollo pipeline (executeOperation), so
 * the same validation rules and parse options apply there. Every rejection is a 400 with
 * extensions.code GRAPHQL_VALIDATION_FAILED (or GRAPHQL_PARSE_FAILED for the token limit) and
 * a message that names the limit.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of fields (fragments flattened). The client's deepest operation is 5. */
  maxDepth: 8,
  /** Aliased fields per operation. The client uses none. */
  maxAliases: 15,
  /**
   * graphql-armor cost (object 2, scalar 1, ×1.5 per level, fragments flattened; a list field's
   * `first` multiplies what it holds). The portal's heaviest operations are the paged lists at
   * their page size (a timeline page of 20 entries with their articles and pictures: about 3,200) and
   * MyRepresentatives / ChooseMyDistrict (each candidate district of a split ZIP code carries its
   * representatives' cards and photos); limits.test.ts asserts every client and REST operation
   * stays under half of this (SHOW_COSTS=1 prints the figures).
   */
  maxCost: 8000,
  /** Directives (@include, @skip…) per operation. */
  maxDirectives: 20,
  /** Lexer tokens per document: stops huge documents before any validation work. */
  maxTokens: 2000,
} as const;

/** Page sizes of list fields: one rule for every `limit`/`offset` argument. */
export const PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

export const PAGE_MESSAGES = {
  limit: `limit must be between 1 and ${PAGE.maxLimit}.`,
  offset: 'offset must be 0 or more.',
} as const;

/** Checks a list field's paging arguments; out of range is BAD_USER_INPUT (400 on REST), never clamped silently. */
export function page(limit: number, offset = 0): { limit: number; offset: number } {
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE.maxLimit) throw badInput(PAGE_MESSAGES.limit, { limit });
  if (!Number.isInteger(offset) || offset < 0) throw badInput(PAGE_MESSAGES.offset, { offset });
  return { limit, offset };
}

/** Armor reports through the validation context; Apollo then answers 400 GRAPHQL_VALIDATION_FAILED. */
const report: GraphQLArmorRejectCallback = (ctx, error) => {
  ctx?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
};

export interface GraphQLProtection {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  parseOptions: { maxTokens: number };
}

/**
 * The Apollo options for the limits. Field suggestions ("Did you mean …?") are masked whenever
 * introspection is off (production by default), so the schema cannot be guessed from errors.
 */
export function graphqlProtection(opts: { blockFieldSuggestions: boolean }): GraphQLProtection {
  const reject = { onReject: [report], propagateOnRejection: false, exposeLimits: true };
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ignoreIntrospection: true, ...reject },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reject },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true, ignoreIntrospection: true, ...reject },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reject },
    // graphql-js enforces the token limit itself (parseOptions below): a plain 400 parse error.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: opts.blockFieldSuggestions, mask: '[Suggestion hidden]' },
  }).protect();
  // armor is CommonJS and types its plugins against the CJS build of @apollo/server; same shape.
  return { validationRules: armor.validationRules, plugins: armor.plugins as unknown as ApolloServerPlugin[], parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } };
}

/* ------------------------------------------------------------------------------------------ */
/* The client's own operations: the cost test and the optional persisted-operation allow-list. */

export const CLIENT_SRC = path.join(REPO_ROOT, 'client/src');
export const REST_OPERATIONS = path.join(REPO_ROOT, 'gateway/src/rest/operations');

function graphqlFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`The operation allow-list needs the .graphql files in ${dir}, which does not exist.`);
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.graphql') && !e.parentPath.includes('__generated__'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Every named operation in the .graphql files under `dirs`, each as one document with the
 * fragments it spreads (fragments are shared across files within one set). Keyed `set:name`.
 */
export function collectOperations(sets: Record<string, string> = { client: CLIENT_SRC, rest: REST_OPERATIONS }): Map<string, string> {
  const out = new Map<string, string>();
  for (const [set, dir] of Object.entries(sets)) {
    const docs = graphqlFiles(dir).map((file) => parse(readFileSync(file, 'utf8')));
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const doc of docs) for (const def of doc.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    for (const doc of docs) {
      for (const def of doc.definitions) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        out.set(`${set}:${def.name.value}`, [def, ...usedFragments(def, fragments)].map((d) => print(d)).join('\n\n'));
      }
    }
  }
  return out;
}

function usedFragments(node: ASTNode, all: Map<string, FragmentDefinitionNode>, seen = new Map<string, FragmentDefinitionNode>()) {
  visit(node, {
    FragmentSpread(spread) {
      const fragment = all.get(spread.name.value);
      if (fragment && !seen.has(spread.name.value)) {
        seen.set(spread.name.value, fragment);
        usedFragments(fragment, all, seen);
      }
    },
  });
  return [...seen.values()];
}

/** A document's identity independent of formatting and of Apollo Client's added __typename fields. */
export function operationHash(document: string): string {
  const doc = visit(parse(document), {
    Field(node) {
      return node.name.value === '__typename' && !node.alias ? null : undefined;
    },
  });
  // Operations and fragments in a fixed order, so the client's fragment order does not matter.
  const defs = doc.definitions.map((d) => print(d)).sort();
  return createHash('sha256').update(defs.join('\n')).digest('hex');
}

export const PERSISTED_ONLY_MESSAGE = 'Only the portal’s own operations are accepted by this server.';

/**
 * GRAPHQL_PERSISTED_ONLY: POST /graphql accepts only documents the portal itself sends (the
 * client's operations and the REST adapter's), compared by operationHash. Checked after
 * validation; a refusal is a 400 GRAPHQL_VALIDATION_FAILED with PERSISTED_ONLY_MESSAGE.
 */
export function persistedOnlyPlugin(allowed: Set<string> = new Set([...collectOperations().values()].map(operationHash))): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        // After parsing and validation (their 400s come first); a GraphQLError thrown here is
        // answered with its extensions.http status.
        async didResolveOperation({ source }: GraphQLRequestContext<Record<string, unknown>>) {
          if (!allowed.has(operationHash(source ?? ''))) {
            throw new GraphQLError(PERSISTED_ONLY_MESSAGE, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
