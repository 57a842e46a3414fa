import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { GraphQLLocalDate } from '../../graphql/scalars.js';
import { Article } from '../article/article.entity.js';
import { Commentary } from '../commentary/commentary.entity.js';
import { KeyVote } from '../key-vote/key-vote.entity.js';
import { OrganizationPosition } from '../key-vote/key-vote.enums.js';
import { Story } from '../story/story.entity.js';
import { ContentType } from './content.enums.js';

/**
 * A dashboard content item (SPEC §3): an article, key vote, story or commentary in one shape,
 * with the underlying object attached (article/story/keyVote/commentary) so the client's normalized
 * cache shares votes and likes with every other card showing it.
 */
@ObjectType()
export class ContentItem {
  @Field(() => ID)
  id!: string;

  @Field(() => ContentType)
  type!: ContentType;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true, description: 'Summary or description (plain text, at most 300 characters).' })
  summary!: string | null;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Image URL (articles; story card images).' })
  imageUrl!: string | null;

  @Field(() => String, { description: "The item's page in the portal, e.g. /articles/{id}." })
  url!: string;

  @Field(() => String, { nullable: true })
  billNumber!: string | null;

  @Field(() => Int, { nullable: true })
  congress!: number | null;

  @Field(() => GraphQLLocalDate, { nullable: true })
  voteDate!: string | null;

  @Field(() => String, { nullable: true })
  outcome!: string | null;

  @Field(() => OrganizationPosition, { nullable: true })
  organizationPosition!: OrganizationPosition | null;

  @Field(() => Article, { nullable: true })
  article!: Article | null;

  @Field(() => Story, { nullable: true })
  story!: Story | null;

  @Field(() => KeyVote, { nullable: true })
  keyVote!: KeyVote | null;

  @Field(() => Commentary, { nullable: true })
  commentary!: Commentary | null;

  /** Whose item it is (article submitter, story owner, key vote creator, commentary author): for authorName. */
  authorId!: string | null;

  /** In the feed: the followed story this article was added to since the viewer's last visit (see `followedStory`). */
  followedStoryId!: string | null;
}

/** PUT /api/content/{type}/{id} (staff inline edit): both non-empty after trimming (SPEC §5). */
@InputType()
export class UpdateContentInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Article content, story or key vote description, commentary text.' })
  content!: string;
}
