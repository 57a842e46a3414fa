import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { RateLimit } from '../../http/rate-limit.js';
import { Vote } from '../content/content.enums.js';
import { displayNameFor } from '../member/member.policy.js';
import { Commentary } from './commentary.entity.js';
import { CommentarySort } from './commentary.enums.js';
import { CommentaryPage, CommentaryViewerCan, CreateCommentaryInput } from './commentary.inputs.js';
import { PAGE_SIZE } from '../../graphql/cursor.js';
import { canModerate } from './commentary.policy.js';
import { canReport } from '../report/report.policy.js';
import { Role } from '../../auth/roles.js';
import * as commentaries from './commentary.service.js';

@Resolver(() => Commentary)
export class CommentaryResolver {
  @Auth()
  @Query(() => CommentaryPage, {
    description: 'Commentary on an article or a key vote the viewer may see, a page at a time (GET /api/commentaries?articleId|keyVoteId&sortBy=votes&includePrivate&limit&cursor).',
  })
  commentaries(
    @Ctx() ctx: Context,
    @Arg('articleId', () => GraphQLUUID, { nullable: true }) articleId: string | null,
    @Arg('keyVoteId', () => GraphQLUUID, { nullable: true }) keyVoteId: string | null,
    @Arg('sortBy', () => CommentarySort, { defaultValue: CommentarySort.NEWEST }) sortBy: CommentarySort,
    @Arg('includePrivate', () => Boolean, { defaultValue: false, description: 'Private items too — only those the viewer may see (owner or staff).' })
    includePrivate: boolean,
    @Arg('first', () => Int, { defaultValue: PAGE_SIZE.default, description: `Items on the page, 1–${PAGE_SIZE.max}.` }) first: number,
    @Arg('after', () => String, { nullable: true, description: "The previous page's nextCursor." }) after: string | null,
  ): Promise<CommentaryPage> {
    return commentaries.listCommentaries(ctx, { articleId, keyVoteId }, { sortBy, includePrivate, first, after });
  }

  @Auth()
  @Mutation(() => Commentary, { description: 'Add commentary (POST /api/commentaries): 1–500 characters.' })
  @RateLimit('comment')
  addCommentary(@Arg('input', () => CreateCommentaryInput) input: CreateCommentaryInput, @Ctx() ctx: Context): Promise<Commentary> {
    return commentaries.addCommentary(ctx, ctx.viewer!, input);
  }

  @Auth()
  @Mutation(() => Commentary, { description: 'Set the viewer\'s vote: UP, DOWN, or null to remove it (POST/DELETE /api/commentaries/{id}/vote).' })
  @RateLimit('vote')
  voteCommentary(
    @Arg('id', () => GraphQLUUID) id: string,
    @Arg('vote', () => Vote, { nullable: true }) vote: Vote | null,
    @Ctx() ctx: Context,
  ): Promise<Commentary> {
    return commentaries.setVote(ctx, ctx.viewer!, id, vote ?? null);
  }

  @Auth(Role.STAFF)
  @Mutation(() => Commentary, { nullable: true, description: "Staff edit of any commentary's text (PUT /api/commentaries/{id}); recorded in the moderation log." })
  updateCommentary(@Arg('id', () => GraphQLUUID) id: string, @Arg('content', () => String) content: string, @Ctx() ctx: Context): Promise<Commentary> {
    return commentaries.updateCommentary(ctx, ctx.viewer!, id, content);
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The article it is on (null for commentary on a key vote).' })
  articleId(@Root() c: Commentary): string | null {
    return c.articleId;
  }

  @FieldResolver(() => ID, { nullable: true, description: 'The key vote it is on (null for commentary on an article).' })
  keyVoteId(@Root() c: Commentary): string | null {
    return c.keyVoteId;
  }

  @FieldResolver(() => CommentaryViewerCan)
  viewerCan(@Root() c: Commentary, @Ctx() ctx: Context): CommentaryViewerCan {
    const moderate = canModerate(ctx.viewer);
    return { vote: !!ctx.viewer, edit: moderate, delete: moderate, report: canReport(ctx.viewer, c) };
  }

  @FieldResolver(() => Boolean, { description: 'The viewer has reported it (a member reports a comment once).' })
  reportedByViewer(@Root() c: Commentary, @Ctx() ctx: Context): Promise<boolean> | boolean {
    return ctx.viewer ? ctx.loaders.reportedByViewer.load(c.id) : false;
  }

  @FieldResolver(() => String, { description: 'The author: to staff (who moderate it) the team name; to others as the author chose.' })
  async displayName(@Root() c: Commentary, @Ctx() ctx: Context): Promise<string> {
    const m = await ctx.loaders.memberById.load(c.authorId);
    return m ? displayNameFor(ctx.viewer, m, canModerate(ctx.viewer)) : 'Anonymous';
  }

  @FieldResolver(() => Boolean, { description: 'Written by the viewer.' })
  isOwn(@Root() c: Commentary, @Ctx() ctx: Context): boolean {
    return !!ctx.viewer && ctx.viewer.id === c.authorId;
  }

  @FieldResolver(() => Int)
  async votesUp(@Root() c: Commentary, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.commentaryTallyById.load(c.id)).up;
  }

  @FieldResolver(() => Int)
  async votesDown(@Root() c: Commentary, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.commentaryTallyById.load(c.id)).down;
  }

  @FieldResolver(() => Int, { description: 'Net score: votesUp − votesDown.' })
  async score(@Root() c: Commentary, @Ctx() ctx: Context): Promise<number> {
    const t = await ctx.loaders.commentaryTallyById.load(c.id);
    return t.up - t.down;
  }

  @FieldResolver(() => Vote, { nullable: true, description: "The viewer's vote, if any." })
  userVote(@Root() c: Commentary, @Ctx() ctx: Context): Promise<Vote | null> | null {
    return ctx.viewer ? ctx.loaders.commentaryViewerVote.load(c.id) : null;
  }
}
