import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLDateTimeISO, GraphQLUUID } from 'graphql-scalars';
import { Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { page, PAGE } from '../../graphql/limits.js';
import { PAGE_SIZE } from '../../graphql/cursor.js';
import { Article } from '../article/article.entity.js';
import { Collaborator } from '../collaboration/collaborator.entity.js';
import { StoryRole } from '../collaboration/collaboration.enums.js';
import { Member } from '../member/member.entity.js';
import { displayNameFor } from '../member/member.policy.js';
import { seesTeamNames } from './story.policy.js';
import { StoryArticle } from './story-article.entity.js';
import { StoryChange } from './story-change.entity.js';
import { Story } from './story.entity.js';
import { StoryVisibility, TimelineOrder } from './story.enums.js';
import { CreateStoryInput, StoryArticleByUrl, StorySettingsInput, StoryViewerCan, TimelinePage, UpdateStoryInput } from './story.inputs.js';
import * as stories from './story.service.js';
import * as timelines from './story.timeline.js';

@Resolver(() => Story)
export class StoryResolver {
  @Auth()
  @Query(() => [Story], { description: 'Stories the viewer may see, newest first (GET /api/stories).' })
  stories(
    @Ctx() ctx: Context,
    @Arg('visibility', () => StoryVisibility, { nullable: true, description: 'PUBLIC includes featured stories; none means all.' })
    visibility?: StoryVisibility | null,
    @Arg('search', () => String, { nullable: true, description: 'Matches title, description or a tag.' }) search?: string | null,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
    @Arg('following', () => Boolean, { nullable: true, description: 'Only the stories the viewer follows (REST: ?visibility=following).' })
    following?: boolean | null,
  ): Promise<Story[]> {
    return stories.listStories(ctx, { visibility, following, search, ...page(limit, offset) });
  }

  @Auth()
  @Query(() => [Story], {
    description: 'The stories the viewer follows, those with articles new since their last visit first (GET /api/users/me/followed-stories).',
  })
  followedStories(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: PAGE.defaultLimit }) limit: number = PAGE.defaultLimit,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<Story[]> {
    return stories.followedStories(ctx, ctx.viewer!, page(limit, offset));
  }

  @Auth()
  @Query(() => Story, { description: "One story (GET /api/stories/{id}); 404 'Story not found.' when unknown or private to others." })
  async story(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Story> {
    return (await stories.getVisibleStory(ctx, id)).story;
  }

  @Auth()
  @Query(() => [Story], { description: "Editor's Picks, most followed first (GET /api/featured-stories?limit=N)." })
  featuredStories(@Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 5 }) limit = 5): Promise<Story[]> {
    return stories.featuredStories(ctx, page(limit).limit);
  }

  @Auth()
  @Query(() => TimelinePage, { description: 'One page of a story\'s timeline (GET /api/stories/{id}/articles?order=&limit=&cursor=).' })
  async storyArticles(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Ctx() ctx: Context,
    @Arg('order', () => TimelineOrder, { defaultValue: TimelineOrder.NEWEST_FIRST }) order: TimelineOrder,
    @Arg('first', () => Int, { defaultValue: PAGE_SIZE.default, description: `Entries on the page, 1–${PAGE_SIZE.max}.` }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The previous page\'s nextCursor.' }) after: string | null,
  ): Promise<TimelinePage> {
    const { story } = await stories.getVisibleStory(ctx, storyId);
    return timelines.timelinePage(ctx, story, { order, first, after });
  }

  @Auth()
  @Query(() => [String], { description: 'Card images of a story (GET /api/story-images/{storyId}).' })
  storyImages(@Arg('storyId', () => GraphQLUUID) storyId: string, @Ctx() ctx: Context): Promise<string[]> {
    return stories.storyImages(ctx, storyId);
  }

  @Auth(Role.STAFF)
  @Mutation(() => Story, { nullable: true, description: 'Create a story (POST /api/stories); the creator is its owner.' })
  createStory(@Arg('input', () => CreateStoryInput) input: CreateStoryInput, @Ctx() ctx: Context): Promise<Story> {
    return stories.createStory(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Mutation(() => Story, { description: 'The owner edits title, description, visibility or tags (PUT /api/stories/{id}).' })
  updateStory(@Arg('id', () => GraphQLUUID) id: string, @Arg('input', () => UpdateStoryInput) input: UpdateStoryInput, @Ctx() ctx: Context): Promise<Story> {
    return stories.updateStory(ctx, ctx.viewer!, id, input);
  }

  @Auth()
  @Mutation(() => Story, { description: 'Open to join, requires approval, tags (PUT /api/stories/{id}/settings).' })
  updateStorySettings(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('input', () => StorySettingsInput) input: StorySettingsInput,
    @Ctx() ctx: Context,
  ): Promise<Story> {
    return stories.updateSettings(ctx, ctx.viewer!, storyId, input);
  }

  @Auth()
  @Mutation(() => StoryArticleByUrl, {
    nullable: true,
    description:
      "Add Article by URL (POST /api/stories/{id}/articles, body {url}): the article is made from the URL (or found) and joins the timeline in one request; alreadyInStory when it was on it. Owner, editor, contributor with staff level.",
  })
  addArticleUrlToStory(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('url', () => String) url: string,
    @Ctx() ctx: Context,
    @Arg('customNote', () => String, { nullable: true }) customNote?: string | null,
  ): Promise<StoryArticleByUrl> {
    return timelines.addArticleByUrl(ctx, ctx.viewer!, storyId, url, customNote);
  }

  @Auth()
  @Mutation(() => StoryArticle, {
    description: "Add an existing article to the timeline (POST /api/stories/{id}/articles/{articleId}); 409 'Article is already part of this story!'.",
  })
  addArticleToStory(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('articleId', () => GraphQLUUID) articleId: string,
    @Ctx() ctx: Context,
    @Arg('customNote', () => String, { nullable: true }) customNote?: string | null,
  ): Promise<StoryArticle> {
    return timelines.addArticle(ctx, ctx.viewer!, storyId, articleId, customNote);
  }

  @Auth()
  @Mutation(() => StoryArticle, {
    description: "Change a timeline entry's note (PUT /api/stories/{id}/articles/{articleId}): owner or editor with staff level; an empty note removes it.",
  })
  updateTimelineEntry(
    @Arg('storyId', () => GraphQLUUID) storyId: string,
    @Arg('articleId', () => GraphQLUUID) articleId: string,
    @Arg('customNote', () => String, { nullable: true }) customNote: string | null,
    @Ctx() ctx: Context,
  ): Promise<StoryArticle> {
    return timelines.updateTimelineEntry(ctx, ctx.viewer!, storyId, articleId, customNote ?? null);
  }

  @Auth()
  @Mutation(() => Story, {
    description: 'Take an article off the timeline (DELETE /api/stories/{id}/articles/{articleId}): owner or editor with staff level; the article stays.',
  })
  removeTimelineEntry(@Arg('storyId', () => GraphQLUUID) storyId: string, @Arg('articleId', () => GraphQLUUID) articleId: string, @Ctx() ctx: Context): Promise<Story> {
    return timelines.removeTimelineEntry(ctx, ctx.viewer!, storyId, articleId);
  }

  @Auth()
  @Mutation(() => Story, { description: 'Follow a story (POST /api/stories/{id}/follow).' })
  followStory(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Story> {
    return stories.follow(ctx, ctx.viewer!, id);
  }

  @Auth()
  @Mutation(() => Story, { description: 'Stop following a story (DELETE /api/stories/{id}/follow).' })
  unfollowStory(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Story> {
    return stories.unfollow(ctx, ctx.viewer!, id);
  }

  @Auth()
  @Mutation(() => Story, {
    description: "The viewer opened the story (POST /api/stories/{id}/visit): for a follower, resets 'new since your last visit'.",
  })
  markStoryVisited(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Story> {
    return stories.markVisited(ctx, ctx.viewer!, id);
  }

  // ── Story fields ──────────────────────────────────────────────────────────────────────────

  @FieldResolver(() => StoryVisibility)
  visibility(@Root() story: Story): StoryVisibility {
    return stories.visibilityOf(story);
  }

  @FieldResolver(() => ID, { description: 'The owner (created_by).' })
  ownerId(@Root() story: Story): string {
    return story.createdBy;
  }

  @FieldResolver(() => Member, { nullable: true })
  owner(@Root() story: Story, @Ctx() ctx: Context): Promise<Member | null> {
    return ctx.loaders.memberById.load(story.createdBy);
  }

  @FieldResolver(() => [Collaborator], { description: "Everyone on the story with their role, the owner's row included." })
  collaborators(@Root() story: Story, @Ctx() ctx: Context): Promise<Collaborator[]> {
    return ctx.loaders.collaboratorsByStoryId.load(story.id);
  }

  @FieldResolver(() => Boolean)
  isFollowing(@Root() story: Story, @Ctx() ctx: Context): Promise<boolean> {
    return stories.isFollowing(ctx, story);
  }

  @FieldResolver(() => Int, { description: 'Articles added since the viewer last opened the story; 0 unless the viewer follows it.' })
  async newArticlesCount(@Root() story: Story, @Ctx() ctx: Context): Promise<number> {
    return (await stories.followState(ctx, story.id))?.newArticles ?? 0;
  }

  @FieldResolver(() => GraphQLDateTimeISO, { nullable: true, description: 'When the viewer last opened the story; followers only.' })
  async lastVisitedAt(@Root() story: Story, @Ctx() ctx: Context): Promise<Date | null> {
    return (await stories.followState(ctx, story.id))?.lastVisitedAt ?? null;
  }

  @FieldResolver(() => [StoryArticle], { description: 'The articles most recently added to the timeline, newest addition first.' })
  latestArticles(@Root() story: Story, @Ctx() ctx: Context, @Arg('limit', () => Int, { defaultValue: 3 }) limit: number): Promise<StoryArticle[]> {
    return stories.latestArticles(ctx, story, page(limit).limit);
  }

  @FieldResolver(() => StoryRole, { description: "The viewer's role on the story; VIEWER when they have none." })
  userRole(@Root() story: Story, @Ctx() ctx: Context): Promise<StoryRole> {
    return stories.viewerRole(ctx, story);
  }

  @FieldResolver(() => StoryViewerCan)
  viewerCan(@Root() story: Story, @Ctx() ctx: Context): Promise<StoryViewerCan> {
    return stories.viewerCan(ctx, story);
  }

  @FieldResolver(() => TimelinePage, { description: 'The timeline, by publication date (else when added), a page at a time.' })
  timeline(
    @Root() story: Story,
    @Ctx() ctx: Context,
    @Arg('order', () => TimelineOrder, { defaultValue: TimelineOrder.NEWEST_FIRST }) order: TimelineOrder,
    @Arg('first', () => Int, { defaultValue: PAGE_SIZE.default, description: `Entries on the page, 1–${PAGE_SIZE.max}.` }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The previous page\'s nextCursor.' }) after: string | null,
  ): Promise<TimelinePage> {
    return timelines.timelinePage(ctx, story, { order, first, after });
  }

  @FieldResolver(() => Int)
  articlesCount(@Root() story: Story, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.articleCountByStoryId.load(story.id);
  }

  @FieldResolver(() => Int)
  followerCount(@Root() story: Story, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.followerCountByStoryId.load(story.id);
  }

  @FieldResolver(() => GraphQLDateTimeISO, { nullable: true, description: 'Date of the earliest timeline entry.' })
  async firstArticleDate(@Root() story: Story, @Ctx() ctx: Context): Promise<Date | null> {
    return (await ctx.loaders.articleDatesByStoryId.load(story.id)).first;
  }

  @FieldResolver(() => GraphQLDateTimeISO, { nullable: true, description: 'Date of the latest timeline entry.' })
  async lastArticleDate(@Root() story: Story, @Ctx() ctx: Context): Promise<Date | null> {
    return (await ctx.loaders.articleDatesByStoryId.load(story.id)).last;
  }

  @FieldResolver(() => Boolean, { description: "The Editor's Pick badge (a featured story)." })
  isEditorApproved(@Root() story: Story): boolean {
    return story.isFeatured;
  }

  @FieldResolver(() => [String], { description: "Card images; the articles' images when the story has none." })
  images(@Root() story: Story, @Ctx() ctx: Context): Promise<string[]> {
    return ctx.loaders.imagesByStoryId.load(story.id);
  }

  @FieldResolver(() => [StoryChange], { description: 'Every applied change (who, what, before, after, when), newest first.' })
  changes(@Root() story: Story, @Ctx() ctx: Context): Promise<StoryChange[]> {
    return ctx.loaders.changesByStoryId.load(story.id);
  }
}

@Resolver(() => StoryArticle)
export class StoryArticleResolver {
  @FieldResolver(() => ID)
  storyId(@Root() entry: StoryArticle): string {
    return entry.storyId;
  }

  @FieldResolver(() => ID)
  articleId(@Root() entry: StoryArticle): string {
    return entry.articleId;
  }

  @FieldResolver(() => Boolean, { description: 'Added since the viewer last opened the story (followers only; false otherwise).' })
  async isNew(@Root() entry: StoryArticle, @Ctx() ctx: Context): Promise<boolean> {
    const follow = await stories.followState(ctx, entry.storyId);
    return !!follow && entry.addedAt > follow.lastVisitedAt;
  }

  @FieldResolver(() => Article)
  article(@Root() entry: StoryArticle): Article {
    // Always loaded with the entry (every query of entries joins it).
    return entry.article!;
  }

  @FieldResolver(() => Story, { description: 'The story this entry belongs to (for cache updates after adding an article).' })
  async story(@Root() entry: StoryArticle, @Ctx() ctx: Context): Promise<Story> {
    return (await ctx.loaders.storyById.load(entry.storyId))!;
  }
}

@Resolver(() => Article)
export class ArticleStoriesResolver {
  @FieldResolver(() => Int, { description: 'In how many stories the viewer may see this article appears ("In N stories").' })
  storyCount(@Root() article: Article, @Ctx() ctx: Context): Promise<number> | number {
    return ctx.viewer ? ctx.loaders.visibleStoryCountByArticleId(ctx.viewer).load(article.id) : 0;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the article is on this story\'s timeline (Add Article says "In this story"); false for a story the viewer may not see.' })
  inStory(@Root() article: Article, @Arg('storyId', () => GraphQLUUID) storyId: string, @Ctx() ctx: Context): Promise<boolean> {
    return stories.isArticleInStory(ctx, storyId, article.id);
  }
}

@Resolver(() => StoryChange)
export class StoryChangeResolver {
  @FieldResolver(() => String, { description: 'Who made the change, as others see them.' })
  async actorDisplayName(@Root() change: StoryChange, @Ctx() ctx: Context): Promise<string> {
    const [actor, story] = await Promise.all([change.actorId ? ctx.loaders.memberById.load(change.actorId) : null, ctx.loaders.storyById.load(change.storyId)]);
    return actor ? displayNameFor(ctx.viewer, actor, seesTeamNames(ctx.viewer, story)) : 'Anonymous';
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The approved proposal that made the change, if any.' })
  proposalId(@Root() change: StoryChange): string | null {
    return change.proposalId;
  }
}
