import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import * as ar from './article.rest.js';

/**
 * REST rows — Articles and their votes (shapes in article.rest.ts). Each runs one GraphQL
 * operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const articleRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/users/me/articles',
    operation: 'MyArticles',
    shape: (d) => ({ data: d.myArticles }),
    summary: 'Articles the signed-in member submitted.',
  },
  {
    method: 'GET',
    path: '/api/articles',
    operation: 'Articles',
    variables: (req) =>
      ar.defined({
        search: req.query.search ?? req.query.q,
        tag: req.query.tag,
        publication: req.query.publication,
        limit: ar.intParam(req.query.limit),
        offset: ar.intParam(req.query.offset),
      }),
    shape: (d) => ({ data: d.articles.map(ar.articleForm) }),
    summary: 'Article cards, newest first; ?search=&tag=&publication=&limit=10&offset=0 → {data: [...]}.',
  },
  {
    method: 'GET',
    path: '/api/articles/:id',
    operation: 'ArticleDetail',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: ar.articleForm(d.article) }),
    summary: "One article with votes, top commentary, storyCount, viewerCan; 404 'Article not found'.",
  },
  {
    method: 'POST',
    path: '/api/articles/parse-url',
    operation: 'ParseUrl',
    variables: (req) => ({ url: typeof ar.body(req).url === 'string' ? ar.body(req).url : '' }),
    shape: (d) => ({ data: { article: { ...ar.articleForm(d.parseUrl.article), isExisting: d.parseUrl.isExisting } } }),
    status: (d) => (d.parseUrl?.isExisting ? 200 : 201),
    summary: "Staff: submit by URL, body {url}; fetch (SSRF-guarded), extract, dedupe → {data: {article: {..., isExisting}}}; 400 with the reason.",
  },
  {
    method: 'POST',
    path: '/api/articles/submit',
    operation: 'ParseUrl',
    variables: (req) => ({ url: typeof ar.body(req).url === 'string' ? ar.body(req).url : '' }),
    shape: (d) => ({ id: d.parseUrl.id, title: d.parseUrl.title, status: String(d.parseUrl.status).toLowerCase() }),
    status: (d) => (d.parseUrl?.isExisting ? 200 : 201),
    summary: 'Staff: the submit wrapper, body {url} → {id, title, status: existing | new}.',
  },
  {
    method: 'PUT',
    path: '/api/articles/:id',
    operation: 'UpdateArticle',
    variables: (req) => ({ id: req.params.id, input: ar.updateArticleInput(req) }),
    shape: (d) => ({ data: ar.articleForm(d.updateArticle) }),
    summary: 'Staff edit: body {title?, content?, tags?, imageUrl?}; content is sanitized.',
  },
  {
    method: 'DELETE',
    path: '/api/articles/:id',
    operation: 'DeleteArticle',
    variables: (req) => ({ id: req.params.id }),
    shape: (d) => ({ data: { id: d.deleteArticle } }),
    summary: 'Staff delete, with its votes, commentary, likes and story links.',
  },
  {
    method: 'POST',
    path: '/api/articles/:id/vote',
    operation: 'VoteArticle',
    variables: (req) => ({ id: req.params.id, vote: ar.voteParam(ar.body(req).vote) }),
    shape: (d) => ({ data: ar.articleForm(d.voteArticle) }),
    summary: 'Body {vote: up | down | none}: the desired state; one vote per member; returns the article with tallies.',
  },
  {
    method: 'DELETE',
    path: '/api/articles/:id/vote',
    operation: 'VoteArticle',
    variables: (req) => ({ id: req.params.id, vote: null }),
    shape: (d) => ({ data: ar.articleForm(d.voteArticle) }),
    summary: "Remove the caller's vote.",
  },
];
