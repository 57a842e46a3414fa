import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isObjectType, type GraphQLResolveInfo } from 'graphql';
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

describe('@auth enforcement', () => {
  it('checks every field schema.graphql marks @auth, before its resolver runs', async () => {
    const schema = await createSchema();
    const marked = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .flatMap((type) => Object.values(type.getFields()).map((field) => ({ type, field })))
      .filter(({ type, field }) => [...(field.astNode?.directives ?? []), ...(type.astNode?.directives ?? [])].some((d) => d.name.value === 'auth'));
    const sdl = readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(marked.length).toBe(sdl.match(/@auth\(requires: [A-Z_]+\)/g)!.length);
    for (const { type, field } of marked) {
      const info = { fieldName: field.name, parentType: type } as unknown as GraphQLResolveInfo;
      // Anonymous: refused synchronously, whatever the arguments (the resolver is never reached).
      expect(() => field.resolve!({}, {}, { viewer: null }, info), `${type.name}.${field.name}`).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
      );
    }
  });
});
