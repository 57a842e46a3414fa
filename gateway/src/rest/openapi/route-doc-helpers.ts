import { z } from 'zod';
import { PAGE_SIZE } from '../../graphql/cursor.js';
import { obj, type JsonSchema } from './json-schema.js';
import * as f from './forms.js';

/**
 * What the features' route docs (modules/<feature>/<feature>.route-docs.ts, see RouteDoc) share:
 * the paging parameters, tags and the vote body, and two shorthands for responses.
 */

export const limit = z.coerce.number().int().min(1).max(100).optional().describe('Page size, 1–100.');
export const pageLimit = z.coerce.number().int().min(1).max(PAGE_SIZE.max).optional().describe(`Items on the page, 1–${PAGE_SIZE.max} (default ${PAGE_SIZE.default}).`);
export const cursor = z.string().optional().describe('Where the page starts: the cursor in the previous page\'s Link rel="next".');
export const offset = z.coerce.number().int().min(0).optional().describe('Items to skip.');
export const tags = z.union([z.array(z.string()), z.string()]).optional().describe('Tags, as a list or one comma-separated string.');
export const vote = z.object({ vote: z.enum(['up', 'down', 'none']).describe('The desired state: none (or null) removes the vote.').nullable() });

/** A root field of the operation's data, never null in a 2xx answer (rest/openapi/form-helpers.ts). */
export const R = (data: JsonSchema, field: string) => f.root(data, field);
/** The `{ data }` envelope around `s`. */
export const dataOf = (s: JsonSchema) => obj({ data: s });
