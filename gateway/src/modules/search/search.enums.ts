import { registerEnumType } from 'type-graphql';

/** What search finds, in the order the results page groups them. */
export enum SearchKind {
  STORY = 'STORY',
  ARTICLE = 'ARTICLE',
  COMMENTARY = 'COMMENTARY',
  KEY_VOTE = 'KEY_VOTE',
  LEGISLATOR = 'LEGISLATOR',
}

export const SEARCH_KINDS: readonly SearchKind[] = [SearchKind.STORY, SearchKind.ARTICLE, SearchKind.COMMENTARY, SearchKind.KEY_VOTE, SearchKind.LEGISLATOR];

registerEnumType(SearchKind, {
  name: 'SearchKind',
  description: 'What search finds: stories, articles, commentary (on articles and key votes), key votes, legislators (staff).',
});
