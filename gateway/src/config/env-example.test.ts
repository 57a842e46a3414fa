import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, REPO_ROOT } from './config.js';

// Every environment variable the gateway reads (config.ts, the one reader of process.env) is
// documented in .env.example, and .env.example documents nothing that is not read.
describe('.env.example', () => {
  const read = Object.keys(envSchema.shape);
  const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
  const documented = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));

  it('documents every variable config.ts reads', () => {
    expect(read.length).toBeGreaterThan(30);
    expect(read.filter((v) => !documented.has(v))).toEqual([]);
  });

  it('documents no variable that nothing reads (VITE_* are read by the client build)', () => {
    expect([...documented].filter((v) => !read.includes(v) && !v.startsWith('VITE_'))).toEqual([]);
  });
});
