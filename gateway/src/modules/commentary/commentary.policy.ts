import type { Viewer } from '../../graphql/context.js';
import { isStaff } from '../story/story.policy.js';
import { CommentaryType } from './commentary.enums.js';

/**
 * Who sees which commentary on an article or a key vote (SPEC §2.3 Commentary panel, §6; issue
 * #15 item 8: key votes follow the article rules, their "owner" being the staff member who created
 * the key vote), enforced here for
 * every read — lists, counts, topCommentary, the content feed, likes and votes — so commentary a
 * viewer may not see never leaves the server:
 *
 * | commentary            | staff-level | article owner (submitter) | author | other signed-in | anonymous |
 * |-----------------------|-------------|---------------------------|--------|-----------------|-----------|
 * | staff                 | yes         | no                        | (staff)| no              | no        |
 * | owner note, public    | yes         | yes                       | yes    | yes             | no        |
 * | owner note, private   | yes         | yes                       | yes    | no              | no        |
 * | regular (reader)      | yes         | yes                       | yes    | yes             | no        |
 * | regular, private (*)  | yes         | no                        | yes    | no              | no        |
 *
 * Staff commentary is the Staff Commentary section, which the SPEC shows to staff only. Owner
 * notes: "visible to the article's owner and to staff; others see only public ones". Reader
 * commentary is public: the API refuses private reader commentary (*), so such rows exist only
 * if written outside the API, and then only staff and their author see them. Anonymous callers
 * see nothing (articles are for signed-in members).
 */
export interface CommentaryAccess {
  commentaryType: CommentaryType;
  isPublic: boolean;
  authorId: string;
}

/** What commentary hangs on: an article (owner: its submitter) or a key vote (owner: its creator). */
export type CommentarySubject = { submittedBy: string | null } | { createdBy: string | null };

export function subjectOwnerId(subject: CommentarySubject): string | null {
  return 'submittedBy' in subject ? subject.submittedBy : subject.createdBy;
}

/** The article's submitter, or the key vote's creator. */
export function isSubjectOwner(viewer: Viewer | null, subject: CommentarySubject): boolean {
  const owner = subjectOwnerId(subject);
  return !!viewer && !!owner && owner === viewer.id;
}

export function canSee(viewer: Viewer | null, c: CommentaryAccess, article: CommentarySubject): boolean {
  if (!viewer) return false;
  if (isStaff(viewer)) return true;
  switch (c.commentaryType) {
    case CommentaryType.STAFF:
      return false;
    case CommentaryType.OWNER:
      return c.isPublic || isSubjectOwner(viewer, article);
    default:
      return c.isPublic || c.authorId === viewer.id;
  }
}

/**
 * The commentary whose visibility to a plain member depends on who owns its subject (canSee
 * consults isSubjectOwner): private owner notes. For all other commentary the row alone decides,
 * so a query over many commentaries need only look its subject up for these
 * (needsSubjectOwnerSql is the same rule as SQL over a commentaries alias).
 */
export const needsSubjectOwner = (c: CommentaryAccess): boolean => c.commentaryType === CommentaryType.OWNER && !c.isPublic;
export const needsSubjectOwnerSql = (c: string): string => `(${c}.commentary_type = 'owner' AND NOT ${c}.is_public)`;

/** May the viewer add commentary of this type? Staff commentary: staff. Owner notes: the submitter only. Reader: signed in. */
export function canAdd(viewer: Viewer | null, type: CommentaryType, article: CommentarySubject): boolean {
  if (!viewer) return false;
  if (type === CommentaryType.STAFF) return isStaff(viewer);
  if (type === CommentaryType.OWNER) return isSubjectOwner(viewer, article);
  return true;
}

/** Private items and staff commentary may be returned at all (the SPEC's includePrivate request). */
export const seesPrivate = (viewer: Viewer | null, article: CommentarySubject): boolean => isStaff(viewer) || isSubjectOwner(viewer, article);

/** Staff edit and delete commentary of any kind, whoever wrote it (moderation, issue #15 item 1). */
export const canModerate = (viewer: Viewer | null): boolean => isStaff(viewer);

/**
 * canSee as SQL over a commentaries alias `c` joined to its subject `a` (an article, or a key vote
 * with ownerColumn 'created_by'), for lists, counts and the content feed. `placeholder` binds the
 * viewer id ('$n' for raw queries). With publicOnly, private items are left out even for viewers
 * who could see them (includePrivate=false).
 */
export function visibleCommentarySql(
  c: string,
  a: string,
  viewer: Viewer | null,
  placeholder: string,
  publicOnly = false,
  ownerColumn: 'submitted_by' | 'created_by' = 'submitted_by',
): { sql: string; viewerId: string | null } {
  if (!viewer) return { sql: 'FALSE', viewerId: null };
  const pub = publicOnly ? ` AND ${c}.is_public` : '';
  if (isStaff(viewer)) return { sql: `(TRUE${pub})`, viewerId: null };
  const v = `${placeholder}::uuid`;
  return {
    sql: `((${c}.commentary_type = 'owner' AND (${c}.is_public OR ${a}.${ownerColumn} = ${v})) OR (${c}.commentary_type = 'regular' AND (${c}.is_public OR ${c}.author_id = ${v})))${pub}`,
    viewerId: viewer.id,
  };
}
