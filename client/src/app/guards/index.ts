export { RequireAuth } from './RequireAuth';
export { RequireStaff, type StaffOnlyRedirectState } from './RequireStaff';
export { RequireSuperAdmin } from './RequireSuperAdmin';
export { AnonymousOnly } from './AnonymousOnly';
export { SignedInHomeRedirect } from './SignedInHomeRedirect';
export { SessionEndedRedirect, SignedOutRedirect, SESSION_ENDED, type LoginState } from './SignedOutRedirect';
export { Redirect, ServerRedirectContext } from './Redirect';
