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

/**
 * SPEC §3/§9 story visibility, derived from two columns: PRIVATE (not is_global), PUBLIC (is_global),
 * FEATURED (is_global and is_featured, the "Editor's Pick").
 */
export enum StoryVisibility {
  PRIVATE = 'private',
  PUBLIC = 'public',
  FEATURED = 'featured',
}

/** Timeline sort order (SPEC §2.3 Story page: newest-to-oldest or oldest-to-newest). */
export enum TimelineOrder {
  NEWEST_FIRST = 'newest_first',
  OLDEST_FIRST = 'oldest_first',
}

registerEnumType(StoryChangeField, { name: 'StoryChangeField' });
registerEnumType(StoryVisibility, { name: 'StoryVisibility', description: 'PUBLIC and FEATURED stories are global (is_global); FEATURED is the Editor\'s Pick.' });
registerEnumType(TimelineOrder, { name: 'TimelineOrder' });
