import { randomUUID } from 'node:crypto';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildCampaign, CAMPAIGN_SCRIPTS } from '../factories/campaigns.js';
import { buildStory } from '../factories/stories.js';
import { buildDevice } from '../factories/push.js';
import { ACTORS, PLAIN_ACTORS, SECRET, type Actor, type World, type WorldStory } from './world.js';

/**
 * THE AUTHORIZATION MATRIX (issue #7, item 1) — data, not code paths.
 *
 * One row per GraphQL root field of schema.graphql (Query and Mutation; some fields have several
 * variants, e.g. a public and a private story), and one row per row of the REST route table
 * (gateway/src/rest/routes.ts, keyed `${method} ${path}`). Each row says, for every actor of the
 * fixture world (tests/authz/world.ts), what the caller gets:
 *
 *   ok               the call succeeds (GraphQL: no errors; REST: 2xx)
 *   unauthenticated  401 / extensions.code UNAUTHENTICATED — no token where one is needed
 *   forbidden        403 / FORBIDDEN — signed in without the role or story power the call needs
 *   not_found        404 / NOT_FOUND — the target is hidden from the caller ("hidden is not found":
 *                    a private story, or commentary the caller may not see, answers as if absent)
 *   conflict         409 / CONFLICT — allowed to ask, but the target's state refuses it (e.g. a
 *                    collaborator asking to join the story they are already on)
 *   invalid          400 / BAD_USER_INPUT — allowed to act, but not on this target (e.g. the owner
 *                    removing themself from their own story)
 *
 * Actors: anonymous, user, staff, admin, super_admin (global roles, on no story), and owner,
 * editor, contributor (staff members with that story role), viewer and member_contributor (plain
 * members with that story role), submitter (the plain member who submitted the world article and
 * owns its owner notes). Rules: SPEC §6 and the decision records in docs/decisions/ (0016, 0017)
 * (story powers need the story role AND staff level; staff-level users see every story but have no
 * powers on stories they are not on; owner notes are the submitter's; staff commentary is staff-only).
 *
 * REST rows name the GraphQL row they run (`of`) and share its expectations and fresh targets, so
 * both transports are held to the same outcome; the test also runs each REST row's own operation
 * (route.operation) over POST /graphql with the variables the route derives.
 *
 * DERIVED lists leak probes: broad reads (lists, counts, feeds, search, nested fields) that plain
 * members run over both transports; none of the world's secrets they may not read may appear
 * anywhere in the response, and the COUNTS table pins count fields per actor.
 */

export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'invalid';
export type Expect = Record<Actor, Outcome>;
export interface GqlCall {
  query: string;
  variables?: Record<string, unknown>;
}
export interface RestCall {
  path: string;
  body?: unknown;
}

export interface GqlRow<T = any> {
  /** 'Query.story' or 'Mutation.followStory' */
  field: string;
  variant?: string;
  expect: Expect;
  /** A fresh target for each (row, actor, transport); mutations use it so cases never interfere. */
  target?: (w: World, actor: Actor) => Promise<T>;
  call: (w: World, t: T, actor: Actor) => GqlCall;
}

export interface RestRow<T = any> {
  /** `${method} ${path}` exactly as in the route table. */
  route: string;
  /** The GraphQL row (id, see rowId) whose target and expectations this REST row shares. */
  of: string;
  call: (w: World, t: T, actor: Actor) => RestCall;
}

export const rowId = (r: { field: string; variant?: string }) => (r.variant ? `${r.field}[${r.variant}]` : r.field);

// ── Outcome shorthands ─────────────────────────────────────────────────────────────────────────
const STAFF_LEVEL: Actor[] = ['staff', 'admin', 'super_admin', 'owner', 'editor', 'contributor'];
const OUTSIDERS: Actor[] = ['user', 'submitter']; // plain members on no world story
const each = (actors: Actor[], o: Outcome): Partial<Expect> => Object.fromEntries(actors.map((a) => [a, o]));
/** Every actor gets `base`, anonymous gets 401, unless overridden. */
const E = (base: Outcome, over: Partial<Expect> = {}): Expect =>
  ({ ...Object.fromEntries(ACTORS.map((a) => [a, base])), anonymous: 'unauthenticated', ...over }) as Expect;

const anyone = E('ok', { anonymous: 'ok' });
const signedIn = E('ok');
const staffOnly = E('forbidden', each(STAFF_LEVEL, 'ok'));
const superOnly = E('forbidden', { super_admin: 'ok' });
/** A private story (or anything on it) is hidden from plain members who are not on it. */
const hidden = (priv: boolean): Partial<Expect> => (priv ? each(OUTSIDERS, 'not_found') : {});
const seeStory = (priv: boolean) => E('ok', hidden(priv));
/** Owner powers (edit, settings, collaborators, invites, join requests, deciding proposals). */
const ownerPower = (priv: boolean) => E('forbidden', { owner: 'ok', ...hidden(priv) });
/** Editing and removing timeline entries: owner or editor — each with staff level. */
const timelinePower = (priv: boolean) => E('forbidden', { owner: 'ok', editor: 'ok', ...hidden(priv) });
/** Adding articles: owner, editor or contributor — each with staff level. */
const articlePower = (priv: boolean) => E('forbidden', { owner: 'ok', editor: 'ok', contributor: 'ok', ...hidden(priv) });

// ── GraphQL documents ──────────────────────────────────────────────────────────────────────────
const q = (query: string, variables?: Record<string, unknown>): GqlCall => ({ query, variables });
const kind = (priv: boolean) => (priv ? 'private' : 'public');
const storyOf = (w: World, priv: boolean): WorldStory => (priv ? w.priv : w.pub);
const uniq = () => randomUUID().slice(0, 8);

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

export const GQL_ROWS: GqlRow[] = [
  // ── Health, users and roles (SPEC §7.2 order) ──
  { field: 'Query.health', expect: anyone, call: () => q('{ health { status } }') },
  { field: 'Query.me', expect: signedIn, call: () => q('{ me { id email roles } }') },
  { field: 'Mutation.updateProfile', expect: signedIn, call: () => q('mutation { updateProfile(input: { showRealName: true }) { id } }') },
  { field: 'Query.myStories', expect: signedIn, call: () => q('{ myStories { id } }') },
  { field: 'Query.followedStories', expect: signedIn, call: () => q('{ followedStories { id newArticlesCount } }') },
  { field: 'Query.myArticles', expect: signedIn, call: () => q('{ myArticles { id } }') },
  { field: 'Query.myRoles', expect: signedIn, call: () => q('{ myRoles }') },
  // Asking for a role one already holds is a conflict. A request asks for the lowest role that opens
  // the page the member was turned away from (issue #58 item 2): /admin/users needs Super Admin,
  // /legislators Staff, and naming more than the page needs is refused.
  { field: 'Mutation.requestAccess', expect: E('ok', { super_admin: 'conflict' }), call: () => q('mutation { requestAccess(input: { kind: ADMIN, page: "/admin/users", reason: "matrix" }) { requestId } }') },
  {
    field: 'Mutation.requestAccess',
    variant: 'staff page',
    expect: E('conflict', { user: 'ok', submitter: 'ok', viewer: 'ok', member_contributor: 'ok' }),
    call: () => q('mutation { requestAccess(input: { kind: ADMIN, page: "/legislators/abc", reason: "matrix" }) { requestId request { requestedRole } } }'),
  },
  {
    field: 'Mutation.requestAccess',
    variant: 'more than the page needs',
    expect: E('invalid'),
    call: () => q('mutation { requestAccess(input: { kind: ADMIN, page: "/legislators", role: SUPER_ADMIN }) { requestId } }'),
  },
  { field: 'Query.myAccessRequest', expect: signedIn, call: () => q('{ myAccessRequest { id status } }') },
  { field: 'Mutation.markAccessRequestSeen', expect: signedIn, call: () => q('mutation { markAccessRequestSeen }') },
  { field: 'Query.accessRequests', expect: superOnly, call: () => q('{ accessRequests { total items { id reason member { email } } } }') },
  { field: 'Query.pendingAccessRequestCount', expect: superOnly, call: () => q('{ pendingAccessRequestCount }') },
  { field: 'Mutation.grantAccessRequest', expect: superOnly, target: (w) => w.fresh.accessRequest(), call: (_w, id) => q('mutation($id: UUID!) { grantAccessRequest(id: $id) { id status } }', { id }) },
  // Super Admin is never granted by default: only when the super admin names it.
  {
    field: 'Mutation.grantAccessRequest',
    variant: 'super admin by default',
    expect: E('forbidden', { super_admin: 'invalid' }),
    target: (w) => w.fresh.accessRequest('super_admin'),
    call: (_w, id) => q('mutation($id: UUID!) { grantAccessRequest(id: $id) { id status } }', { id }),
  },
  {
    field: 'Mutation.grantAccessRequest',
    variant: 'super admin chosen',
    expect: superOnly,
    target: (w) => w.fresh.accessRequest('super_admin'),
    call: (_w, id) => q('mutation($id: UUID!) { grantAccessRequest(id: $id, role: SUPER_ADMIN) { id status grantedRole } }', { id }),
  },
  { field: 'Mutation.declineAccessRequest', expect: superOnly, target: (w) => w.fresh.accessRequest(), call: (_w, id) => q('mutation($id: UUID!) { declineAccessRequest(id: $id, note: "No") { id status } }', { id }) },
  { field: 'Query.users', expect: superOnly, call: () => q('{ users { id email roles } }') },
  { field: 'Query.userCount', expect: superOnly, call: () => q('{ userCount }') },
  { field: 'Query.user', expect: superOnly, call: (w) => q('query($id: UUID!) { user(id: $id) { id email removableRoles roleChanges { role } } }', { id: w.members.user.id }) },
  { field: 'Query.moderationLog', expect: superOnly, call: () => q('{ moderationLog { total items { summary actor { email } } } }') },
  { field: 'Mutation.assignRole', expect: superOnly, target: (w) => w.fresh.member(), call: (_w, t) => q('mutation($u: UUID!) { assignRole(userId: $u, role: STAFF) { id } }', { u: t.id }) },
  { field: 'Mutation.removeRole', expect: superOnly, target: (w) => w.fresh.member(Role.STAFF), call: (_w, t) => q('mutation($u: UUID!) { removeRole(userId: $u, role: STAFF) { id } }', { u: t.id }) },

  // ── Stories ──
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

  // ── Articles, commentary, content ──
  { field: 'Query.articles', expect: signedIn, call: () => q('{ articles { id } }') },
  { field: 'Query.article', expect: signedIn, call: (w) => q('query($id: UUID!) { article(id: $id) { id } }', { id: w.article.id }) },
  { field: 'Mutation.parseUrl', expect: staffOnly, call: (w) => q('mutation($u: String!) { parseUrl(url: $u) { id } }', { u: w.pageUrl() }) },

  // ── Member tips: any member sends; the sender and staff read a tip; staff publish or decline ──
  { field: 'Mutation.submitTip', expect: signedIn, call: (w) => q('mutation($u: String!) { submitTip(input: { url: $u, note: "matrix" }) { status tip { id } } }', { u: w.pageUrl() }) },
  { field: 'Query.myTips', expect: signedIn, call: () => q('{ myTips { id note status } }') },
  { field: 'Mutation.markTipOutcomesSeen', expect: signedIn, call: () => q('mutation { markTipOutcomesSeen }') },
  {
    field: 'Query.tip',
    variant: 'own',
    expect: signedIn,
    target: (w, actor) => w.fresh.tip(actor === 'anonymous' ? undefined : w.member(actor).id),
    call: (_w, id) => q('query($id: UUID!) { tip(id: $id) { id note } }', { id }),
  },
  { field: 'Query.tip', variant: 'others', expect: E('not_found', each(STAFF_LEVEL, 'ok')), target: (w) => w.fresh.tip(), call: (_w, id) => q('query($id: UUID!) { tip(id: $id) { id note } }', { id }) },
  { field: 'Query.tips', expect: staffOnly, call: () => q('{ tips { id note } }') },
  { field: 'Query.pendingTipCount', expect: staffOnly, call: () => q('{ pendingTipCount }') },
  { field: 'Mutation.publishTip', expect: staffOnly, target: (w) => w.fresh.tip(), call: (_w, id) => q('mutation($id: UUID!) { publishTip(id: $id) { id status } }', { id }) },
  // The sender cannot publish their own tip either.
  {
    field: 'Mutation.publishTip',
    variant: 'own',
    expect: staffOnly,
    target: (w, actor) => w.fresh.tip(actor === 'anonymous' ? undefined : w.member(actor).id),
    call: (_w, id) => q('mutation($id: UUID!) { publishTip(id: $id) { id status } }', { id }),
  },
  { field: 'Mutation.declineTip', expect: staffOnly, target: (w) => w.fresh.tip(), call: (_w, id) => q('mutation($id: UUID!) { declineTip(id: $id, reason: "Off topic") { id status } }', { id }) },
  { field: 'Mutation.updateArticle', expect: staffOnly, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { updateArticle(id: $id, input: { title: "Edited" }) { id } }', { id: a.id }) },
  { field: 'Mutation.deleteArticle', expect: staffOnly, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { deleteArticle(id: $id) }', { id: a.id }) },
  { field: 'Mutation.voteArticle', variant: 'up', expect: signedIn, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { voteArticle(id: $id, vote: UP) { id } }', { id: a.id }) },
  { field: 'Mutation.voteArticle', variant: 'remove', expect: signedIn, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { voteArticle(id: $id, vote: null) { id } }', { id: a.id }) },
  { field: 'Query.commentaries', expect: signedIn, call: (w) => q('query($a: UUID!) { commentaries(articleId: $a, includePrivate: true) { items { id } } }', { a: w.article.id }) },
  { field: 'Query.commentaries', variant: 'key_vote', expect: signedIn, call: (w) => q('query($k: UUID!) { commentaries(keyVoteId: $k, includePrivate: true) { items { id } } }', { k: w.keyVote }) },
  // Commentary on a key vote: the article rules, the owner being the key vote's creator (the world's staff member).
  ...([
    ['key_vote,regular', 'REGULAR', signedIn],
    ['key_vote,staff', 'STAFF', staffOnly],
    ['key_vote,owner', 'OWNER', E('forbidden', { staff: 'ok' })],
  ] as const).map(([variant, type, expect]): GqlRow => ({
    field: 'Mutation.addCommentary',
    variant,
    expect,
    target: (w) => w.fresh.keyVote(),
    call: (_w, k) => q('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { keyVoteId: k, content: 'Matrix comment', commentaryType: type, isPublic: true } }),
  })),
  // Moderation: staff edit any commentary's text.
  {
    field: 'Mutation.updateCommentary',
    expect: staffOnly,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id),
    call: (_w, id) => q('mutation($id: UUID!) { updateCommentary(id: $id, content: "Moderated") { id } }', { id }),
  },
  // Reader commentary: anyone signed in; staff commentary: staff level; owner notes: the submitter only.
  ...([
    ['regular', signedIn],
    ['staff', staffOnly],
    ['owner', E('forbidden', { submitter: 'ok' })],
  ] as const).map(([type, expect]): GqlRow => ({
    field: 'Mutation.addCommentary',
    variant: type,
    expect,
    target: (w) => w.fresh.article(),
    call: (_w, a) => q('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { articleId: a.id, content: 'Matrix comment', commentaryType: type.toUpperCase(), isPublic: true } }),
  })),
  // Voting on commentary the caller may not see answers 404 (hidden is not found).
  ...([
    ['regular-public', 'regular', true, signedIn],
    ['staff', 'staff', true, E('not_found', each(STAFF_LEVEL, 'ok'))],
    ['owner-private', 'owner', false, E('not_found', { ...each(STAFF_LEVEL, 'ok'), submitter: 'ok' })],
  ] as const).map(([variant, type, isPublic, expect]): GqlRow => ({
    field: 'Mutation.voteCommentary',
    variant,
    expect,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id, type, isPublic),
    call: (_w, id) => q('mutation($id: UUID!) { voteCommentary(id: $id, vote: UP) { id } }', { id }),
  })),
  { field: 'Mutation.voteCommentary', variant: 'remove', expect: signedIn, target: async (w) => w.fresh.commentary((await w.fresh.article()).id), call: (_w, id) => q('mutation($id: UUID!) { voteCommentary(id: $id, vote: null) { id } }', { id }) },
  // Reporting a comment (issue #58 item 7): what one may see and did not write, once; staff review.
  ...([
    ['regular-public', 'regular', true, E('ok', { submitter: 'invalid' })],
    ['staff', 'staff', true, E('not_found', { ...each(STAFF_LEVEL, 'ok'), staff: 'invalid' })],
    ['owner-private', 'owner', false, E('not_found', { ...each(STAFF_LEVEL, 'ok'), submitter: 'invalid' })],
  ] as const).map(([variant, type, isPublic, expect]): GqlRow => ({
    field: 'Mutation.reportCommentary',
    variant,
    expect,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id, type, isPublic),
    call: (_w, id) => q('mutation($id: UUID!) { reportCommentary(id: $id, reason: "Spam") { id status } }', { id }),
  })),
  {
    field: 'Mutation.reportCommentary',
    variant: 'already reported',
    expect: E('conflict', { submitter: 'invalid' }),
    target: (w, actor) => w.fresh.reportedCommentary(actor),
    call: (_w, id) => q('mutation($id: UUID!) { reportCommentary(id: $id, reason: "Again") { id } }', { id }),
  },
  { field: 'Query.commentaryReports', expect: staffOnly, call: () => q('{ commentaryReports { total items { id reason reporter { id } } } }') },
  { field: 'Query.pendingReportCount', expect: staffOnly, call: () => q('{ pendingReportCount }') },
  {
    field: 'Mutation.decideCommentaryReport',
    variant: 'remove',
    expect: staffOnly,
    target: (w) => w.fresh.report(),
    call: (_w, id) => q('mutation($id: UUID!) { decideCommentaryReport(id: $id, decision: REMOVE) { id status } }', { id }),
  },
  {
    field: 'Mutation.decideCommentaryReport',
    variant: 'keep',
    expect: staffOnly,
    target: (w) => w.fresh.report(),
    call: (_w, id) => q('mutation($id: UUID!) { decideCommentaryReport(id: $id, decision: KEEP, note: "Within the rules") { id status } }', { id }),
  },
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

  // ── Address, representatives, key votes, legislators ──
  { field: 'Query.myAddress', expect: signedIn, call: () => q('{ myAddress { zipCode } }') },
  { field: 'Mutation.saveMyAddress', expect: signedIn, call: () => q('mutation { saveMyAddress(input: { street: "1 Main St", city: "Springville", state: "AL", zipCode: "35004" }) { zipCode } }') },
  { field: 'Query.myRepresentatives', expect: signedIn, call: () => q('{ myRepresentatives { uncertain } }') },
  // Every world member has a saved address; null forgets a (split-ZIP) district choice.
  { field: 'Mutation.chooseMyDistrict', expect: signedIn, call: () => q('mutation { chooseMyDistrict(district: null) { needsChoice } }') },
  { field: 'Query.keyVotes', expect: signedIn, call: () => q('{ keyVotes { id } }') },
  { field: 'Mutation.createKeyVote', expect: staffOnly, call: () => q('mutation($b: String!) { createKeyVote(input: { billId: $b, title: "Matrix key vote", organizationPosition: SUPPORT }) { id } }', { b: `H.R. ${10000 + Math.floor(Math.random() * 80000)}` }) },
  { field: 'Query.keyVote', expect: signedIn, call: (w) => q('query($id: ID!) { keyVote(id: $id) { id } }', { id: w.keyVote }) },
  { field: 'Query.rollCalls', expect: staffOnly, call: () => q('{ rollCalls(search: "H.R. 6999") { total items { id billId tally { yea } keyVote { id } } } }') },
  { field: 'Mutation.updateKeyVote', expect: staffOnly, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { updateKeyVote(id: $id, input: { title: "Edited" }) { id } }', { id }) },
  { field: 'Mutation.likeKeyVote', expect: signedIn, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { likeKeyVote(id: $id) { id } }', { id }) },
  { field: 'Mutation.unlikeKeyVote', expect: signedIn, target: (w) => w.fresh.keyVote(), call: (_w, id) => q('mutation($id: ID!) { unlikeKeyVote(id: $id) { id } }', { id }) },
  { field: 'Query.legislators', expect: staffOnly, call: () => q('{ legislators { id } }') },
  { field: 'Query.legislators', variant: 'by alignment', expect: staffOnly, call: () => q('{ legislators(filter: { sort: ALIGNMENT_HIGH }) { id congressAlignment { percent counted notCounted } } }') },
  // My legislators and the public scorecard (issue #60): every member reads their own; anyone reads a scorecard.
  { field: 'Query.myLegislators', expect: signedIn, call: () => q(`{ myLegislators { needsAddress following scorecards { ${SCORECARD} } vacancies { message } } }`) },
  { field: 'Mutation.followMyLegislators', expect: signedIn, call: () => q('mutation { followMyLegislators(follow: true) { following } }') },
  { field: 'Query.legislatorScorecard', expect: anyone, call: (w) => q(`query($b: String!) { legislatorScorecard(bioguide: $b) { ${SCORECARD} } }`, { b: w.legislator.bioguide }) },
  { field: 'Query.staffCommentaries', expect: staffOnly, call: () => q('{ staffCommentaries { id } }') },
  { field: 'Query.legislator', expect: staffOnly, call: (w) => q('query($id: String!) { legislator(id: $id) { id } }', { id: w.legislator.id }) },
  { field: 'Query.legislatorContent', expect: staffOnly, call: (w) => q('query($id: String!) { legislatorContent(legislatorId: $id) { id } }', { id: w.legislator.id }) },
  { field: 'Mutation.updateLegislatorContent', expect: staffOnly, target: (w) => w.fresh.legislatorContent(), call: (_w, id) => q('mutation($id: ID!) { updateLegislatorContent(id: $id, input: { content: "Edited" }) { id } }', { id }) },
  { field: 'Mutation.createLegislatorContent', expect: staffOnly, call: (w) => q('mutation($l: String!) { createLegislatorContent(input: { legislatorId: $l, content: "New insight" }) { id } }', { l: w.legislator.id }) },

  // ── Take action on a key vote (issue #56): every world member's address targets the world legislator (AL-1) ──
  { field: 'Query.actionCampaign', expect: signedIn, target: (w) => campaignOn(w), call: (_w, t) => q(`query($k: ID!) { ${ACTION_CAMPAIGN} }`, { k: t.keyVote }) },
  { field: 'Query.actionCampaign', variant: 'none open', expect: E('not_found'), target: async (w) => ({ keyVote: await w.fresh.keyVote() }), call: (_w, t) => q(`query($k: ID!) { ${ACTION_CAMPAIGN} }`, { k: t.keyVote }) },
  // Before it opens, staff-level accounts see it as a preview; members do not.
  {
    field: 'Query.actionCampaign',
    variant: 'not open yet',
    expect: E('not_found', each(STAFF_LEVEL, 'ok')),
    target: (w) => campaignOn(w, { opensAt: new Date(Date.now() + 86_400_000) }),
    call: (_w, t) => q(`query($k: ID!) { ${ACTION_CAMPAIGN} }`, { k: t.keyVote }),
  },
  { field: 'Mutation.recordCampaignAction', expect: signedIn, target: (w) => campaignOn(w), call: (w, t) => q(RECORD_ACTION, { k: t.keyVote, i: { bioguide: w.legislator.bioguide, channel: 'CALL', outcome: 'CONTACTED' } }) },
  // A legislator who is not the member's target (the client cannot name another legislator).
  { field: 'Mutation.recordCampaignAction', variant: 'not a target', expect: E('forbidden'), target: (w) => campaignOn(w), call: (_w, t) => q(RECORD_ACTION, { k: t.keyVote, i: { bioguide: 'Z999999', channel: 'CALL', outcome: 'CONTACTED' } }) },
  {
    field: 'Mutation.recordCampaignAction',
    variant: 'closed',
    expect: E('conflict'),
    target: (w) => campaignOn(w, { opensAt: new Date(Date.now() - 7_200_000), closesAt: new Date(Date.now() - 3_600_000) }),
    call: (w, t) => q(RECORD_ACTION, { k: t.keyVote, i: { bioguide: w.legislator.bioguide, channel: 'WRITE', outcome: 'CONTACTED' } }),
  },
  { field: 'Query.campaignSettings', expect: staffOnly, target: (w) => campaignOn(w), call: (_w, t) => q('query($k: ID!) { campaignSettings(keyVoteId: $k) { id version versions { version } preview { callScript } } }', { k: t.keyVote }) },
  { field: 'Mutation.saveCampaign', expect: staffOnly, target: (w) => w.fresh.keyVote(), call: (_w, k) => q(SAVE_CAMPAIGN, { k, i: { ...CAMPAIGN_SCRIPTS, chambers: ['HOUSE'] } }) },
  {
    field: 'Mutation.saveCampaign',
    variant: 'unknown placeholder',
    expect: E('forbidden', each(STAFF_LEVEL, 'invalid')),
    target: (w) => w.fresh.keyVote(),
    call: (_w, k) => q(SAVE_CAMPAIGN, { k, i: { ...CAMPAIGN_SCRIPTS, callScript: 'Call {rep}', chambers: ['HOUSE'] } }),
  },
  {
    field: 'Query.campaignScriptPreview',
    expect: staffOnly,
    call: (w) => q('query($k: ID!, $i: CampaignScriptsInput!) { campaignScriptPreview(keyVoteId: $k, input: $i) { callScript } }', { k: w.keyVote, i: { callScript: 'Hi {legislator}', messageScript: 'Dear {legislator}' } }),
  },
  { field: 'Query.campaignResults', expect: staffOnly, target: (w) => campaignOn(w), call: (_w, t) => q('query($k: ID!) { campaignResults(keyVoteId: $k) { actions { shown } byLegislator { bioguide } } }', { k: t.keyVote }) },
  { field: 'Query.campaignActions', expect: superOnly, target: (w) => campaignOn(w), call: (_w, t) => q('query($k: ID!) { campaignActions(keyVoteId: $k) { total items { memberEmail } } }', { k: t.keyVote }) },

  // ── Notifications (issue #16): one's own only; someone else's notification is not found ──
  { field: 'Query.notifications', expect: signedIn, call: () => q('{ notifications { id title body link } }') },
  { field: 'Query.unreadNotificationCount', expect: signedIn, call: () => q('{ unreadNotificationCount }') },
  {
    field: 'Mutation.markNotificationsRead',
    variant: 'own',
    expect: signedIn,
    target: (w, actor) => (actor === 'anonymous' ? Promise.resolve(randomUUID()) : notificationOf(w, w.member(actor).id)),
    call: (_w, id) => q('mutation($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { updated } }', { ids: [id] }),
  },
  {
    field: 'Mutation.markNotificationsRead',
    variant: 'others',
    expect: E('not_found'),
    target: async (w) => notificationOf(w, (await w.fresh.member()).id),
    call: (_w, id) => q('mutation($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { updated } }', { ids: [id] }),
  },
  { field: 'Mutation.markAllNotificationsRead', expect: signedIn, call: () => q('mutation { markAllNotificationsRead { updated unreadCount } }') },
  { field: 'Query.notificationPreferences', expect: signedIn, call: () => q('{ notificationPreferences { timeZone email { kind mode } } }') },
  {
    field: 'Mutation.updateNotificationPreferences',
    expect: signedIn,
    call: () => q('mutation { updateNotificationPreferences(input: { timeZone: "America/Chicago", email: [{ kind: KEY_VOTE, mode: DAILY }] }) { timeZone } }'),
  },
  // Staff commentary only ever reaches staff-level members: plain members cannot choose it (400).
  {
    field: 'Mutation.updateNotificationPreferences',
    variant: 'staff commentary',
    expect: E('invalid', each(STAFF_LEVEL, 'ok')),
    call: () => q('mutation { updateNotificationPreferences(input: { email: [{ kind: STAFF_COMMENTARY, mode: OFF }] }) { timeZone } }'),
  },

  // ── Web push (issue #59): the public key is public; devices are one's own ──
  { field: 'Query.vapidPublicKey', expect: anyone, call: () => q('{ vapidPublicKey }') },
  {
    field: 'Mutation.subscribePush',
    expect: signedIn,
    target: () => Promise.resolve(buildDevice(`https://push.example.com/send/${randomUUID()}`).subscription),
    call: (_w, sub) => q('mutation($i: PushSubscriptionInput!) { subscribePush(input: $i) { id created } }', { i: sub }),
  },
  { field: 'Mutation.unsubscribePush', expect: signedIn, call: () => q('mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: `https://push.example.com/send/${randomUUID()}` }) },

  // ── Search (issue #57): every signed-in member searches what they may read; legislators only for
  // staff-level members, left out for others (DERIVED and COUNTS below); bad input is a 400 ──
  { field: 'Query.search', expect: signedIn, call: () => q('query($q: String!) { search(q: $q) { groups { kind totalCount } } }', { q: 'SECRET' }) },
  { field: 'Query.search', variant: 'legislators', expect: signedIn, call: () => q('{ search(q: "Matrix Legislator", kinds: [LEGISLATOR]) { groups { kind } } }') },
  { field: 'Query.search', variant: 'blank', expect: E('invalid'), call: () => q('{ search(q: "   ") { query } }') },
];

const SCORECARD = 'legislator { bioguideId name } alignment { percent agreed counted notCounted } votes { billId position alignment } delegation { percent } party { percent } sharePath';
const ACTION_CAMPAIGN = 'actionCampaign(keyVoteId: $k) { id needsAddress targets { bioguide callScript myOutcomes { outcome } } progress { contacted total } }';
const RECORD_ACTION = 'mutation($k: ID!, $i: CampaignActionInput!) { recordCampaignAction(keyVoteId: $k, input: $i) { id counted campaign { progress { contacted } } } }';
const SAVE_CAMPAIGN = 'mutation($k: ID!, $i: CampaignInput!) { saveCampaign(keyVoteId: $k, input: $i) { id version } }';

/** A fresh key vote with a campaign on the House (open now unless told otherwise). */
async function campaignOn(w: World, opts: { opensAt?: Date; closesAt?: Date } = {}): Promise<{ keyVote: string; campaign: string }> {
  const keyVote = await w.fresh.keyVote();
  return { keyVote, campaign: await buildCampaign(w.ds, keyVote, { chambers: ['h'], ...opts, createdBy: w.members.staff.id }) };
}

/** A notification of the member (nothing to describe: it reads as no longer available). */
async function notificationOf(w: World, memberId: string): Promise<string> {
  const [{ id }] = await w.ds.query(`INSERT INTO notifications (member_id, kind, event_key, email_mode) VALUES ($1, 'key_vote', $2, 'off') RETURNING id`, [
    memberId,
    `matrix:${randomUUID()}`,
  ]);
  return id;
}

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

// ── REST rows: every row of the route table, with the GraphQL row it shares ─────────────────────
const r = (route: string, of: string, call: RestRow['call']): RestRow => ({ route, of, call });
const both = (route: string, field: string, call: (w: World, t: any, actor: Actor, s: WorldStory) => RestCall, suffix = ''): RestRow[] =>
  [false, true].map((priv) => r(route, `${field}[${kind(priv)}${suffix}]`, (w, t, actor) => call(w, t, actor, t?.story ?? storyOf(w, priv))));
const type = (t: { type: string }) => t.type.toLowerCase();

/**
 * Paths outside the route table that app.ts serves itself, and what every actor gets: the API
 * description and readiness are public; /metrics takes only the metrics token, never a member's.
 */
export const HTTP_ROWS: { path: string; expect: Outcome }[] = [
  { path: '/api/openapi.json', expect: 'ok' },
  { path: '/api/docs', expect: 'ok' },
  { path: '/api/ready', expect: 'ok' },
  { path: '/metrics', expect: 'unauthenticated' },
];

export const REST_ROWS: RestRow[] = [
  r('GET /api/health', 'Query.health', () => ({ path: '/api/health' })),
  r('GET /api/users/me', 'Query.me', () => ({ path: '/api/users/me' })),
  r('PUT /api/users/me', 'Mutation.updateProfile', () => ({ path: '/api/users/me', body: { showRealName: true } })),
  r('GET /api/users/me/stories', 'Query.myStories', () => ({ path: '/api/users/me/stories' })),
  r('GET /api/users/me/followed-stories', 'Query.followedStories', () => ({ path: '/api/users/me/followed-stories' })),
  r('GET /api/users/me/articles', 'Query.myArticles', () => ({ path: '/api/users/me/articles' })),
  r('GET /api/users/me/roles', 'Query.myRoles', () => ({ path: '/api/users/me/roles' })),
  r('POST /api/users/me/request-access', 'Mutation.requestAccess', () => ({ path: '/api/users/me/request-access', body: { kind: 'emergency', page: '/admin/users', reason: 'matrix' } })),
  r('GET /api/users/me/access-request', 'Query.myAccessRequest', () => ({ path: '/api/users/me/access-request' })),
  r('POST /api/users/me/access-request/seen', 'Mutation.markAccessRequestSeen', () => ({ path: '/api/users/me/access-request/seen' })),
  r('GET /api/users/admin/users', 'Query.users', () => ({ path: '/api/users/admin/users' })),
  r('GET /api/users/admin/users/:userId', 'Query.user', (w) => ({ path: `/api/users/admin/users/${w.members.user.id}` })),
  r('GET /api/users/admin/access-requests', 'Query.accessRequests', () => ({ path: '/api/users/admin/access-requests?status=pending' })),
  r('POST /api/users/admin/access-requests/:id/grant', 'Mutation.grantAccessRequest', (_w, id) => ({ path: `/api/users/admin/access-requests/${id}/grant`, body: {} })),
  r('POST /api/users/admin/access-requests/:id/decline', 'Mutation.declineAccessRequest', (_w, id) => ({ path: `/api/users/admin/access-requests/${id}/decline`, body: { note: 'No' } })),
  r('GET /api/admin/moderation', 'Query.moderationLog', () => ({ path: '/api/admin/moderation' })),
  r('GET /api/users/admin/users/roles', 'Query.users', () => ({ path: '/api/users/admin/users/roles' })),
  r('POST /api/users/admin/users/:userId/roles', 'Mutation.assignRole', (_w, t) => ({ path: `/api/users/admin/users/${t.id}/roles`, body: { role: 'staff' } })),
  r('DELETE /api/users/admin/users/:userId/roles/:role', 'Mutation.removeRole', (_w, t) => ({ path: `/api/users/admin/users/${t.id}/roles/staff` })),

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

  r('GET /api/articles', 'Query.articles', () => ({ path: '/api/articles' })),
  r('GET /api/articles/:id', 'Query.article', (w) => ({ path: `/api/articles/${w.article.id}` })),
  r('POST /api/articles/parse-url', 'Mutation.parseUrl', (w) => ({ path: '/api/articles/parse-url', body: { url: w.pageUrl() } })),
  r('POST /api/articles/submit', 'Mutation.parseUrl', (w) => ({ path: '/api/articles/submit', body: { url: w.pageUrl() } })),
  r('POST /api/tips', 'Mutation.submitTip', (w) => ({ path: '/api/tips', body: { url: w.pageUrl(), note: 'matrix' } })),
  r('GET /api/users/me/tips', 'Query.myTips', () => ({ path: '/api/users/me/tips' })),
  r('POST /api/users/me/tips/seen', 'Mutation.markTipOutcomesSeen', () => ({ path: '/api/users/me/tips/seen' })),
  r('GET /api/tips', 'Query.tips', () => ({ path: '/api/tips' })),
  r('GET /api/tips/:id', 'Query.tip[others]', (_w, id) => ({ path: `/api/tips/${id}` })),
  r('POST /api/tips/:id/publish', 'Mutation.publishTip', (_w, id) => ({ path: `/api/tips/${id}/publish` })),
  r('POST /api/tips/:id/decline', 'Mutation.declineTip', (_w, id) => ({ path: `/api/tips/${id}/decline`, body: { reason: 'Off topic' } })),
  r('PUT /api/articles/:id', 'Mutation.updateArticle', (_w, a) => ({ path: `/api/articles/${a.id}`, body: { title: 'Edited' } })),
  r('DELETE /api/articles/:id', 'Mutation.deleteArticle', (_w, a) => ({ path: `/api/articles/${a.id}` })),
  r('POST /api/articles/:id/vote', 'Mutation.voteArticle[up]', (_w, a) => ({ path: `/api/articles/${a.id}/vote`, body: { vote: 'up' } })),
  r('DELETE /api/articles/:id/vote', 'Mutation.voteArticle[remove]', (_w, a) => ({ path: `/api/articles/${a.id}/vote` })),
  r('GET /api/commentaries', 'Query.commentaries', (w) => ({ path: `/api/commentaries?articleId=${w.article.id}&includePrivate=true` })),
  ...['regular', 'staff', 'owner'].map((t) =>
    r('POST /api/commentaries', `Mutation.addCommentary[${t}]`, (_w, a) => ({ path: '/api/commentaries', body: { articleId: a.id, content: 'Matrix comment', commentaryType: t, isPublic: true } })),
  ),
  ...['regular-public', 'staff', 'owner-private'].map((v) => r('POST /api/commentaries/:id/vote', `Mutation.voteCommentary[${v}]`, (_w, id) => ({ path: `/api/commentaries/${id}/vote`, body: { vote: 'up' } }))),
  r('DELETE /api/commentaries/:id/vote', 'Mutation.voteCommentary[remove]', (_w, id) => ({ path: `/api/commentaries/${id}/vote` })),
  r('POST /api/commentaries/:id/report', 'Mutation.reportCommentary[regular-public]', (_w, id) => ({ path: `/api/commentaries/${id}/report`, body: { reason: 'Spam' } })),
  r('GET /api/reports', 'Query.commentaryReports', () => ({ path: '/api/reports' })),
  r('POST /api/reports/:id/decide', 'Mutation.decideCommentaryReport[remove]', (_w, id) => ({ path: `/api/reports/${id}/decide`, body: { decision: 'remove' } })),
  r('PUT /api/commentaries/:id', 'Mutation.updateCommentary', (_w, id) => ({ path: `/api/commentaries/${id}`, body: { content: 'Moderated' } })),
  r('GET /api/content/recent', 'Query.recentContent', () => ({ path: '/api/content/recent' })),
  ...['article', 'key_vote', 'story-public', 'story-private', 'commentary-public', 'commentary-staff'].flatMap((v) => [
    r('POST /api/content/:type/:id/like', `Mutation.likeContent[${v}]`, (_w, t) => ({ path: `/api/content/${type(t)}/${t.id}/like` })),
    r('DELETE /api/content/:type/:id/like', `Mutation.unlikeContent[${v}]`, (_w, t) => ({ path: `/api/content/${type(t)}/${t.id}/like` })),
  ]),
  r('PUT /api/content/:type/:id', 'Mutation.updateContent', (_w, a) => ({ path: `/api/content/article/${a.id}`, body: { title: 'T', content: 'C' } })),
  r('DELETE /api/content/:type/:id', 'Mutation.deleteContent', (_w, a) => ({ path: `/api/content/article/${a.id}` })),

  r('GET /api/user/me/address', 'Query.myAddress', () => ({ path: '/api/user/me/address' })),
  r('PUT /api/user/me/address', 'Mutation.saveMyAddress', () => ({ path: '/api/user/me/address', body: { data: { street: '1 Main St', city: 'Springville', state: 'AL', zipCode: '35004' } } })),
  r('GET /api/user/me/representatives', 'Query.myRepresentatives', () => ({ path: '/api/user/me/representatives' })),
  r('PUT /api/user/me/district', 'Mutation.chooseMyDistrict', () => ({ path: '/api/user/me/district', body: { district: null } })),
  r('GET /api/key-votes', 'Query.keyVotes', () => ({ path: '/api/key-votes' })),
  r('POST /api/key-votes', 'Mutation.createKeyVote', () => ({ path: '/api/key-votes', body: { bill_id: `H.R. ${10000 + Math.floor(Math.random() * 80000)}`, title: 'Matrix key vote', organization_position: 'support' } })),
  r('GET /api/key-votes/:id', 'Query.keyVote', (w) => ({ path: `/api/key-votes/${w.keyVote}` })),
  r('PUT /api/key-votes/:id', 'Mutation.updateKeyVote', (_w, id) => ({ path: `/api/key-votes/${id}`, body: { title: 'Edited' } })),
  r('DELETE /api/key-votes/:id', 'Mutation.deleteContent[key_vote]', (_w, id) => ({ path: `/api/key-votes/${id}` })),
  r('GET /api/roll-calls', 'Query.rollCalls', () => ({ path: '/api/roll-calls?search=H.R.%206999' })),
  r('POST /api/key-votes/:id/like', 'Mutation.likeKeyVote', (_w, id) => ({ path: `/api/key-votes/${id}/like` })),
  r('DELETE /api/key-votes/:id/like', 'Mutation.unlikeKeyVote', (_w, id) => ({ path: `/api/key-votes/${id}/like` })),
  r('GET /api/key-votes/:id/campaign', 'Query.actionCampaign', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign` })),
  r('GET /api/key-votes/:id/campaign', 'Query.actionCampaign[none open]', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign` })),
  r('GET /api/key-votes/:id/campaign', 'Query.actionCampaign[not open yet]', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign` })),
  r('PUT /api/key-votes/:id/campaign', 'Mutation.saveCampaign', (_w, k) => ({ path: `/api/key-votes/${k}/campaign`, body: { ...CAMPAIGN_SCRIPTS, chambers: ['house'] } })),
  r('PUT /api/key-votes/:id/campaign', 'Mutation.saveCampaign[unknown placeholder]', (_w, k) => ({ path: `/api/key-votes/${k}/campaign`, body: { ...CAMPAIGN_SCRIPTS, callScript: 'Call {rep}', chambers: ['house'] } })),
  r('POST /api/key-votes/:id/campaign/actions', 'Mutation.recordCampaignAction', (w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/actions`, body: { bioguide: w.legislator.bioguide, channel: 'call', outcome: 'contacted' } })),
  r('POST /api/key-votes/:id/campaign/actions', 'Mutation.recordCampaignAction[not a target]', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/actions`, body: { bioguide: 'Z999999', channel: 'call', outcome: 'contacted' } })),
  r('POST /api/key-votes/:id/campaign/actions', 'Mutation.recordCampaignAction[closed]', (w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/actions`, body: { bioguide: w.legislator.bioguide, channel: 'write', outcome: 'contacted' } })),
  r('GET /api/key-votes/:id/campaign/results', 'Query.campaignResults', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/results` })),
  r('GET /api/key-votes/:id/campaign/results.csv', 'Query.campaignResults', (_w, t) => ({ path: `/api/key-votes/${t.keyVote}/campaign/results.csv` })),
  r('GET /api/legislators', 'Query.legislators', () => ({ path: '/api/legislators' })),
  r('GET /api/legislators', 'Query.legislators[by alignment]', () => ({ path: '/api/legislators?sort=alignment_high' })),
  r('GET /api/users/me/legislators', 'Query.myLegislators', () => ({ path: '/api/users/me/legislators' })),
  r('PUT /api/users/me/legislators/follow', 'Mutation.followMyLegislators', () => ({ path: '/api/users/me/legislators/follow', body: { follow: true } })),
  r('GET /api/scorecards/:bioguide', 'Query.legislatorScorecard', (w) => ({ path: `/api/scorecards/${w.legislator.bioguide}` })),
  r('GET /api/legislators/staff-commentary', 'Query.staffCommentaries', () => ({ path: '/api/legislators/staff-commentary' })),
  r('GET /api/legislators/id/:legislatorId', 'Query.legislator', (w) => ({ path: `/api/legislators/id/${w.legislator.id}` })),
  r('GET /api/legislators/id/:legislatorId/content', 'Query.legislatorContent', (w) => ({ path: `/api/legislators/id/${w.legislator.id}/content` })),
  r('PUT /api/legislators/content/:contentId', 'Mutation.updateLegislatorContent', (_w, id) => ({ path: `/api/legislators/content/${id}`, body: { content: 'Edited', content_type: 'staff_commentary', is_staff: true } })),
  r('POST /api/legislators/content', 'Mutation.createLegislatorContent', (w) => ({ path: '/api/legislators/content', body: { legislator_id: w.legislator.id, content: 'New insight', content_type: 'staff_commentary', is_staff: true, is_public: true } })),

  r('GET /api/notifications', 'Query.notifications', () => ({ path: '/api/notifications' })),
  r('GET /api/notifications/unread-count', 'Query.unreadNotificationCount', () => ({ path: '/api/notifications/unread-count' })),
  r('POST /api/notifications/read', 'Mutation.markNotificationsRead[own]', (_w, id) => ({ path: '/api/notifications/read', body: { ids: [id] } })),
  r('POST /api/notifications/read', 'Mutation.markNotificationsRead[others]', (_w, id) => ({ path: '/api/notifications/read', body: { ids: [id] } })),
  r('POST /api/notifications/read-all', 'Mutation.markAllNotificationsRead', () => ({ path: '/api/notifications/read-all' })),
  r('GET /api/users/me/notification-preferences', 'Query.notificationPreferences', () => ({ path: '/api/users/me/notification-preferences' })),
  r('PUT /api/users/me/notification-preferences', 'Mutation.updateNotificationPreferences', () => ({ path: '/api/users/me/notification-preferences', body: { timeZone: 'America/Chicago', email: { key_vote: 'daily' } } })),
  r('PUT /api/users/me/notification-preferences', 'Mutation.updateNotificationPreferences[staff commentary]', () => ({ path: '/api/users/me/notification-preferences', body: { email: { staff_commentary: 'off' } } })),
  r('GET /api/push/vapid-public-key', 'Query.vapidPublicKey', () => ({ path: '/api/push/vapid-public-key' })),
  r('POST /api/users/me/push-subscriptions', 'Mutation.subscribePush', (_w, sub) => ({ path: '/api/users/me/push-subscriptions', body: sub })),
  r('DELETE /api/users/me/push-subscriptions', 'Mutation.unsubscribePush', () => ({ path: '/api/users/me/push-subscriptions', body: { endpoint: `https://push.example.com/send/${randomUUID()}` } })),
  r('GET /api/search', 'Query.search', () => ({ path: '/api/search?q=SECRET' })),
  r('GET /api/search', 'Query.search[legislators]', () => ({ path: '/api/search?q=Matrix%20Legislator&kind=legislator' })),
  r('GET /api/search', 'Query.search[blank]', () => ({ path: '/api/search?q=%20%20' })),
];

// ── Derived fields: nothing a role may not read leaks through another field ─────────────────────

/** The world's secrets an actor may not read (markers planted by world.ts, and other members' emails). */
export function secretsFor(w: World, actor: Actor): string[] {
  if (!PLAIN_ACTORS.includes(actor)) return [];
  const s: string[] = [SECRET.staffCommentary, SECRET.legislatorStaffCommentary, SECRET.tipNote];
  if (actor === 'user' || actor === 'submitter') s.push(SECRET.privateStoryTitle, SECRET.privateStoryDescription);
  if (actor !== 'submitter') s.push(SECRET.privateOwnerNote, SECRET.privateReaderCommentary);
  // Emails of other members (Member.email is for the member and super admins only; invitee and
  // requester emails are for the story's owner).
  for (const [name, m] of Object.entries(w.members)) if (name !== actor) s.push(m.email);
  s.push(w.outsiderOwner.email, ...w.ownerOnlyEmails);
  return s;
}

export interface LeakProbe {
  name: string;
  gql?: (w: World) => GqlCall;
  rest?: (w: World) => string;
}

/**
 * Broad reads every plain actor runs over both transports; the test asserts the call succeeds and
 * that no string of secretsFor(actor) appears anywhere in the response.
 */
export const DERIVED: LeakProbe[] = [
  {
    name: 'stories list (all visibilities): titles, counts, owner, collaborators',
    gql: () => q('{ stories { id title description followerCount articlesCount owner { email roles } collaborators { displayName } timeline { entries { article { title } } } } }'),
    rest: () => '/api/stories?visibility=all',
  },
  { name: 'stories list, private filter', gql: () => q('{ stories(visibility: PRIVATE) { title description } }'), rest: () => '/api/stories?visibility=private' },
  { name: 'stories search by a private title', gql: () => q(`{ stories(search: "SECRET") { title description } }`), rest: () => '/api/stories?search=SECRET' },
  { name: 'featured stories', gql: () => q('{ featuredStories(limit: 50) { title description followerCount articlesCount } }'), rest: () => '/api/featured-stories?limit=50' },
  { name: 'my stories', gql: () => q('{ myStories { title description } }'), rest: () => '/api/users/me/stories' },
  {
    name: 'followed stories with their latest articles, and the Following filter',
    gql: () => q('{ followedStories(limit: 100) { title description newArticlesCount latestArticles(limit: 10) { isNew article { title topCommentary { content } } } } stories(following: true) { title } }'),
    rest: () => '/api/users/me/followed-stories?limit=100&latest=10',
  },
  { name: 'stories list, following filter (REST)', rest: () => '/api/stories?visibility=following' },
  {
    name: 'recent content feed (all types) with nested items and staffCommentary',
    gql: () => q('{ recentContent(limit: 100) { title summary staffCommentary authorName story { title followerCount } followedStory { title description } commentary { content } article { topCommentary { content } commentaryCount(includePrivate: true) } } }'),
    rest: () => '/api/content/recent?limit=100',
  },
  { name: 'recent content: stories only', gql: () => q('{ recentContent(limit: 100, type: STORY) { title summary } }'), rest: () => '/api/content/recent?limit=100&type=story' },
  { name: 'recent content: commentary only', gql: () => q('{ recentContent(limit: 100, type: COMMENTARY) { title summary commentary { content } } }'), rest: () => '/api/content/recent?limit=100&type=commentary' },
  {
    name: 'article detail: topCommentary, commentaries, counts, submitter',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { topCommentary { content } commentaryCount(includePrivate: true) storyCount } }', { id: w.article.id }),
    rest: (w) => `/api/articles/${w.article.id}`,
  },
  { name: 'articles list: topCommentary and counts', gql: () => q('{ articles(limit: 100) { title topCommentary { content } commentaryCount storyCount } }'), rest: () => '/api/articles?limit=100' },
  {
    name: 'commentaries with includePrivate, sorted by votes',
    gql: (w) => q('query($a: UUID!) { commentaries(articleId: $a, includePrivate: true, sortBy: VOTES) { items { content } } }', { a: w.article.id }),
    rest: (w) => `/api/commentaries?articleId=${w.article.id}&includePrivate=true&sortBy=votes`,
  },
  {
    name: 'contentItem of the world article (staffCommentary)',
    gql: (w) => q('query($id: ID!) { contentItem(type: ARTICLE, id: $id) { staffCommentary summary article { topCommentary { content } } } }', { id: w.article.id }),
  },
  {
    name: 'key vote: legislator votes and my legislators',
    gql: (w) => q('query($id: ID!) { keyVote(id: $id) { legislatorVotes { displayName } myLegislators { legislator { name { full } } } } }', { id: w.keyVote }),
    rest: (w) => `/api/key-votes/${w.keyVote}`,
  },
  { name: 'my representatives', gql: () => q('{ myRepresentatives { representatives { name { full } } senators { name { full } } } }'), rest: () => '/api/user/me/representatives' },
  {
    name: 'public story: owner, collaborators, invites, join requests, proposals, timeline',
    gql: (w) =>
      q('query($id: UUID!) { story(id: $id) { owner { email roles lastSignInAt } collaborators { displayName } proposals { proposerDisplayName } timeline { entries { article { topCommentary { content } } } totalCount } } storyInvites(storyId: $id) { inviteeEmail invitedBy { email } } storyJoinRequests(storyId: $id) { requesterEmail } }', { id: w.pub.id }),
    rest: (w) => `/api/stories/${w.pub.id}`,
  },
  { name: 'public story collaborators (REST)', rest: (w) => `/api/stories/${w.pub.id}/collaborators` },
  { name: 'public story invites (REST)', rest: (w) => `/api/stories/${w.pub.id}/collaborators/invites` },
  { name: 'public story join requests (REST)', rest: (w) => `/api/stories/${w.pub.id}/join-requests` },
  { name: 'public story timeline (REST)', rest: (w) => `/api/stories/${w.pub.id}/articles` },
  { name: 'my invites', gql: () => q('{ myInvites { storyTitle invitedBy { email } story { title } } }'), rest: () => '/api/users/me/invites' },
  { name: 'my tips', gql: () => q('{ myTips { note title submitterDisplayName article { title } } }'), rest: () => '/api/users/me/tips' },
  { name: 'notifications (the bell): titles, texts and links', gql: () => q('{ notifications(limit: 100) { kind title body link } unreadNotificationCount }'), rest: () => '/api/notifications?limit=100' },
  {
    name: 'search for the planted secrets, every kind: hits, titles, snippets, contexts, nodes and counts',
    gql: () =>
      q(`{ search(q: "SECRET") { groups { kind totalCount edges { url context title { text } snippet { text } node {
        ... on Story { title description } ... on Article { title } ... on Commentary { content } ... on KeyVote { title } ... on Legislator { fullName } } } } } }`),
    rest: () => '/api/search?q=SECRET&limit=50',
  },
  {
    name: 'search by the words of each secret (private story, staff and private commentary, staff commentary on a legislator, tip note)',
    gql: () =>
      q('{ search(q: "private or staff or commentary or owner or note or legislator or tip") { groups { kind totalCount edges { title { text } snippet { text } context } } } }'),
    rest: () => '/api/search?q=private%20or%20staff%20or%20commentary%20or%20owner%20or%20note%20or%20legislator%20or%20tip&limit=50',
  },
];

export interface CountCheck {
  name: string;
  gql: (w: World) => GqlCall;
  /** The value from the GraphQL data. */
  pick: (data: any, w: World) => unknown;
  rest?: (w: World) => string;
  restPick?: (body: any) => unknown;
  expect: Partial<Record<Actor, unknown>>;
}

/**
 * Count and flag fields per actor. The world article has 5 commentaries: public reader, public
 * owner note, private owner note, private reader (by the submitter) and staff; the private-only
 * article is on the private story only; the viewer follows both world stories.
 */
export const COUNTS: CountCheck[] = [
  {
    name: 'commentary page totalCount counts only what the caller may see (as commentaryCount does)',
    gql: (w) => q('query($id: UUID!) { commentaries(articleId: $id, includePrivate: true) { totalCount } }', { id: w.article.id }),
    pick: (d) => d.commentaries.totalCount,
    expect: { user: 2, viewer: 2, member_contributor: 2, submitter: 4, staff: 5, admin: 5, super_admin: 5, owner: 5 },
  },
  {
    name: "timeline totalCount: the public story's two entries, for everyone (a private story's is a 404 to outsiders: storyRead rows)",
    gql: (w) => q('query($id: UUID!) { storyArticles(storyId: $id) { totalCount } story(id: $id) { timeline { totalCount } } }', { id: w.pub.id }),
    pick: (d) => [d.storyArticles.totalCount, d.story.timeline.totalCount].join(','),
    expect: { user: '2,2', viewer: '2,2', submitter: '2,2', staff: '2,2' },
  },
  {
    name: 'article commentaryCount(includePrivate) counts only what the caller may see',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { commentaryCount(includePrivate: true) } }', { id: w.article.id }),
    pick: (d) => d.article.commentaryCount,
    expect: { user: 2, viewer: 2, member_contributor: 2, submitter: 4, staff: 5, admin: 5, super_admin: 5, owner: 5 },
  },
  {
    name: 'article topCommentary is never staff or someone else\u2019s private commentary',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { topCommentary { commentaryType } } }', { id: w.article.id }),
    pick: (d) => d.article.topCommentary?.commentaryType === 'STAFF',
    expect: { user: false, viewer: false, submitter: false, staff: true },
  },
  {
    name: '"In N stories": storyCount of an article only on the private story',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { storyCount } }', { id: w.privateOnlyArticle.id }),
    pick: (d) => d.article.storyCount,
    rest: (w) => `/api/articles/${w.privateOnlyArticle.id}`,
    restPick: (b) => b.data.storyCount,
    expect: { user: 0, submitter: 0, viewer: 1, staff: 1, owner: 1 },
  },
  {
    name: 'followed stories: a follow of a story one may no longer see lists nothing and puts nothing first in the feed',
    gql: () => q('{ followedStories { id } stories(following: true) { id } recentContent(limit: 5) { followedStory { id } } }'),
    pick: (d) => [d.followedStories.length, d.stories.length, d.recentContent.filter((i: any) => i.followedStory).length].join(','),
    // The viewer's feed count depends on whether a markStoryVisited row ran first: not pinned here.
    expect: { user: '0,0,0', submitter: '0,0,0' },
  },
  {
    name: 'followed stories: the viewer follows both world stories',
    gql: () => q('{ followedStories { id } }'),
    pick: (d) => d.followedStories.length,
    rest: () => '/api/users/me/followed-stories',
    restPick: (b) => b.data.length,
    expect: { user: 0, submitter: 0, viewer: 2, staff: 0 },
  },
  {
    name: 'the private story is not in stories, search or the feed for outsiders',
    gql: (w) => q('query($s: String!) { a: stories { id } b: stories(search: $s) { id } c: recentContent(limit: 100, type: STORY) { id } }', { s: w.priv.title }),
    pick: (d, w) => [...d.a, ...d.b, ...d.c].some((x: any) => x.id === w.priv.id),
    expect: { user: false, submitter: false, viewer: true, staff: true },
  },
  {
    name: 'commentary feed items: public only (staff commentary for staff only), never private ones',
    gql: () => q('{ recentContent(limit: 100, type: COMMENTARY) { id } }'),
    pick: (d) => d.recentContent.length,
    expect: { user: 2, submitter: 2, viewer: 2, staff: 3, super_admin: 3 },
  },
  {
    name: 'Member email and roles of another member: for super admins only (as in the admin user list)',
    gql: (w) => q('query($id: UUID!) { story(id: $id) { owner { email roles } collaborators { userId } } }', { id: w.pub.id }),
    pick: (d) => d.story.owner.email !== null || d.story.owner.roles !== null,
    expect: { user: false, viewer: false, editor: false, staff: false, admin: false, owner: true, super_admin: true },
  },
  {
    name: 'storyInvites / storyJoinRequests: the owner sees the pending ones, others only their own',
    gql: (w) => q('query($id: UUID!) { storyInvites(storyId: $id) { id } storyJoinRequests(storyId: $id) { id } }', { id: w.pub.id }),
    pick: (d) => d.storyInvites.length + d.storyJoinRequests.length,
    expect: { user: 0, viewer: 0, editor: 0, staff: 0, super_admin: 0, owner: 2 },
  },
  {
    name: 'an invite to a private story shows its title, but not the story, until accepted',
    gql: () => q('{ myInvites { storyTitle story { id title } } }'),
    pick: (d) => d.myInvites.length > 0 && d.myInvites.every((i: any) => i.storyTitle !== '' && i.story === null),
    expect: { user: true, viewer: true, submitter: true },
  },
  {
    name: 'viewerCan.seePrivateCommentary: staff and the submitter',
    gql: (w) => q('query($id: UUID!) { article(id: $id) { viewerCan { seePrivateCommentary addStaffCommentary addOwnerNote } } }', { id: w.article.id }),
    pick: (d) => Object.values(d.article.viewerCan).join(','),
    expect: { user: 'false,false,false', submitter: 'true,false,true', staff: 'true,true,false' },
  },
  {
    name: 'search counts only the commentary the caller may see: the submitter their two private ones, staff all three',
    gql: () => q('{ search(q: "\\"SECRET-staff-commentary-on-article\\" or \\"SECRET-private-owner-note\\" or \\"SECRET-private-reader-commentary\\"", kinds: [COMMENTARY]) { groups { totalCount } } }'),
    pick: (d) => d.search.groups[0].totalCount,
    rest: () => `/api/search?kind=commentary&q=${encodeURIComponent('"SECRET-staff-commentary-on-article" or "SECRET-private-owner-note" or "SECRET-private-reader-commentary"')}`,
    restPick: (b) => b.data.groups[0].totalCount,
    expect: { user: 0, viewer: 0, member_contributor: 0, submitter: 2, staff: 3, admin: 3, super_admin: 3, owner: 3 },
  },
  {
    name: 'search finds the private story for its collaborators and staff only',
    gql: (w) => q('query($q: String!) { search(q: $q, kinds: [STORY]) { groups { totalCount edges { node { ... on Story { id } } } } } }', { q: w.priv.title }),
    pick: (d, w) => [d.search.groups[0].totalCount, d.search.groups[0].edges.some((e: any) => e.node.id === w.priv.id)].join(','),
    expect: { user: '0,false', submitter: '0,false', viewer: '1,true', member_contributor: '1,true', staff: '1,true', owner: '1,true' },
  },
  {
    name: 'search has a legislators group for staff-level members only',
    gql: () => q('{ search(q: "Matrix Legislator") { groups { kind } } }'),
    pick: (d) => d.search.groups.some((g: any) => g.kind === 'LEGISLATOR'),
    rest: () => '/api/search?q=Matrix%20Legislator',
    restPick: (b) => b.data.groups.some((g: any) => g.kind === 'legislator'),
    expect: { user: false, viewer: false, submitter: false, staff: true, admin: true, super_admin: true, owner: true },
  },
  {
    name: 'notification counts are the caller’s own: marking all read leaves none of theirs, whatever others have',
    gql: () => q('mutation { markAllNotificationsRead { unreadCount } }'),
    pick: (d) => d.markAllNotificationsRead.unreadCount,
    rest: () => '/api/notifications/unread-count',
    restPick: (b) => b.data.count,
    expect: { user: 0, viewer: 0, submitter: 0, staff: 0 },
  },
];
