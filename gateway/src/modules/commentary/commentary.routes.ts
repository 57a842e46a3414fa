import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import { pageHeaders, pageParams } from '../../rest/paging.js';
import * as ar from '../article/article.rest.js';

/**
 * REST rows — Commentary on articles and key votes. Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const commentaryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/commentaries',
    operation: 'Commentaries',
    variables: (req) =>
      ar.defined({
        articleId: req.query.articleId ?? req.query.article_id,
        keyVoteId: req.query.keyVoteId ?? req.query.key_vote_id,
        sortBy: ar.sortParam(req.query.sortBy ?? req.query.sort_by),
        includePrivate: ar.boolParam(req.query.includePrivate ?? req.query.include_private),
        ...pageParams(req),
      }),
    shape: (d) => ({ data: d.commentaries.items.map(ar.commentaryForm) }),
    headers: (d, req) => pageHeaders(req, d.commentaries),
    summary: '?articleId= (or keyVoteId=) &sortBy=votes&includePrivate=true&limit=20&cursor= → {data: [...]}, one page (Link: rel="next", X-Total-Count): only what the caller may see.',
  },
  {
    method: 'POST',
    path: '/api/commentaries',
    operation: 'AddCommentary',
    variables: (req) => ({ input: ar.createCommentaryInput(req) }),
    shape: (d) => ({ data: ar.commentaryForm(d.addCommentary) }),
    status: 201,
    summary: 'Body {articleId (or keyVoteId), content, commentaryType: regular | staff | owner, isPublic}; 1–500 characters.',
  },
  {
    method: 'PUT',
    path: '/api/commentaries/:id',
    operation: 'UpdateCommentary',
    // The value as sent: GraphQL refuses a non-string with a clear 400 (String() of a hostile object throws).
    variables: (req) => ({ id: req.params.id, content: ar.body(req).content ?? '' }),
    shape: (d) => ({ data: ar.commentaryForm(d.updateCommentary) }),
    summary: "Staff edit of any commentary's text, body {content}; 1–500 characters; recorded in the moderation log.",
  },
  {
    method: 'POST',
    path: '/api/commentaries/:id/vote',
    operation: 'VoteCommentary',
    variables: (req) => ({ id: req.params.id, vote: ar.voteParam(ar.body(req).vote) }),
    shape: (d) => ({ data: ar.commentaryForm(d.voteCommentary) }),
    summary: 'Body {vote: up | down | none}: the desired state; returns the commentary with tallies.',
  },
  {
    method: 'DELETE',
    path: '/api/commentaries/:id/vote',
    operation: 'VoteCommentary',
    variables: (req) => ({ id: req.params.id, vote: null }),
    shape: (d) => ({ data: ar.commentaryForm(d.voteCommentary) }),
    summary: "Remove the caller's vote.",
  },
];
