import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isStaff, Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { RateLimit } from '../../http/rate-limit.js';
import { page } from '../../graphql/limits.js';
import { publicDisplayName } from '../member/member.policy.js';
import { Story } from '../story/story.entity.js';
import { ContentType } from './content.enums.js';
import { ContentItem, UpdateContentInput } from './content.inputs.js';
import { likeKey } from './content.loaders.js';
import * as content from './content.service.js';

@Resolver(() => ContentItem)
export class ContentResolver {
  @Auth()
  @Query(() => [ContentItem], {
    description:
      'The dashboard feed (GET /api/content/recent?limit=10): articles new in stories the viewer follows first, then articles, key votes, stories and commentary, newest first.',
  })
  recentContent(
    @Ctx() ctx: Context,
    @Arg('limit', () => Int, { defaultValue: content.FEED.defaultLimit }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('type', () => ContentType, { nullable: true, description: 'Only this kind (the /content type filter).' }) type?: ContentType | null,
  ): Promise<ContentItem[]> {
    return content.recentContent(ctx, { ...page(limit, offset), type });
  }

  @Auth()
  @Query(() => ContentItem, { description: 'One content item the viewer may see.' })
  contentItem(@Arg('type', () => ContentType) type: ContentType, @Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ContentItem> {
    return content.getContentItem(ctx, type, id);
  }

  @Auth()
  @Mutation(() => ContentItem, { description: 'Like (POST /api/content/{type}/{id}/like).' })
  @RateLimit('vote')
  likeContent(@Arg('type', () => ContentType) type: ContentType, @Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ContentItem> {
    return content.setLike(ctx, ctx.viewer!, type, id, true);
  }

  @Auth()
  @Mutation(() => ContentItem, { description: 'Unlike (DELETE /api/content/{type}/{id}/like).' })
  @RateLimit('vote')
  unlikeContent(@Arg('type', () => ContentType) type: ContentType, @Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ContentItem> {
    return content.setLike(ctx, ctx.viewer!, type, id, false);
  }

  @Auth(Role.STAFF)
  @Mutation(() => ContentItem, { nullable: true, description: "Staff inline edit (PUT /api/content/{type}/{id}); 'Validation Error: Title and content cannot be empty'." })
  updateContent(
    @Arg('type', () => ContentType) type: ContentType,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateContentInput) input: UpdateContentInput,
    @Ctx() ctx: Context,
  ): Promise<ContentItem> {
    return content.updateContent(ctx, ctx.viewer!, type, id, input);
  }

  @Auth(Role.STAFF)
  @Mutation(() => ID, { nullable: true, description: 'Staff delete (DELETE /api/content/{type}/{id}); returns the deleted id.' })
  deleteContent(@Arg('type', () => ContentType) type: ContentType, @Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<string> {
    return content.deleteContent(ctx, ctx.viewer!, type, id);
  }

  @FieldResolver(() => Int)
  likes(@Root() item: ContentItem, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.likeCountByContent.load(likeKey(item.type, item.id));
  }

  @FieldResolver(() => Boolean)
  hasLiked(@Root() item: ContentItem, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return ctx.viewer ? ctx.loaders.viewerLiked.load(likeKey(item.type, item.id)) : false;
  }

  @FieldResolver(() => Story, {
    nullable: true,
    description: 'In the feed: the story the viewer follows that this article was added to since their last visit (such articles come first).',
  })
  followedStory(@Root() item: ContentItem, @Ctx() ctx: Context): Promise<Story | null> | null {
    return item.followedStoryId ? ctx.loaders.storyById.load(item.followedStoryId) : null;
  }

  @FieldResolver(() => String, { description: "Who posted it, as others see them; 'Anonymous' when unknown." })
  async authorName(@Root() item: ContentItem, @Ctx() ctx: Context): Promise<string> {
    const m = item.authorId ? await ctx.loaders.memberById.load(item.authorId) : null;
    return m ? publicDisplayName(m) : 'Anonymous';
  }

  @FieldResolver(() => String, { nullable: true, description: "An article's latest staff commentary — for staff only (commentary.policy.ts)." })
  async staffCommentary(@Root() item: ContentItem, @Ctx() ctx: Context): Promise<string | null> {
    // Staff commentary is for staff only (commentary.policy.ts): nothing to read for anyone else.
    if (item.type !== ContentType.ARTICLE || !isStaff(ctx.viewer) || !item.article) return null;
    return ctx.loaders.latestStaffCommentaryByArticleId.load(item.id);
  }
}
