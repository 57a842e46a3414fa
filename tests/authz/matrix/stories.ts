// Matrix rows: stories, their timeline, collaborators, invites, join requests, proposals and follows.
import { randomUUID } from 'node:crypto';
import { buildStory } from '../../factories/stories.js';
import type { Actor, World, WorldStory } from '../world.js';
import {
  articlePower,
  E,
  each,
  hidden,
  kind,
  ownerPower,
  q,
  r,
  seeStory,
  signedIn,
  STAFF_LEVEL,
  staffOnly,
  storyOf,
  timelinePower,
  uniq,
  type Expect,
  type GqlCall,
  type GqlRow,
  type RestCall,
  type RestRow,
} from './shared.js';

/** GraphQL rows over one world story (public and private variants). */
function storyRead(field: string, doc: string): GqlRow[] {
  return [false, true].map((priv) => ({ field: `Query.${field}`, variant: kind(priv), expect: seeStory(priv), call: (w: World) => q(doc, { id: storyOf(w, priv).id }) }));
}
/** Mutations on a fresh story (public and private variants). */
function storyWrite<T>(field: string, expect: (priv: boolean) => Expect, target: (w: World, s: WorldStory, actor: Actor) => Promise<T>, call: (w: World, t: T & { story: WorldStory }, actor: Actor) => GqlCall): GqlRow[] {
  return [false, true].map((priv) => ({
    field: `Mutation.${field}`,
    variant: kind(priv),
    expect: expect(priv),
    target: async (w: World, actor: Actor) => {
      const story = await w.fresh.story(kind(priv), { openToJoin: true });
      return { ...(await target(w, story, actor)), story };
    },
    call,
  }));
}
const none = async () => ({});
/** The actor follows the story first (unfollowing a story one does not follow is a 409). */
const followFirst = async (w: World, s: WorldStory, actor: Actor) => {
  if (actor !== 'anonymous') await w.ds.query('INSERT INTO story_follows (story_id, member_id) VALUES ($1, $2)', [s.id, w.member(actor).id]);
  return {};
};

export const GQL: GqlRow[] = [
  { field: 'Query.stories', expect: signedIn, call: () => q('{ stories { id } }') },
  ...storyRead('story', 'query($id: UUID!) { story(id: $id) { id title } }'),
  { field: 'Mutation.createStory', expect: staffOnly, call: () => q('mutation { createStory(input: { title: "Matrix story", description: "D" }) { id } }') },
  // Featuring (Editor's Pick) is an editorial call: admin level (story.policy.ts canFeature).
  { field: 'Mutation.createStory', variant: 'featured', expect: E('forbidden', { admin: 'ok', super_admin: 'ok' }), call: () => q('mutation { createStory(input: { title: "Pick", description: "D", visibility: FEATURED }) { id } }') },
  ...storyWrite('updateStory', ownerPower, none, (_w, t) => q('mutation($id: UUID!) { updateStory(id: $id, input: { title: "Renamed" }) { id } }', { id: t.story.id })),
  // A story the caller itself created: its powers still need staff level ("an owner who loses staff
  // keeps the story but cannot manage it until the role comes back").
  ...([
    ['Mutation.updateStory', 'mutation($s: UUID!) { updateStory(id: $s, input: { title: "Mine" }) { id } }'],
    ['Mutation.updateStorySettings', 'mutation($s: UUID!) { updateStorySettings(storyId: $s, input: { tags: ["mine"] }) { id } }'],
    ['Mutation.inviteCollaborator', 'mutation($s: UUID!) { inviteCollaborator(storyId: $s, input: { email: "someone@example.org" }) { id } }'],
  ] as const).map(([field, doc]): GqlRow => ({
    field,
    variant: 'own story',
    expect: E('forbidden', each(STAFF_LEVEL, 'ok')),
    target: async (w, actor) => (actor === 'anonymous' ? w.fresh.story('public') : buildStory(w.ds, { ownerId: w.member(actor).id, isGlobal: true })),
    call: (_w, s) => q(doc, { s: s.id }),
  })),
  { field: 'Query.featuredStories', expect: signedIn, call: () => q('{ featuredStories { id } }') },
  ...storyRead('storyArticles', 'query($id: UUID!) { storyArticles(storyId: $id) { entries { articleId } } }'),
  ...storyWrite('addArticleToStory', articlePower, (w) => w.fresh.article(), (_w, t) =>
    q('mutation($s: UUID!, $a: UUID!) { addArticleToStory(storyId: $s, articleId: $a) { articleId } }', { s: t.story.id, a: (t as any).id }),
  ),
  // Add Article by URL in one request: the same rule, checked before the URL is fetched.
  ...storyWrite('addArticleUrlToStory', articlePower, none, (w, t) =>
    q('mutation($s: UUID!, $u: String!) { addArticleUrlToStory(storyId: $s, url: $u) { alreadyInStory entry { articleId } } }', { s: t.story.id, u: w.pageUrl() }),
  ),
  // Editing an entry's note and removing an entry: owner or editor, with staff level (contributors only add).
  ...storyWrite('updateTimelineEntry', timelinePower, none, (_w, t) =>
    q('mutation($s: UUID!, $a: UUID!) { updateTimelineEntry(storyId: $s, articleId: $a, customNote: "Matrix note") { articleId } }', { s: t.story.id, a: t.story.articleId }),
  ),
  ...storyWrite('removeTimelineEntry', timelinePower, none, (_w, t) =>
    q('mutation($s: UUID!, $a: UUID!) { removeTimelineEntry(storyId: $s, articleId: $a) { id } }', { s: t.story.id, a: t.story.articleId }),
  ),
  ...storyRead('storyCollaborators', 'query($id: UUID!) { storyCollaborators(storyId: $id) { userId role } }'),
  ...storyWrite('inviteCollaborator', ownerPower, none, (_w, t) =>
    q('mutation($s: UUID!, $e: String!) { inviteCollaborator(storyId: $s, input: { email: $e, role: VIEWER }) { id } }', { s: t.story.id, e: `invitee-${uniq()}@example.org` }),
  ),
  ...storyWrite('removeCollaborator', ownerPower, async (w, s) => ({ other: await w.fresh.extraCollaborator(s.id) }), (_w, t) =>
    q('mutation($s: UUID!, $u: UUID!) { removeCollaborator(storyId: $s, userId: $u) { id } }', { s: t.story.id, u: t.other.id }),
  ).map((r) => ({ ...r, variant: `${r.variant},other` })),
  // Leaving: every collaborator but the owner may remove themself.
  ...[false, true].map((priv): GqlRow => ({
    field: 'Mutation.removeCollaborator',
    variant: `${kind(priv)},self`,
    expect: E('forbidden', { editor: 'ok', contributor: 'ok', viewer: 'ok', member_contributor: 'ok', owner: 'invalid', ...hidden(priv) }),
    target: (w) => w.fresh.story(kind(priv)),
    call: (w, s, actor) => q('mutation($s: UUID!, $u: UUID!) { removeCollaborator(storyId: $s, userId: $u) { id } }', { s: s.id, u: actor === 'anonymous' ? randomUUID() : w.member(actor).id }),
  })),
  ...storyWrite('updateCollaboratorRole', ownerPower, async (w, s) => ({ other: await w.fresh.extraCollaborator(s.id) }), (_w, t) =>
    q('mutation($s: UUID!, $u: UUID!) { updateCollaboratorRole(storyId: $s, userId: $u, role: EDITOR) { role } }', { s: t.story.id, u: t.other.id }),
  ),
  // Owner: the pending invites; anyone else who may see the story: their own invites (an empty list).
  ...storyRead('storyInvites', 'query($id: UUID!) { storyInvites(storyId: $id) { id inviteeEmail } }'),
  { field: 'Mutation.respondToInvite', variant: 'own', expect: signedIn, target: (w, actor) => w.fresh.inviteTo(actor), call: (_w, id) => q('mutation($i: UUID!) { respondToInvite(inviteId: $i, status: DECLINED) { id } }', { i: id }) },
  { field: 'Mutation.respondToInvite', variant: 'others', expect: E('forbidden'), target: (w) => w.fresh.inviteTo('anonymous'), call: (_w, id) => q('mutation($i: UUID!) { respondToInvite(inviteId: $i, status: ACCEPTED) { id } }', { i: id }) },
  { field: 'Query.myInvites', expect: signedIn, call: () => q('{ myInvites { id } }') },
  // Asking to join: staff-level members not yet on the (open) story; those already on it get 409.
  ...storyWrite('requestToJoinStory', (priv) => E('conflict', { staff: 'ok', admin: 'ok', super_admin: 'ok', user: 'forbidden', submitter: 'forbidden', ...hidden(priv) }), none, (_w, t) =>
    q('mutation($s: UUID!) { requestToJoinStory(storyId: $s, message: "please") { id } }', { s: t.story.id }),
  ),
  ...storyRead('storyJoinRequests', 'query($id: UUID!) { storyJoinRequests(storyId: $id) { id } }'),
  ...storyWrite('decideJoinRequest', ownerPower, async (w, s) => ({ requestId: await w.fresh.joinRequest(s.id) }), (_w, t) =>
    q('mutation($r: UUID!) { decideJoinRequest(requestId: $r, status: ACCEPTED) { id } }', { r: t.requestId }),
  ),
  ...storyWrite('updateStorySettings', ownerPower, none, (_w, t) => q('mutation($s: UUID!) { updateStorySettings(storyId: $s, input: { tags: ["x"] }) { id } }', { s: t.story.id })),
  ...storyRead('storyProposals', 'query($id: UUID!) { storyProposals(storyId: $id) { id } }'),
  ...[false, true].map((priv): GqlRow => ({
    field: 'Mutation.createProposal',
    variant: kind(priv),
    expect: seeStory(priv),
    call: (w) => q('mutation($s: UUID!) { createProposal(storyId: $s, input: { title: "A better title" }) { id } }', { s: storyOf(w, priv).id }),
  })),
  ...[false, true].map((priv): GqlRow => ({
    field: 'Mutation.voteOnProposal',
    variant: kind(priv),
    expect: seeStory(priv),
    call: (w) => q('mutation($s: UUID, $p: UUID!) { voteOnProposal(storyId: $s, proposalId: $p, vote: UP) { id } }', { s: storyOf(w, priv).id, p: storyOf(w, priv).proposalId }),
  })),
  ...storyWrite('decideProposal', ownerPower, none, (_w, t) =>
    q('mutation($s: UUID, $p: UUID!) { decideProposal(storyId: $s, proposalId: $p, status: REJECTED) { id } }', { s: t.story.id, p: t.story.proposalId }),
  ),
  // Non-owners see Follow (SPEC §6): the owner may not follow their own story.
  ...storyWrite('followStory', (priv) => E('ok', { owner: 'forbidden', ...hidden(priv) }), none, (_w, t) => q('mutation($id: UUID!) { followStory(id: $id) { id } }', { id: t.story.id })),
  ...storyWrite('unfollowStory', seeStory, followFirst, (_w, t) => q('mutation($id: UUID!) { unfollowStory(id: $id) { id } }', { id: t.story.id })),
  ...storyRead('storyImages', 'query($id: UUID!) { storyImages(storyId: $id) }'),
  // Recording a visit: anyone who may see the story (it changes only a follower's own last visit).
  ...[false, true].map((priv): GqlRow => ({
    field: 'Mutation.markStoryVisited',
    variant: kind(priv),
    expect: seeStory(priv),
    call: (w) => q('mutation($id: UUID!) { markStoryVisited(id: $id) { id newArticlesCount } }', { id: storyOf(w, priv).id }),
  })),
];

const both = (route: string, field: string, call: (w: World, t: any, actor: Actor, s: WorldStory) => RestCall, suffix = ''): RestRow[] =>
  [false, true].map((priv) => r(route, `${field}[${kind(priv)}${suffix}]`, (w, t, actor) => call(w, t, actor, t?.story ?? storyOf(w, priv))));

export const REST: RestRow[] = [
  r('GET /api/stories', 'Query.stories', () => ({ path: '/api/stories?visibility=all' })),
  ...both('GET /api/stories/:id', 'Query.story', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}` })),
  r('POST /api/stories', 'Mutation.createStory', () => ({ path: '/api/stories', body: { title: 'Matrix story', description: 'D' } })),
  r('POST /api/stories', 'Mutation.createStory[featured]', () => ({ path: '/api/stories', body: { title: 'Pick', description: 'D', visibility: 'featured' } })),
  ...both('PUT /api/stories/:id', 'Mutation.updateStory', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}`, body: { title: 'Renamed' } })),
  r('GET /api/featured-stories', 'Query.featuredStories', () => ({ path: '/api/featured-stories' })),
  ...both('GET /api/stories/:id/articles', 'Query.storyArticles', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/articles` })),
  ...both('POST /api/stories/:id/articles', 'Mutation.addArticleUrlToStory', (w, _t, _a, s) => ({ path: `/api/stories/${s.id}/articles`, body: { url: w.pageUrl() } })),
  ...both('POST /api/stories/:id/articles/:articleId', 'Mutation.addArticleToStory', (_w, t, _a, s) => ({ path: `/api/stories/${s.id}/articles/${t.id}`, body: {} })),
  ...both('PUT /api/stories/:id/articles/:articleId', 'Mutation.updateTimelineEntry', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/articles/${s.articleId}`, body: { customNote: 'Matrix note' } })),
  ...both('DELETE /api/stories/:id/articles/:articleId', 'Mutation.removeTimelineEntry', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/articles/${s.articleId}` })),
  ...both('GET /api/stories/:id/collaborators', 'Query.storyCollaborators', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/collaborators` })),
  ...both('POST /api/stories/:id/collaborators/invite', 'Mutation.inviteCollaborator', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/collaborators/invite`, body: { email: `invitee-${uniq()}@example.org`, role: 'viewer' } })),
  ...both('DELETE /api/stories/:id/collaborators/:userId', 'Mutation.removeCollaborator', (_w, t, _a, s) => ({ path: `/api/stories/${s.id}/collaborators/${t.other.id}` }), ',other'),
  ...[false, true].map((priv) =>
    r('DELETE /api/stories/:id/collaborators/:userId', `Mutation.removeCollaborator[${kind(priv)},self]`, (w, s, actor) => ({
      path: `/api/stories/${s.id}/collaborators/${actor === 'anonymous' ? randomUUID() : w.member(actor).id}`,
    })),
  ),
  ...both('PUT /api/stories/:id/collaborators/:userId', 'Mutation.updateCollaboratorRole', (_w, t, _a, s) => ({ path: `/api/stories/${s.id}/collaborators/${t.other.id}`, body: { role: 'editor' } })),
  ...both('GET /api/stories/:id/collaborators/invites', 'Query.storyInvites', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/collaborators/invites` })),
  r('PUT /api/invites/:inviteId', 'Mutation.respondToInvite[own]', (_w, id) => ({ path: `/api/invites/${id}`, body: { status: 'declined' } })),
  r('PUT /api/invites/:inviteId', 'Mutation.respondToInvite[others]', (_w, id) => ({ path: `/api/invites/${id}`, body: { status: 'accepted' } })),
  r('GET /api/users/me/invites', 'Query.myInvites', () => ({ path: '/api/users/me/invites' })),
  ...both('POST /api/stories/:id/join-requests', 'Mutation.requestToJoinStory', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/join-requests`, body: { message: 'please' } })),
  ...both('GET /api/stories/:id/join-requests', 'Query.storyJoinRequests', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/join-requests` })),
  ...both('PUT /join-requests/:requestId', 'Mutation.decideJoinRequest', (_w, t) => ({ path: `/join-requests/${t.requestId}`, body: { status: 'accepted' } })),
  ...both('PUT /api/join-requests/:requestId', 'Mutation.decideJoinRequest', (_w, t) => ({ path: `/api/join-requests/${t.requestId}`, body: { status: 'rejected' } })),
  ...both('PUT /api/stories/:id/settings', 'Mutation.updateStorySettings', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/settings`, body: { tags: ['x'] } })),
  ...both('GET /api/stories/:id/proposals', 'Query.storyProposals', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/proposals` })),
  ...both('POST /api/stories/:id/proposals', 'Mutation.createProposal', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/proposals`, body: { title: 'A better title' } })),
  ...both('POST /api/stories/:id/proposals/:proposalId/vote', 'Mutation.voteOnProposal', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/proposals/${s.proposalId}/vote`, body: { vote: 'up' } })),
  ...both('PUT /api/stories/:id/proposals/:proposalId', 'Mutation.decideProposal', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/proposals/${s.proposalId}`, body: { status: 'rejected' } })),
  ...both('POST /api/stories/:id/follow', 'Mutation.followStory', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/follow` })),
  ...both('DELETE /api/stories/:id/follow', 'Mutation.unfollowStory', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/follow` })),
  ...both('POST /api/stories/:id/visit', 'Mutation.markStoryVisited', (_w, _t, _a, s) => ({ path: `/api/stories/${s.id}/visit` })),
  ...both('GET /api/story-images/:storyId', 'Query.storyImages', (_w, _t, _a, s) => ({ path: `/api/story-images/${s.id}` })),
];
