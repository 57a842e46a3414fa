import {
  defaultFieldResolver,
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLNonNull,
  isObjectType,
  Kind,
  type ConstDirectiveNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { Directive } from 'type-graphql';
import { Role, satisfies } from '../auth/roles.js';
import { DomainError } from '../errors/errors.js';
import type { Context } from './context.js';

/**
 * Role rules, declared once and visible in schema.graphql:
 *   @Auth(Role.STAFF)  →  `@auth(requires: STAFF)` on the field in the SDL.
 * enforceAuth() below makes every field that carries the directive check it, with the one
 * authChecker, from the verified user's roles (from the database). `@Auth()` means "signed in"
 * (requires: USER). What schema.graphql shows is exactly what is enforced.
 */
export function Auth(requires: Role = Role.USER, opts: { deniedMessage?: string } = {}): MethodDecorator & PropertyDecorator & ClassDecorator {
  const name = (Object.keys(Role) as (keyof typeof Role)[]).find((k) => Role[k] === requires)!;
  const directive = Directive(`@auth(requires: ${name})`);
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (opts.deniedMessage && key !== undefined) DENIED_MESSAGES.set(String(key), opts.deniedMessage);
    (directive as (t: object, k?: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
  }) as MethodDecorator & PropertyDecorator & ClassDecorator;
}

/**
 * What a signed-in caller without the role is told, for root fields whose screen has its own
 * SPEC text (e.g. 'You need to be a staff member to access this page.'); keyed by field name,
 * which is unique among Query and Mutation fields.
 */
const DENIED_MESSAGES = new Map<string, string>();
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

const AuthRoleEnum = new GraphQLEnumType({
  name: 'AuthRole',
  description: 'The role an @auth directive requires. STAFF is met by staff, admin or super_admin.',
  values: { USER: { value: Role.USER }, STAFF: { value: Role.STAFF }, ADMIN: { value: Role.ADMIN }, SUPER_ADMIN: { value: Role.SUPER_ADMIN } },
});

export const authDirective = new GraphQLDirective({
  name: 'auth',
  description: 'Enforced by the server: the caller must be signed in and hold this role or a higher one.',
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
  args: { requires: { type: new GraphQLNonNull(AuthRoleEnum) } },
});

/**
 * The one decision. Anonymous callers get 401 UNAUTHENTICATED; signed-in callers without the
 * role get 403 FORBIDDEN, with the root field's own message where it declared one.
 */
export function authChecker({ context, info }: { context: Pick<Context, 'viewer'>; info: Pick<GraphQLResolveInfo, 'parentType' | 'fieldName'> }, required: Role[]): true {
  if (!context.viewer) throw new DomainError('UNAUTHENTICATED');
  if (required.every((role) => satisfies(context.viewer!.roles, role))) return true;
  const message = ROOT_TYPES.has(info.parentType.name) ? DENIED_MESSAGES.get(info.fieldName) : undefined;
  throw new DomainError('FORBIDDEN', message);
}

/**
 * Wraps the resolver of every field that carries @auth (on the field, or on its object type)
 * with a synchronous check before it runs. Synchronous on purpose: a type-graphql auth
 * middleware is an async chain per resolved value, and the staff dashboard resolves the staff
 * fields of ~540 legislators in one request. Returns how many fields it guards.
 */
export function enforceAuth(schema: GraphQLSchema): number {
  let guarded = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const typeRole = requiredRole(type.astNode?.directives);
    for (const field of Object.values(type.getFields())) {
      const role = requiredRole(field.astNode?.directives) ?? typeRole;
      if (!role) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const required = [role];
      field.resolve = (root, args, context: Context, info) => {
        authChecker({ context, info }, required);
        return resolve(root, args, context, info);
      };
      guarded++;
    }
  }
  return guarded;
}

function requiredRole(directives: readonly ConstDirectiveNode[] | undefined): Role | undefined {
  const node = directives?.find((d) => d.name.value === authDirective.name);
  if (!node) return undefined;
  const value = node.arguments?.find((a) => a.name.value === 'requires')?.value;
  const role = value?.kind === Kind.ENUM ? AuthRoleEnum.getValue(value.value)?.value : undefined;
  // A directive the schema cannot read must not silently leave a field open.
  if (!role) throw new Error(`@auth without a valid 'requires' role: ${JSON.stringify(value)}`);
  return role as Role;
}
