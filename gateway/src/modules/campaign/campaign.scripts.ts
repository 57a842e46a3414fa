import { badInput } from '../../errors/errors.js';
import { OrganizationPosition } from '../key-vote/key-vote.enums.js';

/**
 * A campaign's scripts name the member and their legislator with placeholders, filled on the server
 * for each member and legislator. Anything written as {word} is a placeholder: an unknown one is
 * refused when staff save (400 naming it), so a member never reads "{membername}" on a call.
 */
export const PLACEHOLDERS = ['member_name', 'member_city', 'member_zip', 'legislator', 'bill', 'position'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type ScriptValues = Record<Placeholder, string>;

const TOKEN = /\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;
const isPlaceholder = (name: string): name is Placeholder => (PLACEHOLDERS as readonly string[]).includes(name);

/** The {names} in a text that are not placeholders, in order of appearance, each once. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => !isPlaceholder(name.toLowerCase()));
  return [...new Set(unknown)];
}

/** The text with every placeholder replaced (names are matched ignoring case; spaces inside the braces are allowed). */
export function fillScript(text: string, values: ScriptValues): string {
  return text.replace(TOKEN, (whole, name: string) => {
    const key = name.toLowerCase();
    return isPlaceholder(key) ? values[key] : whole;
  });
}

export const PLACEHOLDER_LIST = PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

/** Throws BAD_USER_INPUT naming the first unknown placeholder of `text` (the field says which script). */
export function checkPlaceholders(field: string, label: string, text: string): void {
  const [first] = unknownPlaceholders(text);
  if (first !== undefined) {
    throw badInput(`The ${label} has an unknown placeholder {${first}}. Placeholders are ${PLACEHOLDER_LIST}.`, {
      field,
      placeholder: first,
      allowed: [...PLACEHOLDERS],
    });
  }
}

/** {position}: what the organization asks the legislator to do. */
export const POSITION_VERB: Record<OrganizationPosition, string> = {
  [OrganizationPosition.SUPPORT]: 'support',
  [OrganizationPosition.OPPOSE]: 'oppose',
  [OrganizationPosition.OTHER]: 'carefully consider',
};

/** What a placeholder becomes when the member has not told us (the script stays editable before reading). */
export const MISSING = {
  member_name: '[your name]',
  member_city: '[your city]',
  member_zip: '[your ZIP code]',
  legislator: 'your member of Congress',
} as const;

/** The fictional member staff see the scripts filled for while they write them. */
export const SAMPLE_MEMBER = { name: 'Alex Morgan', city: 'Springfield', zip: '62701', legislator: 'Representative Jordan Lee' } as const;
