import type { DataSource } from 'typeorm';
import type { Viewer } from './context.js';
import { memberLoaders } from '../modules/member/member.loaders.js';
import { storyLoaders } from '../modules/story/story.loaders.js';
import { proposalLoaders } from '../modules/proposal/proposal.loaders.js';
import { legislatorLoaders } from '../modules/legislator/legislator.loaders.js';
import { keyVoteLoaders } from '../modules/key-vote/key-vote.loaders.js';
import { articleLoaders } from '../modules/article/article.loaders.js';
import { commentaryLoaders } from '../modules/commentary/commentary.loaders.js';
import { contentLoaders } from '../modules/content/content.loaders.js';
import { imageLoaders } from '../images/image.loaders.js';

/**
 * Fresh DataLoaders for every request (both transports), so nothing is cached across callers;
 * `viewer` (the request's) lets votes and likes read the viewer's own with the counts.
 */
export function createLoaders(ds: DataSource, viewer: Viewer | null = null) {
  const members = memberLoaders(ds);
  const stories = storyLoaders(ds);
  const commentaries = commentaryLoaders(ds, viewer, members);
  return {
    ...members,
    ...stories,
    ...proposalLoaders(ds),
    ...legislatorLoaders(ds),
    ...keyVoteLoaders(ds),
    ...articleLoaders(ds, viewer, {
      memberById: members.memberById,
      visibleStoryCount: viewer ? stories.visibleStoryCountByArticleId(viewer) : null,
      primeCommentarySummary: commentaries.primeCommentarySummary,
    }),
    ...commentaries,
    ...contentLoaders(ds, viewer),
    ...imageLoaders(ds),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
