// Matrix rows: the content feed and the content operations over every type (contentItem, likes,
// staff edits and deletes).
import type { World } from '../world.js';
import { each, E, q, r, seeStory, signedIn, STAFF_LEVEL, staffOnly, type Expect, type GqlRow, type RestRow } from './shared.js';

/** contentItem, likeContent and unlikeContent over each content type the caller may or may not see. */
function contentRows(): GqlRow[] {
  type Target = { type: string; id: string };
  const targets: [string, Expect, (w: World) => Promise<Target>][] = [
    ['article', signedIn, async (w) => ({ type: 'ARTICLE', id: (await w.fresh.article()).id })],
    ['key_vote', signedIn, async (w) => ({ type: 'KEY_VOTE', id: await w.fresh.keyVote() })],
    ['story-public', signedIn, async (w) => ({ type: 'STORY', id: (await w.fresh.story('public')).id })],
    ['story-private', seeStory(true), async (w) => ({ type: 'STORY', id: (await w.fresh.story('private')).id })],
    ['commentary-public', signedIn, async (w) => ({ type: 'COMMENTARY', id: await w.fresh.commentary((await w.fresh.article()).id) })],
    ['commentary-staff', E('not_found', each(STAFF_LEVEL, 'ok')), async (w) => ({ type: 'COMMENTARY', id: await w.fresh.commentary((await w.fresh.article()).id, 'staff') })],
  ];
  const rows: GqlRow[] = [];
  for (const [variant, expect, target] of targets) {
    rows.push({ field: 'Query.contentItem', variant, expect, target, call: (_w, t: Target) => q('query($t: ContentType!, $id: ID!) { contentItem(type: $t, id: $id) { id } }', { t: t.type, id: t.id }) });
    rows.push({ field: 'Mutation.likeContent', variant, expect, target, call: (_w, t: Target) => q('mutation($t: ContentType!, $id: ID!) { likeContent(type: $t, id: $id) { id likes } }', { t: t.type, id: t.id }) });
    rows.push({ field: 'Mutation.unlikeContent', variant, expect, target, call: (_w, t: Target) => q('mutation($t: ContentType!, $id: ID!) { unlikeContent(type: $t, id: $id) { id likes } }', { t: t.type, id: t.id }) });
  }
  return rows;
}

export const GQL: GqlRow[] = [
  { field: 'Query.recentContent', expect: signedIn, call: () => q('{ recentContent { id type } }') },
  ...contentRows(),
  { field: 'Mutation.updateContent', expect: staffOnly, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: ID!) { updateContent(type: ARTICLE, id: $id, input: { title: "T", content: "C" }) { id } }', { id: a.id }) },
  { field: 'Mutation.deleteContent', expect: staffOnly, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: ID!) { deleteContent(type: ARTICLE, id: $id) }', { id: a.id }) },
  {
    field: 'Mutation.deleteContent',
    variant: 'commentary',
    expect: staffOnly,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id),
    call: (_w, id) => q('mutation($id: ID!) { deleteContent(type: COMMENTARY, id: $id) }', { id }),
  },
  { field: 'Mutation.deleteContent', variant: 'key_vote', expect: staffOnly, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { deleteContent(type: KEY_VOTE, id: $id) }', { id }) },
];

const type = (t: { type: string }) => t.type.toLowerCase();

export const REST: RestRow[] = [
  r('GET /api/content/recent', 'Query.recentContent', () => ({ path: '/api/content/recent' })),
  ...['article', 'key_vote', 'story-public', 'story-private', 'commentary-public', 'commentary-staff'].flatMap((v) => [
    r('POST /api/content/:type/:id/like', `Mutation.likeContent[${v}]`, (_w, t) => ({ path: `/api/content/${type(t)}/${t.id}/like` })),
    r('DELETE /api/content/:type/:id/like', `Mutation.unlikeContent[${v}]`, (_w, t) => ({ path: `/api/content/${type(t)}/${t.id}/like` })),
  ]),
  r('PUT /api/content/:type/:id', 'Mutation.updateContent', (_w, a) => ({ path: `/api/content/article/${a.id}`, body: { title: 'T', content: 'C' } })),
  r('DELETE /api/content/:type/:id', 'Mutation.deleteContent', (_w, a) => ({ path: `/api/content/article/${a.id}` })),
];
