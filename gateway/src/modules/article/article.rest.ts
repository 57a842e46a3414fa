import type { Request } from 'express';
import { badInput } from '../../errors/errors.js';
import { body, defined, intParam, upper } from '../story/story.rest.js';

/**
 * Conversions between the REST forms of SPEC §3 (Article and its card form, Commentary, Content
 * item) and the GraphQL results of rest/operations/{article,commentary,content}.graphql, used by
 * the "// Articles, commentaries and content" rows of rest/routes.ts.
 */

export { body, defined, intParam };

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

const VOTES = new Map<string, 'UP' | 'DOWN' | null>([['up', 'UP'], ['down', 'DOWN'], ['none', null]]);

/** body {vote: up | down | none}; none (or null) removes; anything else is a 400 naming the values. */
export function voteParam(v: unknown): 'UP' | 'DOWN' | null {
  if (v === null) return null;
  const vote = typeof v === 'string' ? VOTES.get(v.toLowerCase()) : undefined;
  if (vote === undefined) throw badInput('vote must be one of: up, down, none.', { field: 'vote' });
  return vote;
}

/** ?includePrivate=true|false */
export function boolParam(v: unknown): unknown {
  if (v === undefined || v === '') return undefined;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v;
}

/** ?sortBy=votes|newest */
export const sortParam = (v: unknown): unknown => (v === undefined || v === '' ? undefined : upper(v));

/** Content types in paths: article, key_vote (or key-vote), story, commentary. */
export const contentTypeParam = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/-/g, '_').toUpperCase() : v);

/** SPEC §3 Commentary: id, articleId, content, commentaryType, isPublic, displayName, createdAt, votesUp, votesDown, userVote. */
export const commentaryForm = (c: any) => c && { ...c, commentaryType: lower(c.commentaryType), userVote: lower(c.userVote) };

/** SPEC §3 Article with its card form (publishedDate, upvotes, downvotes, userVote, topCommentary) and storyCount. */
export const articleForm = (a: any) =>
  a && {
    ...a,
    publishedDate: a.publishedAt,
    userVote: lower(a.userVote),
    topCommentary: a.topCommentary ? commentaryForm(a.topCommentary) : null,
  };

/** SPEC §3 Content item; key votes add billNumber, congress, voteDate, outcome, organization_position. */
export const contentForm = (i: any) => {
  if (!i) return i;
  const { organizationPosition, ...rest } = i;
  return { ...rest, type: lower(i.type), organization_position: lower(organizationPosition) };
};

export const createCommentaryInput = (req: Request) => {
  const b = body(req);
  return {
    articleId: b.articleId ?? b.article_id ?? null,
    keyVoteId: b.keyVoteId ?? b.key_vote_id ?? null,
    content: b.content ?? '',
    commentaryType: b.commentaryType == null && b.commentary_type == null ? null : upper(b.commentaryType ?? b.commentary_type),
    isPublic: b.isPublic ?? b.is_public ?? null,
  };
};

export const updateArticleInput = (req: Request) => {
  const b = body(req);
  return defined({ title: b.title, content: b.content, tags: typeof b.tags === 'string' ? [b.tags] : b.tags, imageUrl: b.imageUrl ?? b.image_url });
};
