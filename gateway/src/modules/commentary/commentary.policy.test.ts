import { describe, expect, it } from 'vitest';
import { Role } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';
import { CommentaryType } from './commentary.enums.js';
import { canSee, needsSubjectOwner } from './commentary.policy.js';

describe('needsSubjectOwner', () => {
  it('names every commentary whose visibility depends on its subject’s owner', () => {
    const viewers: Viewer[] = [
      { id: 'v', email: null, roles: [Role.USER] },
      { id: 'v', email: null, roles: [Role.USER, Role.STAFF] },
    ];
    for (const viewer of viewers) {
      for (const commentaryType of Object.values(CommentaryType)) {
        for (const isPublic of [true, false]) {
          for (const authorId of ['v', 'other']) {
            const c = { commentaryType, isPublic, authorId };
            for (const owner of ['v', 'other', null]) {
              const withOwner = canSee(viewer, c, { submittedBy: owner });
              // Where the rule says the owner does not matter, not knowing it changes nothing.
              if (!needsSubjectOwner(c)) expect(canSee(viewer, c, { submittedBy: null }), JSON.stringify({ viewer: viewer.roles, c, owner })).toBe(withOwner);
            }
          }
        }
      }
    }
  });
});
