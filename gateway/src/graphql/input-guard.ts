import type { MiddlewareFn } from 'type-graphql';
import { badInput } from '../errors/errors.js';
import { MAX_LIST_ENTRIES, textLimit } from '../modules/limits.js';

/** The message services use for NUL (PostgreSQL text cannot hold it). */
export const INVALID_CHARACTER = 'The text contains an invalid character.';

/**
 * A global type-graphql middleware: before any resolver runs, every string in its arguments
 * (nested input fields and list entries too) must be free of NUL and within its maximum length
 * (modules/limits.ts), and lists at most MAX_LIST_ENTRIES long. Otherwise 400 BAD_USER_INPUT with
 * a message naming the field and the limit, and nothing is written. REST routes run the same
 * operations, so they are covered too.
 */
export const inputGuard: MiddlewareFn = ({ args, info }, next) => {
  if (args && typeof args === 'object') {
    for (const [name, value] of Object.entries(args)) check(info.fieldName, [name], value);
  }
  return next();
};

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
