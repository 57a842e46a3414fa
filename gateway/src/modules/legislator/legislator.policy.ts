import { isStaff } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/** SPEC §2.3 (staff legislative dashboard) and issue 6: what a signed-in non-staff caller is told. */
export const STAFF_ONLY_MESSAGE = 'You need to be a staff member to access this page.';

export { isStaff };

/** Staff commentary is internal: its author must be staff, and it may only be changed by staff. */
export function canWriteLegislatorContent(viewer: Viewer | null): boolean {
  return isStaff(viewer);
}
