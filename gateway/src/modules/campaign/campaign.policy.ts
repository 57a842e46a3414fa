import { hasRole, isStaff, Role } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';
import { CampaignStatus } from './campaign.enums.js';

/** Staff, admin and super admin open, edit and read the results of campaigns (as they edit key votes). */
export const canManageCampaigns = (viewer: Viewer | null): boolean => isStaff(viewer);

/** Member-level rows (who did what) are for super admins only; everyone else sees aggregates. */
export const canSeeMemberActions = (viewer: Viewer | null): boolean => hasRole(viewer, Role.SUPER_ADMIN);

/**
 * Whose actions count in the results: members' own on an open campaign. Staff-level accounts
 * (trying the flow, or previewing before it opens) are recorded for their own progress only.
 */
export const countsActions = (viewer: Viewer, status: CampaignStatus): boolean => !isStaff(viewer) && status === CampaignStatus.OPEN;

/**
 * Who may act on a campaign in a status: anyone signed in while it is open; staff-level accounts
 * also before it opens (a preview). A closed campaign takes no actions.
 */
export function mayAct(viewer: Viewer, status: CampaignStatus): boolean {
  return status === CampaignStatus.OPEN || (status === CampaignStatus.SCHEDULED && isStaff(viewer));
}

/** Who sees a campaign's Take action flow: while it is open, and staff before it opens (preview). */
export const maySee = mayAct;
