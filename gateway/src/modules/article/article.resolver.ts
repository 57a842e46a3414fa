import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { isStaff, Role } from '../../auth/roles.js';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { RateLimit } from '../../http/rate-limit.js';
import { page } from '../../graphql/limits.js';
import { Commentary } from '../commentary/commentary.entity.js';
import * as commentaries from '../commentary/commentary.service.js';
import { ContentType, Vote } from '../content/content.enums.js';
import { likeKey } from '../content/content.loaders.js';
import { displayNameFor } from '../member/member.policy.js';
import { Article } from './article.entity.js';
import { ArticleSubmission, ArticleViewerCan, UpdateArticleInput } from './article.inputs.js';
import * as articles from './article.service.js';

@Resolver(() => Article)
export class ArticleResolver {
  @Auth()
  @Query(() => [Article], { description: 'Articles, newest submission first (GET /api/articles); Recent Articles asks for 10.' })
  articles(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: 'Matches title, publication or a tag.' }) search?: string | null,
    @Arg('tag', () => String, { nullable: true }) tag?: string | null,
    @Arg('publication', () => String, { nullable: true }) publication?: string | null,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit = 10,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset = 0,
  ): Promise<Article[]> {
    return articles.listArticles(ctx, { search, tag, publication, ...page(limit, offset) });
  }

  @Auth()
  @Query(() => Article, { description: "One article (GET /api/articles/{id}); 404 'Article not found'." })
  article(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<Article> {
    return articles.getArticle(ctx, id);
  }

  @Auth(Role.STAFF)
  @Mutation(() => ArticleSubmission, {
    nullable: true,
    description:
      'Submit an article by URL (POST /api/articles/parse-url; staff): fetch, extract, dedupe by canonical URL. isExisting/status say whether it was already known.',
  })
  parseUrl(@Arg('url', () => String) url: string, @Ctx() ctx: Context): Promise<ArticleSubmission> {
    return articles.submitUrl(ctx, ctx.viewer!, url);
  }

  @Auth()
  @Mutation(() => Article, { description: 'Set the viewer\'s vote: UP, DOWN, or null to remove it (POST/DELETE /api/articles/{id}/vote).' })
  @RateLimit('vote')
  voteArticle(
    @Arg('id', () => GraphQLUUID) id: string,
    @Arg('vote', () => Vote, { nullable: true }) vote: Vote | null,
    @Ctx() ctx: Context,
  ): Promise<Article> {
    return articles.setVote(ctx, ctx.viewer!, id, vote ?? null);
  }

  @Auth(Role.STAFF)
  @Mutation(() => Article, { nullable: true, description: 'Staff edit: title, content (sanitized), tags, image.' })
  updateArticle(@Arg('id', () => GraphQLUUID) id: string, @Arg('input', () => UpdateArticleInput) input: UpdateArticleInput, @Ctx() ctx: Context): Promise<Article> {
    return articles.updateArticle(ctx, ctx.viewer!, id, input);
  }

  @Auth(Role.STAFF)
  @Mutation(() => ID, { nullable: true, description: 'Staff delete; returns the deleted id.' })
  deleteArticle(@Arg('id', () => GraphQLUUID) id: string, @Ctx() ctx: Context): Promise<string> {
    return articles.deleteArticle(ctx, ctx.viewer!, id);
  }

  // ── Article fields ────────────────────────────────────────────────────────────────────────

  @FieldResolver(() => ID, { nullable: true, description: 'The submitter (the article\'s "owner"); null once their account is gone.' })
  submittedBy(@Root() a: Article): string | null {
    return a.submittedBy;
  }

  @FieldResolver(() => String, { description: "The byline: to staff and to the member it is credited to, their team name; to others the name as the member chose, or 'Anonymous'." })
  async submitterDisplayName(@Root() a: Article, @Ctx() ctx: Context): Promise<string> {
    const m = a.submittedBy ? await ctx.loaders.memberById.load(a.submittedBy) : null;
    return m ? displayNameFor(ctx.viewer, m, isStaff(ctx.viewer) || ctx.viewer?.id === m.id) : 'Anonymous';
  }

  @FieldResolver(() => Int)
  async upvotes(@Root() a: Article, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.articleTallyById.load(a.id)).up;
  }

  @FieldResolver(() => Int)
  async downvotes(@Root() a: Article, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.articleTallyById.load(a.id)).down;
  }

  @FieldResolver(() => Int, { description: 'Net score: upvotes − downvotes.' })
  async score(@Root() a: Article, @Ctx() ctx: Context): Promise<number> {
    const t = await ctx.loaders.articleTallyById.load(a.id);
    return t.up - t.down;
  }

  @FieldResolver(() => Vote, { nullable: true, description: "The viewer's vote, if any." })
  userVote(@Root() a: Article, @Ctx() ctx: Context): Promise<Vote | null> | null {
    return ctx.viewer ? ctx.loaders.articleViewerVote.load(a.id) : null;
  }

  @FieldResolver(() => Commentary, { nullable: true, description: 'The best-scored public commentary the viewer may see (the card quote).' })
  topCommentary(@Root() a: Article, @Ctx() ctx: Context): Promise<Commentary | null> {
    return commentaries.topCommentary(ctx, a);
  }

  @FieldResolver(() => Int, { description: 'How many commentaries the viewer may see (private ones only with includePrivate and only when allowed).' })
  commentaryCount(
    @Root() a: Article,
    @Ctx() ctx: Context,
    @Arg('includePrivate', () => Boolean, { defaultValue: false }) includePrivate: boolean,
  ): Promise<number> {
    return commentaries.commentaryCount(ctx, a, includePrivate);
  }

  @FieldResolver(() => Int, { description: 'Likes (the dashboard like toggle), shared with the ContentItem of this article.' })
  likes(@Root() a: Article, @Ctx() ctx: Context): Promise<number> {
    return ctx.loaders.likeCountByContent.load(likeKey(ContentType.ARTICLE, a.id));
  }

  @FieldResolver(() => Boolean)
  hasLiked(@Root() a: Article, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return ctx.viewer ? ctx.loaders.viewerLiked.load(likeKey(ContentType.ARTICLE, a.id)) : false;
  }

  @FieldResolver(() => ArticleViewerCan)
  viewerCan(@Root() a: Article, @Ctx() ctx: Context): Promise<ArticleViewerCan> {
    return articles.viewerCan(ctx, a);
  }
}
