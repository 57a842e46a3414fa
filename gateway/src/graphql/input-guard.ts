import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { badInput } from '../errors/errors.js';
import { MAX_LIST_ENTRIES, textLimit } from '../modules/limits.js';

/** The message services use for NUL (PostgreSQL text cannot hold it). */
export const INVALID_CHARACTER = 'The text contains an invalid character.';

/**
 * Before any resolver that takes arguments runs, every string in its arguments (nested input
 * fields and list entries too) must be free of NUL and within its maximum length
 * (modules/limits.ts), and lists at most MAX_LIST_ENTRIES long. Otherwise 400 BAD_USER_INPUT with
 * a message naming the field and the limit, and nothing is written. REST routes run the same
 * operations, so they are covered too.
 *
 * Installed on the built schema, only around fields that have arguments: a type-graphql global
 * middleware would wrap every field (an async call per property of every row) and made the
 * 540-legislator dashboard five times slower.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (root, args: Record<string, unknown>, context, info) => {
        for (const [name, value] of Object.entries(args)) check(info.fieldName, [name], value);
        return resolve(root, args, context, info);
      };
    }
  }
  return schema;
}

function check(field: string, path: string[], value: unknown): void {
  if (typeof value === 'string') {
    const limit = textLimit(field, path);
    if (value.includes('\u0000')) throw badInput(INVALID_CHARACTER, { field: path.join('.') });
    if (value.length > limit.max) throw badInput(`${limit.label} may be at most ${limit.max} characters long.`, { field: path.join('.'), max: limit.max });
  } else if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ENTRIES) throw badInput(`At most ${MAX_LIST_ENTRIES} entries are accepted in ${path.join('.')}.`, { field: path.join('.'), max: MAX_LIST_ENTRIES });
    for (const v of value) check(field, path, v);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) check(field, [...path, k], v);
  }
}
