import { isAdmin, isStaff } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';
import { StoryRole } from '../collaboration/collaboration.enums.js';

/**
 * Who may do what on a story — the one place these rules live. Services enforce them, and the
 * `viewerCan` field reports them, so the client never re-derives role logic.
 *
 * Story roles (SPEC §6): owner (stories.created_by: manage collaborators, settings, invites, join
 * requests, add articles), editor and contributor (add articles, make proposals), viewer (view only).
 *
 * Staff status. SPEC §6 says "The UI's owner and collaborator powers also require staff status".
 * Decision: the *powers* — editing the story, its settings, collaborators, invites, join requests,
 * deciding proposals, adding articles — need BOTH the story role AND staff-level access (staff,
 * admin or super_admin) at the time of the request. The *membership* does not: a plain member can
 * be invited (the SPEC journey invites a member who accepts) and then sees the story, including a
 * private one, but gains no powers until made staff; an owner who loses staff keeps the story but
 * cannot manage it until the role comes back. Staff-level users see every story (SPEC §2.3: private
 * stories are for their owner, collaborators and staff) but get no powers on stories they do not
 * collaborate on: there is no admin override, super_admin included. Reader actions (follow,
 * propose, vote on proposals) are open to every signed-in member who may see the story; the SPEC
 * journey has a plain member propose a title change on a public story. Asking to join is for
 * staff-level non-collaborators only (SPEC §2.3 shows the button to them), since joining would give
 * a plain member no power anyway. Featuring a story (Editor's Pick) is an editorial call: admin-level.
 */
export interface StoryAccess {
  viewer: Viewer | null;
  story: { createdBy: string; isGlobal: boolean; openToJoin: boolean };
  /** The viewer's collaborator row role, if any (see roleOn). */
  collaboratorRole: StoryRole | null;
}

export { isAdmin, isStaff };

/**
 * The viewer's role on the story: OWNER for stories.created_by (the authority), otherwise their
 * collaborator row's role. An 'owner' row for anyone but the creator never gives ownership.
 */
export function roleOn(a: StoryAccess): StoryRole | null {
  if (!a.viewer) return null;
  if (a.viewer.id === a.story.createdBy) return StoryRole.OWNER;
  if (a.collaboratorRole === StoryRole.OWNER) return StoryRole.VIEWER;
  return a.collaboratorRole;
}

/** Public stories: every signed-in member. Private ones: owner, collaborators, staff-level users. */
export function canView(a: StoryAccess): boolean {
  if (!a.viewer) return false;
  return a.story.isGlobal || roleOn(a) !== null || isStaff(a.viewer);
}

const isOwnerWithPowers = (a: StoryAccess) => roleOn(a) === StoryRole.OWNER && isStaff(a.viewer);

/** Title, description, visibility and tags (the /stories/{id}/edit screen). */
export const canEdit = isOwnerWithPowers;
/** Collaborators, invites and join requests. */
export const canManageCollaborators = isOwnerWithPowers;
/** Open to join, requires approval, tags (PUT /api/stories/{id}/settings). */
export const canChangeSettings = isOwnerWithPowers;
/** Approve (which applies) or reject a proposal. */
export const canDecideProposals = isOwnerWithPowers;

const ARTICLE_ROLES = new Set<StoryRole>([StoryRole.OWNER, StoryRole.EDITOR, StoryRole.CONTRIBUTOR]);
export function canAddArticles(a: StoryAccess): boolean {
  const role = roleOn(a);
  return role !== null && ARTICLE_ROLES.has(role) && isStaff(a.viewer);
}

/**
 * Editing a timeline entry's note and removing an entry (SPEC §6: the editor "adds and edits
 * timeline entries"): owner or editor, with staff level. Contributors only add.
 */
const TIMELINE_EDIT_ROLES = new Set<StoryRole>([StoryRole.OWNER, StoryRole.EDITOR]);
export function canEditTimeline(a: StoryAccess): boolean {
  const role = roleOn(a);
  return role !== null && TIMELINE_EDIT_ROLES.has(role) && isStaff(a.viewer);
}

/** Staff edit (title, description) and delete any story, with what hangs off it (moderation, issue #15). */
export const canModerate = (a: StoryAccess): boolean => isStaff(a.viewer);

export const canPropose = (a: StoryAccess): boolean => canView(a);
export const canVote = (a: StoryAccess): boolean => canView(a);

/** Non-owners see Follow (SPEC §6); the toggle is hidden for the owner. */
export const canFollow = (a: StoryAccess): boolean => canView(a) && roleOn(a) !== StoryRole.OWNER;

/** Staff-level, not yet on the story, and the story is open to join. */
export function canRequestToJoin(a: StoryAccess, hasPendingRequest: boolean): boolean {
  return canView(a) && isStaff(a.viewer) && a.story.openToJoin && roleOn(a) === null && !hasPendingRequest;
}

/** SPEC §6: creating stories is for staff, admin and super_admin (also declared with @Auth). */
export const canCreateStory = isStaff;
/** Making a story FEATURED or taking it off: admin-level (an editorial decision). */
export const canFeature = isAdmin;

/** Leaving a story: any collaborator but the owner may remove themself. */
export function canLeave(a: StoryAccess, memberId: string): boolean {
  const role = roleOn(a);
  return !!a.viewer && a.viewer.id === memberId && role !== null && role !== StoryRole.OWNER;
}

/**
 * The same visibility rule as canView, as SQL over a stories alias, for lists, counts, search and
 * featured stories. `placeholder` is how the query binds the viewer id ('$2' for raw queries,
 * ':viewerId' for a query builder); bind `viewerId` to it when it is not null.
 */
export function visibleStorySql(alias: string, viewer: Viewer | null, placeholder: string): { sql: string; viewerId: string | null } {
  if (!viewer) return { sql: 'FALSE', viewerId: null };
  if (isStaff(viewer)) return { sql: 'TRUE', viewerId: null };
  const v = placeholder.startsWith('$') ? `${placeholder}::uuid` : placeholder;
  return {
    sql: `(${alias}.is_global OR ${alias}.created_by = ${v} OR EXISTS (SELECT 1 FROM story_collaborators vc WHERE vc.story_id = ${alias}.id AND vc.member_id = ${v}))`,
    viewerId: viewer.id,
  };
}

/**
 * Who sees the team names (member.policy.ts teamDisplayName) of a story's people — collaborators,
 * join requests, proposals, the changes on its timeline: its owner and staff-level users, who must
 * work with them (decision 0090). Everyone else sees the names as the members chose.
 */
export function seesTeamNames(viewer: Viewer | null, story: { createdBy: string } | null): boolean {
  if (!viewer) return false;
  return isStaff(viewer) || (!!story && story.createdBy === viewer.id);
}
