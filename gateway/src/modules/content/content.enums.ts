import { registerEnumType } from 'type-graphql';

/** The kinds of content the dashboard lists and members can like (SPEC §3 Content item). */
export enum ContentType {
  ARTICLE = 'article',
  KEY_VOTE = 'key_vote',
  STORY = 'story',
  COMMENTARY = 'commentary',
}

/** One member's vote on an article, commentary or proposal. "No vote" is the absence of a row. */
export enum Vote {
  UP = 'up',
  DOWN = 'down',
}

registerEnumType(ContentType, { name: 'ContentType' });
registerEnumType(Vote, { name: 'Vote' });
