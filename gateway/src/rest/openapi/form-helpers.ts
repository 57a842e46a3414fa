import { arr, items, lowerEnum, nonNull, prop, sameNullability, type JsonSchema } from './json-schema.js';

/** What the forms of forms.ts and forms-congress.ts are built with. */

type S = JsonSchema;
export const has = (s: S, field: string) => Boolean(s.properties?.[field]);
export const lower = (s: S, field: string) => lowerEnum(prop(s, field));

/** A root field of the operation's data, which is never null in a 2xx answer. */
export const root = (data: S, field: string): S => nonNull(prop(data, field));
export const listOf = (s: S, form: (item: S) => S): S => sameNullability(s, arr(form(items(nonNull(s)))));
