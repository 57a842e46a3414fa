import type { Viewer } from '../../graphql/context.js';
import { isStaff } from '../story/story.policy.js';
import { isArticleOwner } from '../article/article.policy.js';
import { CommentaryType } from './commentary.enums.js';

/**
 * Who sees which commentary on an article (SPEC §2.3 Commentary panel, §6), enforced here for
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

export function canSee(viewer: Viewer | null, c: CommentaryAccess, article: { submittedBy: string | null }): boolean {
  if (!viewer) return false;
  if (isStaff(viewer)) return true;
  switch (c.commentaryType) {
    case CommentaryType.STAFF:
      return false;
    case CommentaryType.OWNER:
      return c.isPublic || isArticleOwner(viewer, article);
    default:
      return c.isPublic || c.authorId === viewer.id;
  }
}

/** May the viewer add commentary of this type? Staff commentary: staff. Owner notes: the submitter only. Reader: signed in. */
export function canAdd(viewer: Viewer | null, type: CommentaryType, article: { submittedBy: string | null }): boolean {
  if (!viewer) return false;
  if (type === CommentaryType.STAFF) return isStaff(viewer);
  if (type === CommentaryType.OWNER) return isArticleOwner(viewer, article);
  return true;
}

/** Private items and staff commentary may be returned at all (the SPEC's includePrivate request). */
export const seesPrivate = (viewer: Viewer | null, article: { submittedBy: string | null }): boolean =>
  isStaff(viewer) || isArticleOwner(viewer, article);

/**
 * canSee as SQL over a commentaries alias `c` joined to its article `a`, for lists, counts and the
 * content feed. `placeholder` binds the viewer id ('$n' for raw queries). With publicOnly, private
 * items are left out even for viewers who could see them (includePrivate=false).
 */
export function visibleCommentarySql(
  c: string,
  a: string,
  viewer: Viewer | null,
  placeholder: string,
  publicOnly = false,
): { sql: string; viewerId: string | null } {
  if (!viewer) return { sql: 'FALSE', viewerId: null };
  const pub = publicOnly ? ` AND ${c}.is_public` : '';
  if (isStaff(viewer)) return { sql: `(TRUE${pub})`, viewerId: null };
  const v = `${placeholder}::uuid`;
  return {
    sql: `((${c}.commentary_type = 'owner' AND (${c}.is_public OR ${a}.submitted_by = ${v})) OR (${c}.commentary_type = 'regular' AND (${c}.is_public OR ${c}.author_id = ${v})))${pub}`,
    viewerId: viewer.id,
  };
}
