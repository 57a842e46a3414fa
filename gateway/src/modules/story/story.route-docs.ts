import { z } from 'zod';
import { extend, lowerEnum, obj, prop, sameNullability } from '../../rest/openapi/json-schema.js';
import * as f from '../../rest/openapi/forms.js';
import { limit, pageLimit, cursor, offset, tags, R, dataOf } from '../../rest/openapi/route-doc-helpers.js';
import type { RouteDoc } from '../../rest/openapi/route-doc-types.js';

/**
 * OpenAPI docs of the REST rows of stories (story.routes.ts): what each takes and answers
 * (RouteDoc), keyed `${method} ${path}` exactly as in the rows. Joined in
 * rest/openapi/route-docs.ts.
 */
export const storyRouteDocs: Record<string, RouteDoc> = {
  'GET /api/users/me/stories': {
    response: (d) => dataOf(f.listOf(R(d, 'myStories'), (s) => sameNullability(s, extend(s, { userRole: lowerEnum(prop(s, 'userRole')) })))),
  },
  'GET /api/users/me/followed-stories': {
    query: z.object({ limit, offset, latest: z.coerce.number().int().min(0).max(10).optional().describe('Latest additions per story (default 3).') }),
    response: (d) => dataOf(f.listOf(R(d, 'followedStories'), f.storyForm)),
  },
  'GET /api/stories': {
    query: z.object({
      visibility: z.enum(['all', 'public', 'featured', 'private', 'following']).optional().describe('following: the stories the caller follows.'),
      search: z.string().optional(),
      limit,
      offset,
    }),
    response: (d) => f.listOf(R(d, 'stories'), f.storyForm),
  },
  'GET /api/stories/:id': { response: (d) => f.storyForm(R(d, 'story')) },
  'POST /api/stories': {
    body: z.object({
      title: z.string(),
      description: z.string(),
      is_global: z.boolean().optional().describe('The SPEC form: true = public.'),
      visibility: z.enum(['public', 'featured', 'private']).optional().describe('The client form; featured needs admin.'),
      isOpenToJoin: z.boolean().optional(),
      requiresApproval: z.boolean().optional(),
      tags,
    }),
    response: (d) => f.storyForm(R(d, 'createStory')),
  },
  'PUT /api/stories/:id': {
    body: z.object({ title: z.string().optional(), description: z.string().optional(), visibility: z.enum(['public', 'featured', 'private']).optional(), is_global: z.boolean().optional(), tags }),
    response: (d) => f.storyForm(R(d, 'updateStory')),
  },
  'GET /api/featured-stories': { query: z.object({ limit: limit.describe('Default 5.') }), response: (d) => f.listOf(R(d, 'featuredStories'), f.storyForm) },
  'GET /api/stories/:id/articles': {
    query: z.object({ order: z.enum(['newest_first', 'oldest_first']).optional(), limit: pageLimit, cursor }),
    response: (d) => f.listOf(prop(R(d, 'storyArticles'), 'entries'), f.linkForm),
    paged: true,
  },
  'POST /api/stories/:id/articles': {
    body: z.object({ url: z.string().describe('An http(s) page on a public address.'), custom_note: z.string().nullable().optional().describe('Also accepted as customNote.') }),
    response: (d) =>
      extend(f.linkForm(prop(R(d, 'addArticleUrlToStory'), 'entry')), {
        isExisting: { type: 'boolean', description: 'The portal already had the article.' },
        alreadyInStory: { type: 'boolean', description: 'It was on the timeline already (200): nothing was added.' },
      }),
    rateLimit: 'submitUrl',
  },
  'POST /api/stories/:id/articles/:articleId': {
    body: z.object({ custom_note: z.string().nullable().optional().describe('Also accepted as customNote.') }),
    response: (d) => f.linkForm(R(d, 'addArticleToStory')),
  },
  'PUT /api/stories/:id/articles/:articleId': {
    body: z.object({ customNote: z.string().nullable().optional().describe('Empty or null removes the note; also accepted as custom_note.') }),
    response: (d) => f.linkForm(R(d, 'updateTimelineEntry')),
  },
  'DELETE /api/stories/:id/articles/:articleId': { response: (d) => f.storyForm(R(d, 'removeTimelineEntry')) },
  'PUT /api/stories/:id/settings': {
    body: z.object({ isOpenToJoin: z.boolean().optional(), requiresApproval: z.boolean().optional(), tags }),
    response: (d) => f.storyForm(R(d, 'updateStorySettings')),
  },
  'POST /api/stories/:id/visit': { body: 'none', response: (d) => f.storyForm(R(d, 'markStoryVisited')) },
  'POST /api/stories/:id/follow': { body: 'none', response: (d) => f.storyForm(R(d, 'followStory')) },
  'DELETE /api/stories/:id/follow': { response: (d) => f.storyForm(R(d, 'unfollowStory')) },
  'GET /api/story-images/:storyId': { response: (d) => obj({ images: R(d, 'storyImages') }) },
};
