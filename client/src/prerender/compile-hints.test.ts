import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, hintEagerCompile } from './compile-hints';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const CODE = 'export const a=1;\nexport function b(){return a}\n//# sourceMappingURL=page.js.map\n';
// Generated line 1 → source line 1, generated line 2 → source line 2.
const MAP = { version: 3, sources: ['page.ts'], names: [], mappings: 'AAAA;AACA' };

describe('hintEagerCompile', () => {
  it('puts the hint on the first line and keeps the source map pointing at the same code', () => {
    writeFileSync(path.join(dist, 'page.js'), CODE);
    writeFileSync(path.join(dist, 'page.js.map'), JSON.stringify(MAP));
    expect(hintEagerCompile(dist, ['page.js'])).toBe(1);
    const lines = readFileSync(path.join(dist, 'page.js'), 'utf8').split('\n');
    expect(lines[0]).toBe(EAGER_COMPILE_HINT);
    expect(lines.slice(1).join('\n')).toBe(CODE);
    // The map's first generated line is now empty: what was line 1 (and its mapping) is line 2.
    const map = JSON.parse(readFileSync(path.join(dist, 'page.js.map'), 'utf8')) as typeof MAP;
    expect(map.mappings.split(';')).toEqual(['', 'AAAA', 'AACA']);
    expect(map.sources).toEqual(['page.ts']);
  });

  it('leaves a file already hinted as it is, and needs no source map', () => {
    writeFileSync(path.join(dist, 'page.js'), CODE);
    hintEagerCompile(dist, ['page.js']);
    expect(hintEagerCompile(dist, ['page.js'])).toBe(0);
    expect(readFileSync(path.join(dist, 'page.js'), 'utf8')).toBe(`${EAGER_COMPILE_HINT}\n${CODE}`);
  });

  it('touches only the files it is given', () => {
    writeFileSync(path.join(dist, 'page.js'), CODE);
    writeFileSync(path.join(dist, 'dialog.js'), CODE);
    hintEagerCompile(dist, ['page.js']);
    expect(readFileSync(path.join(dist, 'dialog.js'), 'utf8')).toBe(CODE);
  });
});
