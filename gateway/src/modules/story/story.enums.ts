import { registerEnumType } from 'type-graphql';

/** Which story field a story_changes row records (proposals change title or description; owners change settings). */
export enum StoryChangeField {
  TITLE = 'title',
  DESCRIPTION = 'description',
  TAGS = 'tags',
  IS_GLOBAL = 'is_global',
  IS_FEATURED = 'is_featured',
  OPEN_TO_JOIN = 'open_to_join',
  REQUIRES_APPROVAL = 'requires_approval',
}

registerEnumType(StoryChangeField, { name: 'StoryChangeField' });
