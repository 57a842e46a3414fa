import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and field policies, one entry per type that needs more than `id`.
 * Feature issues add theirs here (e.g. pagination merges for lists, `keyFields` for types
 * identified by something other than `id`).
 */
export const typePolicies: TypePolicies = {
  // Health has no id: keep a single instance instead of nesting it under Query.health each time.
  Health: { keyFields: [] },
  // Stories: a collaborator row and a timeline entry are identified by their pair of ids, so a
  // role change or an added article lands on the one row every list shows.
  Collaborator: { keyFields: ['storyId', 'userId'] },
  StoryArticle: { keyFields: ['storyId', 'articleId'] },
  StoryViewerCan: { merge: true },
  // A feed item's id is its row's id, unique only within its type (an article and its content
  // item share one id), so the pair identifies it. Likes then land on the one item every feed shows.
  ContentItem: { keyFields: ['type', 'id'] },
  ArticleViewerCan: { merge: true },
  Story: {
    fields: {
      // Lists the server answers whole: take the newest answer instead of warning about a merge.
      collaborators: { merge: false },
      proposals: { merge: false },
      articles: { merge: false },
      latestArticles: { merge: false },
    },
  },
};
