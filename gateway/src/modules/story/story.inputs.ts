import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { StoryArticle } from './story-article.entity.js';
import { StoryVisibility } from './story.enums.js';

/**
 * POST /api/stories (SPEC §2.3 Create story form, §5). Title and description are required (checked
 * by the service, with the SPEC's texts); visibility defaults to PRIVATE, not open to join, approval
 * required, no tags. `isGlobal` is the server form's flag; `visibility` wins when both are given.
 */
@InputType()
export class CreateStoryInput {
  @Field(() => String)
  title!: string;

  @Field(() => String)
  description!: string;

  @Field(() => StoryVisibility, { nullable: true, description: 'PRIVATE (default), PUBLIC or FEATURED (admin-level only).' })
  visibility?: StoryVisibility | null;

  @Field(() => Boolean, { nullable: true, description: 'The server form of visibility: true is PUBLIC.' })
  isGlobal?: boolean | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  isOpenToJoin?: boolean | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  requiresApproval?: boolean | null;

  @Field(() => [String], { nullable: true, description: 'Each entry is split on commas, trimmed; empties dropped.' })
  tags?: string[] | null;
}

/** The owner's edit screen (/stories/{id}/edit): any subset of title, description, visibility, tags. */
@InputType()
export class UpdateStoryInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => StoryVisibility, { nullable: true })
  visibility?: StoryVisibility | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;
}

/** PUT /api/stories/{id}/settings. Requiring approval can change only while the story is open to join. */
@InputType()
export class StorySettingsInput {
  @Field(() => Boolean, { nullable: true })
  isOpenToJoin?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  requiresApproval?: boolean | null;

  @Field(() => [String], { nullable: true })
  tags?: string[] | null;
}

/** What the signed-in viewer may do on a story, from story.policy.ts (the client reads this). */
@ObjectType()
export class StoryViewerCan {
  @Field(() => Boolean, { description: 'Edit title, description, visibility and tags.' })
  edit!: boolean;

  @Field(() => Boolean, { description: 'Invite, change roles, remove collaborators, decide join requests.' })
  manageCollaborators!: boolean;

  @Field(() => Boolean)
  changeSettings!: boolean;

  @Field(() => Boolean)
  addArticles!: boolean;

  @Field(() => Boolean, { description: "Edit a timeline entry's note and remove entries: owner or editor, with staff level." })
  editTimeline!: boolean;

  @Field(() => Boolean, { description: 'Staff moderation: edit the title and description of any story, or delete it.' })
  moderate!: boolean;

  @Field(() => Boolean)
  propose!: boolean;

  @Field(() => Boolean, { description: 'Vote on pending proposals.' })
  vote!: boolean;

  @Field(() => Boolean, { description: 'Approve (which applies) or reject proposals.' })
  decideProposals!: boolean;

  @Field(() => Boolean, { description: 'Follow or unfollow (hidden for the owner).' })
  follow!: boolean;

  @Field(() => Boolean, { description: 'Show Request to Join: staff-level, not on the story, open to join, nothing pending.' })
  requestToJoin!: boolean;
}

/** An article added to a story from its URL in one step (issue 58 item 6). */
@ObjectType({ description: 'An article added to a story by its URL (POST /api/stories/{id}/articles, body {url}).' })
export class StoryArticleByUrl {
  @Field(() => StoryArticle, { description: "The article's entry on the timeline (already there when alreadyInStory)." })
  entry!: StoryArticle;

  @Field(() => Boolean, { description: 'The portal already had the article (the URL was known).' })
  isExisting!: boolean;

  @Field(() => Boolean, { description: 'The article was already on this timeline: nothing was added.' })
  alreadyInStory!: boolean;
}

/** One page of a story's timeline (cursor pagination: graphql/cursor.ts). */
@ObjectType({ description: "One page of a story's timeline: at most 50 entries; nextCursor fetches the next (null on the last page)." })
export class TimelinePage {
  @Field(() => [StoryArticle])
  entries!: StoryArticle[];

  @Field(() => Int, { description: 'Entries on the whole timeline.' })
  totalCount!: number;

  @Field(() => String, { nullable: true })
  nextCursor!: string | null;
}
