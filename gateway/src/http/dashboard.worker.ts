import 'reflect-metadata';
import { workerData } from 'node:worker_threads';
import { Kind, parse, specifiedRules, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { Piscina } from 'piscina';
import type { Config } from '../config/config.js';
import { createLogger } from '../config/logger.js';
import { createDataSource } from '../db/data-source.js';
import type { Viewer } from '../graphql/context.js';
import { createExecutor } from '../graphql/executor.js';
import { collectOperations, graphqlProtection, GRAPHQL_LIMITS, operationHash } from '../graphql/limits.js';
import { createLoaders } from '../graphql/loaders.js';
import { createSchema } from '../graphql/schema.js';
import { loadOperations } from '../rest/operations.js';
import { routes } from '../rest/routes.js';

/**
 * A dashboard thread (dashboard-threads.ts): runs a staff-dashboard operation start to finish —
 * parse, the same validation rules as Apollo, execution with the caller the main thread
 * verified, serialization — and hands back the response body, so the main thread stays free for
 * everyone else. Anything but a clean success (invalid document, errors, a database problem)
 * answers null and the main thread runs the request through Apollo as usual, which
 * produces the one and only error answer.
 */
export interface DashboardThreadOptions {
  databaseUrl: string;
  poolSize: number;
  logLevel: Config['logLevel'];
  blockFieldSuggestions: boolean;
  persistedOnly: boolean;
}

export type DashboardTask =
  | { kind: 'warmup' }
  | { kind: 'graphql'; query: string; operationName: string | null; variables: Record<string, unknown>; viewer: Viewer }
  | { kind: 'rest'; method: string; path: string; variables: Record<string, unknown>; params: Record<string, string>; query: Record<string, unknown>; viewer: Viewer };

/** The response body (moved to the main thread, not copied), or null: let the main thread answer. */
export type DashboardResult = Uint8Array | null;

const options = workerData as DashboardThreadOptions;
const log = createLogger(options.logLevel);
const schema = await createSchema();
const dataSource = createDataSource(options.databaseUrl, { poolSize: options.poolSize });
await dataSource.initialize();
const execute = createExecutor(schema);
const rules = [...specifiedRules, ...graphqlProtection({ blockFieldSuggestions: options.blockFieldSuggestions }).validationRules];
const allowed = options.persistedOnly ? new Set([...collectOperations().values()].map(operationHash)) : null;
const restOperations = new Map<string, { document: string; route: (typeof routes)[number] }>();

/** Parsed and validated documents by text (null: invalid, or not one the portal accepts). */
const documents = new Map<string, DocumentNode | null>();
function validDocument(query: string): DocumentNode | null {
  if (!documents.has(query)) {
    let document: DocumentNode | null = null;
    try {
      document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
      if (validate(schema, document, rules).length || (allowed && !allowed.has(operationHash(query)))) document = null;
    } catch {
      document = null;
    }
    if (documents.size > 200) documents.clear();
    documents.set(query, document);
  }
  return documents.get(query)!;
}

async function run(query: string, operationName: string | null, variables: Record<string, unknown>, viewer: Viewer) {
  const document = validDocument(query);
  if (!document) return null;
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation) return null;
  const contextValue = { viewer, dataSource, loaders: createLoaders(dataSource), log };
  const result = await execute({ document, operation, operationName, contextValue, variables });
  return result.errors?.length || !result.data ? null : result.data;
}

export default async function dashboard(task: DashboardTask): Promise<DashboardResult> {
  try {
    if (task.kind === 'warmup') return new Uint8Array();
    let body: string;
    if (task.kind === 'graphql') {
      const data = await run(task.query, task.operationName, task.variables, task.viewer);
      if (!data) return null;
      // As Apollo prints a result without errors (prettyJSONStringify: a newline at the end).
      body = `${JSON.stringify({ data })}\n`;
    } else {
      const key = `${task.method} ${task.path}`;
      let entry = restOperations.get(key);
      if (!entry) {
        const route = routes.find((r) => r.method === task.method && r.path === task.path);
        if (!route || (route.status !== undefined && route.status !== 200)) return null;
        restOperations.set(key, (entry = { document: loadOperations().get(route.operation)!, route }));
      }
      const data = await run(entry.document, entry.route.operation, task.variables, task.viewer);
      if (!data) return null;
      // As the REST adapter answers: res.json(shape(data)).
      body = JSON.stringify(entry.route.shape ? entry.route.shape(data, { params: task.params, query: task.query } as never) : { data });
    }
    // Its own ArrayBuffer (never Buffer's shared pool), so it can be moved.
    return Piscina.move(new TextEncoder().encode(body)) as unknown as Uint8Array;
  } catch (err) {
    log.debug('Dashboard thread: falling back to the main thread', err);
    return null;
  }
}
