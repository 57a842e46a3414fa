import { DirectiveLocation, GraphQLDirective, GraphQLEnumType, GraphQLNonNull } from 'graphql';
import { Authorized, Directive, type AuthChecker } from 'type-graphql';
import { Role, satisfies } from '../auth/roles.js';
import { DomainError } from '../errors/errors.js';
import type { Context } from './context.js';

/**
 * Role rules, declared once and visible in schema.graphql:
 *   @Auth(Role.STAFF)  →  @Authorized('staff')  +  `@auth(requires: STAFF)` in the SDL.
 * The one authChecker below enforces them from the verified user's roles (from the database).
 * `@Auth()` means "signed in" (requires: USER).
 */
export function Auth(requires: Role = Role.USER, opts: { deniedMessage?: string } = {}): MethodDecorator & PropertyDecorator & ClassDecorator {
  const name = (Object.keys(Role) as (keyof typeof Role)[]).find((k) => Role[k] === requires)!;
  const authorized = Authorized(requires);
  const directive = Directive(`@auth(requires: ${name})`);
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (opts.deniedMessage && key !== undefined) DENIED_MESSAGES.set(String(key), opts.deniedMessage);
    (directive as (t: object, k?: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
    (authorized as (t: object, k?: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
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

export const authChecker: AuthChecker<Context, Role> = ({ context, info }, required) => {
  // Anonymous callers get 401 UNAUTHENTICATED; signed-in callers without the role get 403
  // (type-graphql's UNAUTHORIZED, which formatError maps to FORBIDDEN), with the field's own
  // message where it declared one.
  if (!context.viewer) throw new DomainError('UNAUTHENTICATED');
  if (required.every((role) => satisfies(context.viewer!.roles, role))) return true;
  const message = ROOT_TYPES.has(info.parentType.name) ? DENIED_MESSAGES.get(info.fieldName) : undefined;
  if (message) throw new DomainError('FORBIDDEN', message);
  return false;
};
