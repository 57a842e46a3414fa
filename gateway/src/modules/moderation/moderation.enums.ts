import { registerEnumType } from 'type-graphql';

/** What a moderation action did. */
export enum ModerationActionKind {
  UPDATE = 'update',
  DELETE = 'delete',
}

/** What it was done to: the content types of content.enums.ts plus a story's timeline entry. */
export enum ModeratedContentType {
  ARTICLE = 'article',
  STORY = 'story',
  KEY_VOTE = 'key_vote',
  COMMENTARY = 'commentary',
  TIMELINE_ENTRY = 'timeline_entry',
}

registerEnumType(ModerationActionKind, { name: 'ModerationActionKind' });
registerEnumType(ModeratedContentType, { name: 'ModeratedContentType' });
