import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and field policies, one entry per type that needs more than `id`.
 * Feature issues add theirs here (e.g. pagination merges for lists, `keyFields` for types
 * identified by something other than `id`).
 */
/**
 * A cursor-paged list (the server's `{ items | entries, totalCount, nextCursor }`): a page asked
 * with `after` extends the list held for the same arguments; a first page replaces it.
 */
function cursorPaged(listField: 'items' | 'entries', keyArgs: string[]) {
  type PageValue = { totalCount: number; nextCursor: string | null } & Record<string, readonly { __ref: string }[]>;
  return {
    keyArgs,
    merge(existing: PageValue | undefined, incoming: PageValue, { args }: { args: Record<string, unknown> | null }) {
      if (!args?.after || !existing) return incoming;
      const seen = new Set(existing[listField]!.map((r) => r.__ref));
      return { ...incoming, [listField]: [...existing[listField]!, ...incoming[listField]!.filter((r) => !seen.has(r.__ref))] };
    },
  };
}

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      commentaries: cursorPaged('items', ['articleId', 'keyVoteId', 'sortBy', 'includePrivate', 'first']),
      // Notifications, a page at a time (limit/offset) per filter: a later page extends the list;
      // the first page replaces it (new notifications arrive at the top and shift the rest).
      notifications: {
        keyArgs: ['unreadOnly'],
        merge(existing: readonly unknown[] | undefined, incoming: readonly unknown[], { args }) {
          const offset = (args?.offset as number | undefined) ?? 0;
          if (offset === 0 || !existing) return incoming;
          const merged = existing.slice(0, offset);
          return [...merged, ...incoming];
        },
      },
    },
  },
  // The signed-in member's notification settings have no id: one instance, so what
  // updateNotificationPreferences answers replaces what notificationPreferences read.
  NotificationPreferences: { keyFields: [] },
  EmailPreference: { keyFields: ['kind'] },
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
  KeyVoteViewerCan: { merge: true },
  // A campaign's numbers have no id: a newer answer (an outcome recorded, results refreshed) replaces them.
  CampaignProgress: { merge: true },
  CampaignTally: { merge: true },
  CommentaryViewerCan: { merge: true },
  Story: {
    fields: {
      // Lists the server answers whole: take the newest answer instead of warning about a merge.
      collaborators: { merge: false },
      proposals: { merge: false },
      timeline: cursorPaged('entries', ['order', 'first']),
      latestArticles: { merge: false },
    },
  },
};
