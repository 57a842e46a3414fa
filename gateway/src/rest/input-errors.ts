/**
 * GraphQL's words for a value of the wrong type name the operation's variables — `Variable "$input"
 * got invalid value "yes" at "input.isGlobal"; Boolean cannot represent a non boolean value: "yes"`
 * — which a REST caller never wrote. The REST adapter says the same in the request's terms: the
 * parameter or body field, and what it must be (`isGlobal must be true or false.`).
 */
const EXPECTED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Int cannot represent/, 'must be a whole number'],
  [/^Float cannot represent/, 'must be a number'],
  [/^Boolean cannot represent/, 'must be true or false'],
  [/^(String|ID) cannot represent/, 'must be text'],
  [/not a valid UUID/i, 'must be a UUID'],
  [/^Expected non-nullable type "[^"]+" not to be null/, 'is required'],
  [/^Expected type "\w+" to be an object/, 'must be an object'],
];

/** The value is printed as JSON: a string is matched whole, so a "; " inside it ends nothing. */
const COERCION = /^Variable "\$(\w+)" got invalid value (?:"(?:[^"\\]|\\.)*"|.*?)(?: at "([^"]+)")?; ([^]*)$/;

/** graphql-js's words for a value an enum does not have: `Value "X" does not exist in "Vote" enum.`, `Enum "Vote" cannot represent …`. */
const ENUM_REASON = /(?:does not exist in "(\w+)" enum|^Enum "(\w+)" cannot represent)/;

/** An enum's values as a REST caller writes them (lower case). */
export type EnumValues = (enumName: string) => readonly string[] | undefined;

/**
 * The clearer message and the field it is about, or undefined for any other message. With
 * `enumValues` (the schema's enums), a value an enum does not have is answered with the values
 * it does.
 */
export function restInputError(message: string, enumValues?: EnumValues): { message: string; field: string } | undefined {
  const match = COERCION.exec(message);
  if (!match) return undefined;
  const [, variable, at, reason] = match as unknown as [string, string, string | undefined, string];
  // Body fields are gathered into the operation's `input`: the caller sent them at the top level.
  const where = (at ?? variable).replace(/^input(\.|$)/, '');
  // A field missing from an object, or one it does not have, is named by the reason.
  const inner = /^Field "(\w+)" (of required type "[^"]+" was not provided|is not defined by type)/.exec(reason);
  if (inner) {
    const field = where ? `${where}.${inner[1]}` : inner[1]!;
    return { field, message: inner[2]!.startsWith('of required') ? `${field} is required.` : `${field} is not a field it accepts.` };
  }
  const field = where || variable;
  const enumMatch = ENUM_REASON.exec(reason);
  if (enumMatch) {
    const values = enumValues?.(enumMatch[1] ?? enumMatch[2]!);
    return { field, message: values?.length ? `${field} must be one of: ${values.join(', ')}.` : `${field} is not one of the values it accepts.` };
  }
  const expected = EXPECTED.find(([pattern]) => pattern.test(reason))?.[1];
  return { field, message: expected ? `${field} ${expected}.` : `${field} is not valid: ${reason}` };
}
