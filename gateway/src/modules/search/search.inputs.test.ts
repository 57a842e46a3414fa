import { describe, expect, it } from 'vitest';
import { SearchKind } from './search.enums.js';
import { decodeCursor, encodeCursor, MARK_END, MARK_START, normalizeQuery, pageSize, requestedKinds } from './search.inputs.js';
import { decodeEntities, markedParts, nameParts } from './search.highlight.js';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return [(e as { extensions?: { code?: string } }).extensions?.code, (e as Error).message];
  }
  return null;
};

describe('the search as PostgreSQL gets it', () => {
  it('tidies spaces and control characters, composes accents, keeps quotes and minus signs', () => {
    expect(normalizeQuery('  clean \t\n water  ')).toBe('clean water');
    expect(normalizeQuery('"clean water" -tax')).toBe('"clean water" -tax');
    expect(normalizeQuery('Vela\u0301zquez')).toBe('Velázquez');
    expect(normalizeQuery(`a\u0007b${MARK_START}c${MARK_END}`)).toBe('a b c');
    expect(normalizeQuery('a\uD800b')).toBe('a b');
  });
  it("refuses a blank search with 'Enter something to search for', and one over 200 characters", () => {
    for (const q of ['', '   ', '\u0001\u0002']) expect(code(() => normalizeQuery(q))).toEqual(['BAD_USER_INPUT', 'Enter something to search for']);
    expect(normalizeQuery('é'.repeat(200))).toHaveLength(200);
    expect(code(() => normalizeQuery('w'.repeat(201)))?.[1]).toMatch(/200 characters/);
    // Counted in characters, not UTF-16 units: 200 emoji are fine.
    expect(() => normalizeQuery('🗳'.repeat(200))).not.toThrow();
  });
  it('takes 1–50 hits per kind, 10 by default', () => {
    expect(pageSize(undefined)).toBe(10);
    expect(pageSize(50)).toBe(50);
    for (const n of [0, 51, 2.5, -1]) expect(code(() => pageSize(n))?.[0]).toBe('BAD_USER_INPUT');
  });
});

describe('cursors', () => {
  const id = '0c000000-0000-4000-8000-000000000001';
  it('round-trip and continue their own kind', () => {
    const c = { kind: SearchKind.ARTICLE, rank: '0.0607927', id };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor(encodeCursor({ ...c, rank: '1e-20' }))).toMatchObject({ rank: '1e-20' });
    expect(requestedKinds(null, c)).toEqual([SearchKind.ARTICLE]);
    expect(requestedKinds([SearchKind.ARTICLE], c)).toEqual([SearchKind.ARTICLE]);
    expect(code(() => requestedKinds([SearchKind.STORY], c))?.[0]).toBe('BAD_USER_INPUT');
  });
  it('refuse anything that is not one', () => {
    const bad = ['', 'x', encodeCursor({ kind: 'NOPE' as SearchKind, rank: '1', id }), encodeCursor({ kind: SearchKind.STORY, rank: "1'; --", id }), encodeCursor({ kind: SearchKind.STORY, rank: '1', id: 'x' }), 'a'.repeat(300)];
    for (const c of bad) expect(code(() => decodeCursor(c))?.[0]).toBe('BAD_USER_INPUT');
  });
  it('name the kinds in the page’s order, each once', () => {
    expect(requestedKinds([SearchKind.LEGISLATOR, SearchKind.STORY, SearchKind.STORY], null)).toEqual([SearchKind.STORY, SearchKind.LEGISLATOR]);
    expect(requestedKinds([], null)).toHaveLength(5);
  });
});

describe('highlights', () => {
  it('split ts_headline output into parts to draw as text', () => {
    expect(markedParts(`The ${MARK_START}clean${MARK_END} ${MARK_START}water${MARK_END}  act`)).toEqual([
      { text: 'The ', match: false },
      { text: 'clean', match: true },
      { text: ' ', match: false },
      { text: 'water', match: true },
      { text: ' act', match: false },
    ]);
    expect(markedParts(null)).toEqual([]);
    expect(markedParts(`<b>x</b> &amp; ${MARK_START}y${MARK_END}`, { html: true })).toEqual([
      { text: '<b>x</b> & ', match: false },
      { text: 'y', match: true },
    ]);
  });
  it('decode character references of article bodies, leaving unknown ones alone', () => {
    expect(decodeEntities('a&nbsp;b &lt;c&gt; &#8212; &#x2019; &bogus; &#0;')).toBe('a b <c> — ’ &bogus; &#0;');
  });
  it('mark the words of a name the search found, accents and hyphens aside, one letter off', () => {
    const marked = (name: string, q: string) => nameParts(name, q).filter((p) => p.match).map((p) => p.text);
    expect(marked('Nydia M. Velázquez', 'velazquez')).toEqual(['Velázquez']);
    expect(marked('Alexandria Ocasio-Cortez', 'Ocasio Cortez')).toEqual(['Ocasio', 'Cortez']);
    expect(marked('Alexandria Ocasio-Cortez', 'ocasio-cortes')).toEqual(['Ocasio', 'Cortez']);
    expect(marked('Nancy Pelosi', 'Pelosy')).toEqual(['Pelosi']);
    expect(marked('Ted Cruz', 'housing')).toEqual([]);
    expect(nameParts('Alexandria Ocasio-Cortez', 'cortez').map((p) => p.text).join('')).toBe('Alexandria Ocasio-Cortez');
  });
});
