import { Role, satisfies } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/** Staff, admin and super admin edit key votes and add new ones (SPEC §6). */
export function canEditKeyVotes(viewer: Viewer | null): boolean {
  return !!viewer && satisfies(viewer.roles, Role.STAFF);
}
