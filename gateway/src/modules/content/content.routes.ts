import type { RestRoute } from '../../rest/route-types.js';
import { body } from '../../rest/route-helpers.js';
import * as ar from '../article/article.rest.js';

/**
 * REST rows — Content of either kind (articles and key votes): recent, likes, edit and delete.
 * Each runs one GraphQL operation (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const contentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/content/recent',
    operation: 'RecentContent',
    variables: (req) => ar.defined({ limit: ar.intParam(req.query.limit), offset: ar.intParam(req.query.offset), type: req.query.type === undefined ? undefined : ar.contentTypeParam(req.query.type) }),
    shape: (d) => ({ data: d.recentContent.map(ar.contentForm) }),
    summary: 'Dashboard feed: articles new in stories the caller follows first (with followedStory), then articles, key votes, stories, commentary, newest first; ?limit=10&type= → {data: [...]}.',
  },
  {
    method: 'POST',
    path: '/api/content/:type/:id/like',
    operation: 'LikeContent',
    variables: (req) => ({ type: ar.contentTypeParam(req.params.type), id: req.params.id }),
    shape: (d) => ({ data: ar.contentForm(d.likeContent) }),
    summary: 'Like; type article | key_vote | story | commentary; returns the item with likes and hasLiked.',
  },
  {
    method: 'DELETE',
    path: '/api/content/:type/:id/like',
    operation: 'UnlikeContent',
    variables: (req) => ({ type: ar.contentTypeParam(req.params.type), id: req.params.id }),
    shape: (d) => ({ data: ar.contentForm(d.unlikeContent) }),
    summary: 'Take the like back.',
  },
  {
    method: 'PUT',
    path: '/api/content/:type/:id',
    operation: 'UpdateContent',
    variables: (req) => ({
      type: ar.contentTypeParam(req.params.type),
      id: req.params.id,
      // Values as sent: GraphQL refuses a non-string with a clear 400 (String() of a hostile object throws).
      input: { title: ar.body(req).title ?? '', content: ar.body(req).content ?? ar.body(req).description ?? '' },
    }),
    shape: (d) => ({ data: ar.contentForm(d.updateContent) }),
    summary: "Staff inline edit, body {title, content}; 400 'Validation Error: Title and content cannot be empty'.",
  },
  {
    method: 'DELETE',
    path: '/api/content/:type/:id',
    operation: 'DeleteContent',
    variables: (req) => ({ type: ar.contentTypeParam(req.params.type), id: req.params.id }),
    shape: (d) => ({ data: { id: d.deleteContent } }),
    summary: 'Staff delete of an article, key vote, story or commentary with what hangs off it (votes, likes, commentary, timeline links); recorded; 404 once deleted.',
  },
];
