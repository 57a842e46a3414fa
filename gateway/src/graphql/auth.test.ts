import { graphql } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { buildSchema, Query, Resolver } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../auth/roles.js';
import { Auth, authDirective, enforceAuth } from './auth.js';
import type { Context, Viewer } from './context.js';
import { createFormatError } from './format-error.js';
import { createLogger } from '../config/logger.js';

@Resolver()
class ProbeResolver {
  @Query(() => String)
  open(): string {
    return 'open';
  }

  @Auth()
  @Query(() => String)
  member(): string {
    return 'member';
  }

  @Auth(Role.STAFF)
  @Query(() => String, { nullable: true })
  staff(): string {
    return 'staff';
  }

  @Auth(Role.SUPER_ADMIN)
  @Query(() => String, { nullable: true })
  superAdmin(): string {
    return 'super';
  }

  @Auth(Role.STAFF, { deniedMessage: 'You need to be a staff member to access this page.' })
  @Query(() => String, { nullable: true })
  staffPage(): string {
    return 'staff page';
  }
}

let schema: Awaited<ReturnType<typeof buildSchema>>;
const formatError = createFormatError(createLogger('silent'));

beforeAll(async () => {
  schema = await buildSchema({ resolvers: [ProbeResolver], directives: [authDirective], validate: false });
  expect(enforceAuth(schema)).toBe(4);
});

async function message(field: string, roles: Role[] | null) {
  const viewer: Viewer | null = roles ? { id: 'x', email: null, roles } : null;
  const res = await graphql({ schema, source: `{ ${field} }`, contextValue: { viewer } as Context });
  return res.errors?.[0]?.message;
}

async function run(field: string, roles: Role[] | null) {
  const viewer: Viewer | null = roles ? { id: 'x', email: null, roles } : null;
  const res = await graphql({ schema, source: `{ ${field} }`, contextValue: { viewer } as Context });
  const error = res.errors?.[0];
  return error ? String(formatError({ message: error.message, extensions: error.extensions }, error).extensions?.code) : res.data?.[field];
}

describe('@Auth and the authChecker', () => {
  it('prints the requirement as an @auth directive in the SDL', () => {
    const sdl = printSchemaWithDirectives(schema);
    expect(sdl).toContain('staff: String @auth(requires: STAFF)');
    expect(sdl).toContain('superAdmin: String @auth(requires: SUPER_ADMIN)');
    expect(sdl).toContain('member: String! @auth(requires: USER)');
    expect(sdl).toMatch(/open: String!\n/);
  });

  const table: [string, Role[] | null, Record<string, string>][] = [
    ['anonymous', null, { open: 'open', member: 'UNAUTHENTICATED', staff: 'UNAUTHENTICATED', superAdmin: 'UNAUTHENTICATED' }],
    ['user', [Role.USER], { open: 'open', member: 'member', staff: 'FORBIDDEN', superAdmin: 'FORBIDDEN' }],
    ['staff', [Role.USER, Role.STAFF], { open: 'open', member: 'member', staff: 'staff', superAdmin: 'FORBIDDEN' }],
    ['admin', [Role.USER, Role.ADMIN], { open: 'open', member: 'member', staff: 'staff', superAdmin: 'FORBIDDEN' }],
    ['super_admin', [Role.USER, Role.SUPER_ADMIN], { open: 'open', member: 'member', staff: 'staff', superAdmin: 'super' }],
  ];
  it.each(table)('enforces every requirement for %s', async (_who, roles, expected) => {
    for (const [field, outcome] of Object.entries(expected)) {
      expect(await run(field, roles), field).toBe(outcome);
    }
  });

  it("answers a signed-in caller without the role with the field's own message, anonymous ones with 401", async () => {
    expect(await message('staffPage', [Role.USER])).toBe('You need to be a staff member to access this page.');
    expect(await run('staffPage', [Role.USER])).toBe('FORBIDDEN');
    expect(await run('staffPage', null)).toBe('UNAUTHENTICATED');
    expect(await run('staffPage', [Role.USER, Role.STAFF])).toBe('staff page');
  });
});
