import { isStaff } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';

/**
 * Reporting comments (issue #58 item 7): any signed-in member reports a comment they may see and
 * did not write, once; staff-level members read the queue and decide. Who reported is for staff
 * only: a report's reporter, the comment's author and the decider are never shown to anyone else,
 * and the author is told nothing about reports.
 */
export const canReport = (viewer: Viewer | null, commentary: { authorId: string }): boolean => !!viewer && viewer.id !== commentary.authorId;
export const canReview = (viewer: Viewer | null): boolean => isStaff(viewer);
