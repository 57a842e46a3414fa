import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLUUID } from 'graphql-scalars';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { RateLimit } from '../../http/rate-limit.js';
import { Vote } from '../content/content.enums.js';
import { publicDisplayName } from '../member/member.policy.js';
import { Commentary } from './commentary.entity.js';
import { CommentarySort } from './commentary.enums.js';
import { CreateCommentaryInput } from './commentary.inputs.js';
import * as commentaries from './commentary.service.js';

@Resolver(() => Commentary)
export class CommentaryResolver {
  @Auth()
  @Query(() => [Commentary], {
    description: 'Commentary on an article the viewer may see (GET /api/commentaries?articleId&sortBy=votes&includePrivate).',
  })
  commentaries(
    @Arg('articleId', () => GraphQLUUID) articleId: string,
    @Ctx() ctx: Context,
    @Arg('sortBy', () => CommentarySort, { defaultValue: CommentarySort.NEWEST }) sortBy: CommentarySort,
    @Arg('includePrivate', () => Boolean, { defaultValue: false, description: 'Private items too — only those the viewer may see (owner or staff).' })
    includePrivate: boolean,
  ): Promise<Commentary[]> {
    return commentaries.listForArticle(ctx, articleId, { sortBy, includePrivate });
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

  @FieldResolver(() => ID)
  articleId(@Root() c: Commentary): string {
    return c.articleId;
  }

  @FieldResolver(() => String, { description: 'The author as others see them.' })
  async displayName(@Root() c: Commentary, @Ctx() ctx: Context): Promise<string> {
    const m = await ctx.loaders.memberById.load(c.authorId);
    return m ? publicDisplayName(m) : 'Anonymous';
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
    return ctx.viewer ? ctx.loaders.commentaryVoteByViewer(ctx.viewer).load(c.id) : null;
  }
}
