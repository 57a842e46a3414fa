import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/config.js';
import { createSchema, printSchemaFile } from './schema.js';

describe('schema.graphql', () => {
  it('is exactly what the code emits (run `npm run schema` after changing resolvers or types)', async () => {
    const committed = readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(printSchemaFile(await createSchema()));
  });

  it('shows role requirements as @auth directives', () => {
    const sdl = readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(sdl).toContain('directive @auth(requires: AuthRole!) on FIELD_DEFINITION | OBJECT');
    expect(sdl).toMatch(/me: Member! @auth\(requires: USER\)/);
  });
});
