import type { Viewer } from '../../graphql/context.js';
import { isStaff } from '../story/story.policy.js';

/**
 * Article rules (SPEC §6). Reading, voting and reader commentary: every signed-in member.
 * Submitting by URL, inline edit and delete: staff, admin and super_admin (also declared with
 * @Auth(Role.STAFF) so they show in the schema). The article's "owner" (SPEC §6: the submitter)
 * adds owner notes; see commentary.policy.ts for who sees which commentary.
 */
export const canSubmit = isStaff;
export const canEdit = isStaff;
export const canDelete = isStaff;
export const canVote = (viewer: Viewer | null): boolean => !!viewer;

export function isArticleOwner(viewer: Viewer | null, article: { submittedBy: string | null }): boolean {
  return !!viewer && !!article.submittedBy && article.submittedBy === viewer.id;
}
