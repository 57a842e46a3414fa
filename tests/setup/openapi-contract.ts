import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { buildOpenApiDocument, openApiPath } from '../../gateway/src/rest/openapi/document.js';
import { loadOperations } from '../../gateway/src/rest/operations.js';
import { routes } from '../../gateway/src/rest/routes.js';
import { createSchema } from '../../gateway/src/graphql/schema.js';

/**
 * The contract test's side of the OpenAPI document: validates a real answer of a route against the
 * response schema the document gives for that route and status (tests/integration/authz-matrix.test.ts
 * calls it for every 2xx answer of every route, for every role).
 */
let built: Promise<{ doc: OpenAPIObject; ajv: Ajv2020 }> | undefined;

export function openApiDocument(): Promise<{ doc: OpenAPIObject; ajv: Ajv2020 }> {
  return (built ??= (async () => {
    const schema = await createSchema();
    const doc = buildOpenApiDocument({ schema, routes, operations: loadOperations(schema) });
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(ajv);
    return { doc, ajv };
  })());
}

/** Problems with `body` as the answer of `method routePath` with `status` ('' when it matches its documented schema). */
export async function contractProblems(method: string, routePath: string, status: number, body: unknown): Promise<string> {
  const { doc, ajv } = await openApiDocument();
  const op = doc.paths?.[openApiPath(routePath)]?.[method.toLowerCase() as 'get'];
  if (!op) return `${method} ${routePath} is not in the OpenAPI document`;
  const response = op.responses?.[String(status)] as { content?: Record<string, { schema?: object }> } | undefined;
  // A file answer (results.csv): its text, not JSON.
  if (response?.content?.['text/csv']) return typeof body === 'string' && body.length > 0 ? '' : `${method} ${routePath} → ${status} should be CSV text`;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return `${method} ${routePath} answered ${status}, which the document does not describe`;
  const validate = ajv.compile(schema);
  if (validate(body)) return '';
  return `${method} ${routePath} → ${status} does not match its documented schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`;
}
