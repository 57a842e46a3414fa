import { describe, expect, it } from 'vitest';
import { checkDisplayName, DISPLAY_NAME_MESSAGES as M } from './display-name.js';

const refused = (name: string) => {
  try {
    checkDisplayName(name);
  } catch (err) {
    return (err as Error).message;
  }
  return null;
};

describe('display names', () => {
  it('accepts names people have, normalized', () => {
    expect(checkDisplayName('  Alex   Rivera ')).toBe('Alex Rivera');
    expect(checkDisplayName("Siobhán O'Neill-Ng")).toBe("Siobhán O'Neill-Ng");
    expect(checkDisplayName('Nguyễn Văn An')).toBe('Nguyễn Văn An');
    expect(checkDisplayName('Dr. J. Doe Jr.')).toBe('Dr. J. Doe Jr.');
    expect(checkDisplayName('alex_rivera')).toBe('alex_rivera');
    expect(checkDisplayName('李小龍')).toBe('李小龍');
    expect(checkDisplayName('x'.repeat(40))).toBe('x'.repeat(40));
  });

  it('an empty name means none', () => {
    expect(checkDisplayName('')).toBeNull();
    expect(checkDisplayName('   ')).toBeNull();
  });

  it('refuses with the rule that failed', () => {
    expect(refused('A')).toBe(M.tooShort);
    expect(refused('x'.repeat(41))).toBe(M.tooLong);
    expect(refused('<b>x</b>')).toBe(M.characters);
    expect(refused('me@example.org')).toBe(M.characters);
    expect(refused('https://spam.example')).toBe(M.characters);
    expect(refused('-dash first')).toBe(M.start);
    expect(refused("o'reilly--")).toBe(M.marks);
    expect(refused('Anonymous')).toBe(M.reserved('Anonymous'));
    expect(refused('  you ')).toBe(M.reserved('you'));
    expect(refused('STAFF')).toBe(M.reserved('STAFF'));
    expect(refused('tab\tname')).toBeNull(); // whitespace becomes one space
  });
});
