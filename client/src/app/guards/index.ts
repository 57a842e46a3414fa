export { RequireAuth } from './RequireAuth';
export { RequireStaff } from './RequireStaff';
export { RequireSuperAdmin } from './RequireSuperAdmin';
export { AnonymousOnly } from './AnonymousOnly';
export { SignedInHomeRedirect } from './SignedInHomeRedirect';
