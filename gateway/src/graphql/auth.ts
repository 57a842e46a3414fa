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
export function Auth(requires: Role = Role.USER): MethodDecorator & PropertyDecorator & ClassDecorator {
  const name = (Object.keys(Role) as (keyof typeof Role)[]).find((k) => Role[k] === requires)!;
  const authorized = Authorized(requires);
  const directive = Directive(`@auth(requires: ${name})`);
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    (directive as (t: object, k?: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
    (authorized as (t: object, k?: string | symbol, d?: PropertyDescriptor) => void)(target, key, descriptor);
  }) as MethodDecorator & PropertyDecorator & ClassDecorator;
}

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

export const authChecker: AuthChecker<Context, Role> = ({ context }, required) => {
  // Anonymous callers get 401 UNAUTHENTICATED; signed-in callers without the role get 403
  // (type-graphql's UNAUTHORIZED, which formatError maps to FORBIDDEN).
  if (!context.viewer) throw new DomainError('UNAUTHENTICATED');
  return required.every((role) => satisfies(context.viewer!.roles, role));
};
