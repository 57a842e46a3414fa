import { badInput } from '../../errors/errors.js';

/**
 * The name a member chooses to be shown by (issue #14 item 8). It is the SPEC's `username`
 * (§3 User profile), shown to others only while "Show my real name" is on, 'Anonymous' otherwise.
 * A person's name, so spaces and letters of any language are welcome; markup, emails, URLs and
 * lookalikes of the portal's own labels are not.
 */
export const DISPLAY_NAME = { min: 2, max: 40 } as const;

/** Labels the portal shows itself: a member named so would impersonate them. */
const RESERVED = new Set(['anonymous', 'you', 'staff', 'admin', 'administrator', 'moderator', 'member']);

export const DISPLAY_NAME_MESSAGES = {
  tooShort: `Your display name must be at least ${DISPLAY_NAME.min} characters long.`,
  tooLong: `Your display name may be at most ${DISPLAY_NAME.max} characters long.`,
  characters: "Your display name may contain only letters, digits, spaces and the marks . ' - _",
  start: 'Your display name must start with a letter or a digit.',
  marks: 'Your display name cannot have two of the marks . \' - _ in a row.',
  reserved: (name: string) => `“${name}” cannot be used as a display name. Please choose another one.`,
  taken: 'That display name is already taken.',
} as const;

const ALLOWED = /^[\p{L}\p{M}\p{Nd} .'’\-_]+$/u;
const FIRST = /^[\p{L}\p{Nd}]/u;
/** The shape of the names given to members without one (member.policy.ts teamDisplayName). */
const TEAM_NAME = /^member\s*[0-9a-f]{6}$/iu;
const MARKS_IN_A_ROW = /[.'’\-_]{2}/u;

/**
 * Checks and normalizes a display name: trimmed, runs of spaces made one, Unicode NFC. An empty
 * name means none (null). Throws BAD_USER_INPUT with the rule that failed.
 */
export function checkDisplayName(raw: string): string | null {
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (!name) return null;
  if ([...name].length < DISPLAY_NAME.min) throw badInput(DISPLAY_NAME_MESSAGES.tooShort, { field: 'username' });
  if ([...name].length > DISPLAY_NAME.max) throw badInput(DISPLAY_NAME_MESSAGES.tooLong, { field: 'username' });
  if (!ALLOWED.test(name)) throw badInput(DISPLAY_NAME_MESSAGES.characters, { field: 'username' });
  if (!FIRST.test(name)) throw badInput(DISPLAY_NAME_MESSAGES.start, { field: 'username' });
  if (MARKS_IN_A_ROW.test(name)) throw badInput(DISPLAY_NAME_MESSAGES.marks, { field: 'username' });
  if (RESERVED.has(name.toLowerCase()) || TEAM_NAME.test(name)) throw badInput(DISPLAY_NAME_MESSAGES.reserved(name), { field: 'username' });
  return name;
}
