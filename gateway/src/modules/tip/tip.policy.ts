import { isStaff } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/**
 * Tip rules. Any signed-in member may send a tip (SPEC §1: members submit article links); staff
 * level (staff, admin, super_admin) reviews them (SPEC §6: staff submit and publish articles).
 * A tip — URL, private note, status, decline reason — is read only by the member who sent it and
 * by staff; to anyone else it does not exist (404, "hidden is not found").
 */
export const canSubmit = (viewer: Viewer | null): boolean => !!viewer;
export const canReview = (viewer: Viewer | null): boolean => isStaff(viewer);

export function canRead(viewer: Viewer | null, tip: { memberId: string }): boolean {
  return !!viewer && (viewer.id === tip.memberId || isStaff(viewer));
}
