import type { Viewer } from '../../graphql/context.js';
import { visibleCommentarySql } from '../commentary/commentary.policy.js';
import { isStaff } from '../legislator/legislator.policy.js';
import { visibleStorySql } from '../story/story.policy.js';
import { SEARCH_KINDS, SearchKind } from './search.enums.js';

/**
 * What search may show a viewer: exactly what the lists of each kind show them, by the same rules
 * as SQL (the modules' own fragments, so search cannot drift from them):
 *
 * | kind        | who finds it                                                                        |
 * |-------------|-------------------------------------------------------------------------------------|
 * | stories     | story.policy.ts visibleStorySql: public ones; private ones for owner, collaborators, staff |
 * | articles    | every signed-in member (article.policy.ts)                                         |
 * | commentary  | commentary.policy.ts visibleCommentarySql, on articles and key votes alike: staff commentary for staff only, private notes for their article's submitter (key vote's creator), private reader commentary for its author, all for staff |
 * | key votes   | every signed-in member                                                              |
 * | legislators | staff-level only: the legislator screens are staff's (SPEC §6, legislator.resolver.ts) |
 *
 * Anonymous callers find nothing (search is for signed-in members: @Auth on the query). A kind
 * the viewer may not search is left out of the answer altogether (no group, no count), as if it
 * did not exist.
 */
export function searchableKinds(viewer: Viewer | null): SearchKind[] {
  if (!viewer) return [];
  return SEARCH_KINDS.filter((k) => k !== SearchKind.LEGISLATOR || isStaff(viewer));
}

/** stories alias `s`, viewer id bound to `placeholder` ('$n'). */
export const visibleStories = (s: string, viewer: Viewer, placeholder: string) => visibleStorySql(s, viewer, placeholder).sql;

/**
 * commentaries alias `c` with its article `a` and key vote `k` left-joined: each by its subject's
 * rule (an article's owner is its submitter, a key vote's its creator).
 */
export function visibleCommentaries(c: string, a: string, k: string, viewer: Viewer, placeholder: string): string {
  const onArticle = visibleCommentarySql(c, a, viewer, placeholder).sql;
  const onKeyVote = visibleCommentarySql(c, k, viewer, placeholder, false, 'created_by').sql;
  return onArticle === onKeyVote ? onArticle : `(CASE WHEN ${c}.article_id IS NOT NULL THEN ${onArticle} ELSE ${onKeyVote} END)`;
}
