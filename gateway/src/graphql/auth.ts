import type { ApolloServerPlugin } from '@apollo/server';
import {
  defaultFieldResolver,
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLNonNull,
  isObjectType,
  Kind,
  type ConstDirectiveNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
  type GraphQLSchema,
} from 'graphql';
import { Directive } from 'type-graphql';
import { Role, satisfies } from '../auth/roles.js';
import { DomainError, ERRORS } from '../errors/errors.js';
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

/**
 * The role comes before the input: a caller without the role a root field requires is refused
 * (401/403) before its variables are coerced, so a member probing a staff mutation learns nothing
 * about its input. A mutation is refused whole when any of its root fields is (no partial writes);
 * a query when all of them are (a query that mixes open and restricted fields keeps the per-field
 * nulls and errors of enforceAuth). Used by the REST adapter before it reads a request's
 * parameters, and by the plugin below for mutations on POST /graphql (a query keeps GraphQL's
 * partial answer: the restricted field null, with its error).
 */
export function operationRefusal(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, context: Pick<Context, 'viewer'>): DomainError | undefined {
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'query' ? schema.getQueryType() : undefined;
  if (!root) return undefined;
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const refusals: DomainError[] = [];
  let fields = 0;
  for (const name of rootFieldNames(operation.selectionSet, fragments)) {
    const role = requiredRole(root.getFields()[name]?.astNode?.directives);
    fields++;
    if (!role) continue;
    try {
      authChecker({ context, info: { parentType: root, fieldName: name } }, [role]);
    } catch (err) {
      refusals.push(err as DomainError);
    }
  }
  const refuse = operation.operation === 'mutation' ? refusals.length > 0 : fields > 0 && refusals.length === fields;
  return refuse ? refusals[0] : undefined;
}

export const rolesBeforeInputPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document, schema, contextValue }) {
        const refusal = operation?.operation === 'mutation' && operationRefusal(schema, document, operation, contextValue);
        // Apollo answers errors thrown here with 500 unless they carry their status.
        if (refusal) throw new DomainError(refusal.domainCode, refusal.message, undefined, { http: { status: ERRORS[refusal.domainCode].http } });
      },
    };
  },
};

function rootFieldNames(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (!sel.name.value.startsWith('__')) names.add(sel.name.value);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      for (const n of rootFieldNames(sel.selectionSet, fragments, seen)) names.add(n);
    } else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const fragment = fragments.get(sel.name.value);
      if (fragment) for (const n of rootFieldNames(fragment.selectionSet, fragments, seen)) names.add(n);
    }
  }
  return names;
}
