import type { Role } from '../auth/roles.js';

/**
 * The verified caller. Roles always come from the database, never from token claims. A leaf of its
 * own: the request context (context.ts) and every module's loaders need it, and context.ts builds
 * the loaders.
 */
export interface Viewer {
  id: string;
  email: string | null;
  roles: Role[];
  /** The token's user_metadata (what the member gave at sign-up): read once, for a new profile (member.service.ts). */
  signupMetadata?: unknown;
}
