import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import {
  addArticleToStory,
  addCollaborator,
  buildArticle,
  buildInvite,
  buildJoinRequest,
  buildProposal,
  buildStory,
  follow,
} from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Every Stories operation × every kind of caller, through GraphQL and REST, each on a fresh
 * private story (open to join, approval required) so no case depends on another.
 */

let portal: TestPortal;
const who = [
  'anonymous',
  'member',
  'owner',
  'editor',
  'contributor',
  'viewer',
  'member_contributor',
  'staff',
  'super_admin',
] as const;
type Who = (typeof who)[number];
const as = {} as Record<Exclude<Who, 'anonymous'>, TestMember>;

beforeAll(async () => {
  portal = await startTestPortal('stories_matrix');
  const ds = portal.dataSource;
  as.member = await buildMember(ds);
  as.owner = await buildMember(ds, { role: Role.STAFF, username: 'owner_one', showRealName: true });
  as.editor = await buildMember(ds, { role: Role.STAFF });
  as.contributor = await buildMember(ds, { role: Role.STAFF });
  as.viewer = await buildMember(ds, { role: Role.STAFF });
  as.member_contributor = await buildMember(ds);
  as.staff = await buildMember(ds, { role: Role.STAFF });
  as.super_admin = await buildMember(ds, { role: Role.SUPER_ADMIN });
});
afterAll(() => portal?.close());

interface Fixture {
  storyId: string;
  articleId: string;
  proposalId: string;
  joinRequestId: string;
  inviteId: string;
}

async function privateStory(actor: Who): Promise<Fixture> {
  const ds = portal.dataSource;
  const story = await buildStory(ds, { ownerId: as.owner.id, openToJoin: true, requiresApproval: true, tags: ['budget'] });
  await addCollaborator(ds, story.id, as.editor.id, 'editor');
  await addCollaborator(ds, story.id, as.contributor.id, 'contributor');
  await addCollaborator(ds, story.id, as.viewer.id, 'viewer');
  await addCollaborator(ds, story.id, as.member_contributor.id, 'contributor');
  const inStory = await buildArticle(ds);
  await addArticleToStory(ds, story.id, inStory.id);
  const article = await buildArticle(ds);
  const proposalId = await buildProposal(ds, { storyId: story.id, proposerId: as.editor.id });
  const requester = await buildMember(ds, { role: Role.STAFF });
  const joinRequestId = await buildJoinRequest(ds, { storyId: story.id, requesterId: requester.id });
  const inviteId = await buildInvite(ds, { storyId: story.id, email: as.member.email, invitedBy: as.owner.id });
  if (actor !== 'anonymous' && actor !== 'owner' && actor !== 'member') await follow(ds, story.id, as[actor].id);
  return { storyId: story.id, articleId: article.id, proposalId, joinRequestId, inviteId };
}

type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';
const HTTP: Record<Exclude<Outcome, 'ok'>, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

const STAFF_LEVEL: Who[] = ['owner', 'editor', 'contributor', 'viewer', 'staff', 'super_admin'];
const CAN_SEE: Who[] = ['owner', 'editor', 'contributor', 'viewer', 'member_contributor', 'staff', 'super_admin'];

/** Signed in: `allowed` succeed, a member who may not see the private story gets 404, the rest `otherwise`. */
const rule =
  (allowed: Who[], otherwise: Outcome = 'FORBIDDEN', overrides: Partial<Record<Who, Outcome>> = {}) =>
  (w: Who): Outcome => {
    if (w === 'anonymous') return 'UNAUTHENTICATED';
    if (overrides[w]) return overrides[w]!;
    if (allowed.includes(w)) return 'ok';
    if (!CAN_SEE.includes(w)) return 'NOT_FOUND';
    return otherwise;
  };
const signedIn = (w: Who): Outcome => (w === 'anonymous' ? 'UNAUTHENTICATED' : 'ok');

const operations: {
  name: string;
  gql: (f: Fixture) => [string, Record<string, unknown>?];
  rest: (f: Fixture) => [string, string, unknown?];
  expect: (w: Who) => Outcome;
  restOk?: number;
}[] = [
  {
    name: 'list stories',
    gql: () => ['{ stories { id } }'],
    rest: () => ['GET', '/api/stories'],
    expect: signedIn,
  },
  {
    name: 'get a story',
    gql: (f) => ['query($id: UUID!) { story(id: $id) { id viewerCan { edit } } }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/stories/${f.storyId}`],
    expect: rule(CAN_SEE),
  },
  {
    name: 'create a story',
    gql: () => ['mutation { createStory(input: { title: "T", description: "D" }) { id } }'],
    rest: () => ['POST', '/api/stories', { title: 'T', description: 'D' }],
    expect: (w) => (w === 'anonymous' ? 'UNAUTHENTICATED' : STAFF_LEVEL.includes(w) ? 'ok' : 'FORBIDDEN'),
    restOk: 201,
  },
  {
    name: 'edit a story',
    gql: (f) => ['mutation($id: UUID!) { updateStory(id: $id, input: { title: "Renamed" }) { id } }', { id: f.storyId }],
    rest: (f) => ['PUT', `/api/stories/${f.storyId}`, { title: 'Renamed' }],
    expect: rule(['owner']),
  },
  {
    name: 'featured stories',
    gql: () => ['{ featuredStories { id } }'],
    rest: () => ['GET', '/api/featured-stories?limit=3'],
    expect: signedIn,
  },
  {
    name: 'story articles',
    gql: (f) => ['query($id: UUID!) { storyArticles(storyId: $id) { entries { articleId } } }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/stories/${f.storyId}/articles`],
    expect: rule(CAN_SEE),
  },
  {
    name: 'add an article',
    gql: (f) => ['mutation($s: UUID!, $a: UUID!) { addArticleToStory(storyId: $s, articleId: $a) { articleId } }', { s: f.storyId, a: f.articleId }],
    rest: (f) => ['POST', `/api/stories/${f.storyId}/articles/${f.articleId}`],
    expect: rule(['owner', 'editor', 'contributor']),
    restOk: 201,
  },
  {
    name: 'list collaborators',
    gql: (f) => ['query($id: UUID!) { storyCollaborators(storyId: $id) { userId role } }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/stories/${f.storyId}/collaborators`],
    expect: rule(CAN_SEE),
  },
  {
    name: 'invite a collaborator',
    gql: (f) => ['mutation($id: UUID!) { inviteCollaborator(storyId: $id, input: { email: "new@example.org" }) { id } }', { id: f.storyId }],
    rest: (f) => ['POST', `/api/stories/${f.storyId}/collaborators/invite`, { email: 'new@example.org' }],
    expect: rule(['owner']),
    restOk: 201,
  },
  {
    name: 'remove the viewer collaborator',
    gql: (f) => ['mutation($s: UUID!, $u: UUID!) { removeCollaborator(storyId: $s, userId: $u) { id } }', { s: f.storyId, u: as.viewer.id }],
    rest: (f) => ['DELETE', `/api/stories/${f.storyId}/collaborators/${as.viewer.id}`],
    // The viewer may leave; only the owner removes others.
    expect: rule(['owner', 'viewer']),
  },
  {
    name: "change the viewer's role",
    gql: (f) => ['mutation($s: UUID!, $u: UUID!) { updateCollaboratorRole(storyId: $s, userId: $u, role: EDITOR) { role } }', { s: f.storyId, u: as.viewer.id }],
    rest: (f) => ['PUT', `/api/stories/${f.storyId}/collaborators/${as.viewer.id}`, { role: 'editor' }],
    expect: rule(['owner']),
  },
  {
    name: "a story's invites",
    gql: (f) => ['query($id: UUID!) { storyInvites(storyId: $id) { id } }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/stories/${f.storyId}/collaborators/invites`],
    // The member cannot see the story, but has an invite to it: they see that one.
    expect: rule([...CAN_SEE, 'member']),
  },
  {
    name: 'answer the invite (addressed to the member)',
    gql: (f) => ['mutation($id: UUID!) { respondToInvite(inviteId: $id, status: ACCEPTED) { status } }', { id: f.inviteId }],
    rest: (f) => ['PUT', `/api/invites/${f.inviteId}`, { status: 'accepted' }],
    expect: (w) => (w === 'anonymous' ? 'UNAUTHENTICATED' : w === 'member' ? 'ok' : 'FORBIDDEN'),
  },
  {
    name: 'my invites',
    gql: () => ['{ myInvites { id } }'],
    rest: () => ['GET', '/api/users/me/invites'],
    expect: signedIn,
  },
  {
    name: 'ask to join',
    gql: (f) => ['mutation($id: UUID!) { requestToJoinStory(storyId: $id, message: "Hi") { status } }', { id: f.storyId }],
    rest: (f) => ['POST', `/api/stories/${f.storyId}/join-requests`, { message: 'Hi' }],
    expect: rule(['staff', 'super_admin'], 'CONFLICT'),
    restOk: 201,
  },
  {
    name: 'list join requests',
    gql: (f) => ['query($id: UUID!) { storyJoinRequests(storyId: $id) { id } }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/stories/${f.storyId}/join-requests`],
    expect: rule(CAN_SEE),
  },
  {
    name: 'decide a join request',
    gql: (f) => ['mutation($id: UUID!) { decideJoinRequest(requestId: $id, status: ACCEPTED) { status } }', { id: f.joinRequestId }],
    rest: (f) => ['PUT', `/join-requests/${f.joinRequestId}`, { status: 'accepted' }],
    expect: rule(['owner']),
  },
  {
    name: 'decide a join request under /api',
    gql: (f) => ['mutation($id: UUID!) { decideJoinRequest(requestId: $id, status: REJECTED) { status } }', { id: f.joinRequestId }],
    rest: (f) => ['PUT', `/api/join-requests/${f.joinRequestId}`, { status: 'declined' }],
    expect: rule(['owner']),
  },
  {
    name: 'change settings',
    gql: (f) => ['mutation($id: UUID!) { updateStorySettings(storyId: $id, input: { requiresApproval: false }) { id } }', { id: f.storyId }],
    rest: (f) => ['PUT', `/api/stories/${f.storyId}/settings`, { requiresApproval: false }],
    expect: rule(['owner']),
  },
  {
    name: 'list proposals',
    gql: (f) => ['query($id: UUID!) { storyProposals(storyId: $id) { id } }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/stories/${f.storyId}/proposals`],
    expect: rule(CAN_SEE),
  },
  {
    name: 'propose a change',
    gql: (f) => ['mutation($id: UUID!) { createProposal(storyId: $id, input: { description: "Better" }) { id } }', { id: f.storyId }],
    rest: (f) => ['POST', `/api/stories/${f.storyId}/proposals`, { description: 'Better' }],
    expect: rule(CAN_SEE),
    restOk: 201,
  },
  {
    name: 'vote on a proposal',
    gql: (f) => ['mutation($id: UUID!) { voteOnProposal(proposalId: $id, vote: UP) { votesUp } }', { id: f.proposalId }],
    rest: (f) => ['POST', `/api/stories/${f.storyId}/proposals/${f.proposalId}/vote`, { vote: 'up' }],
    expect: rule(CAN_SEE),
  },
  {
    name: 'decide a proposal',
    gql: (f) => ['mutation($id: UUID!) { decideProposal(proposalId: $id, status: APPROVED) { status } }', { id: f.proposalId }],
    rest: (f) => ['PUT', `/api/stories/${f.storyId}/proposals/${f.proposalId}`, { status: 'approved' }],
    expect: rule(['owner']),
  },
  {
    name: 'follow (the actor does not follow yet)',
    gql: (f) => ['mutation($id: UUID!) { followStory(id: $id) { isFollowing } }', { id: f.storyId }],
    rest: (f) => ['POST', `/api/stories/${f.storyId}/follow`],
    // Fixtures make every non-owner who may see the story a follower already: so following again is the conflict.
    expect: rule([], 'CONFLICT', { owner: 'FORBIDDEN' }),
  },
  {
    name: 'unfollow',
    gql: (f) => ['mutation($id: UUID!) { unfollowStory(id: $id) { isFollowing } }', { id: f.storyId }],
    rest: (f) => ['DELETE', `/api/stories/${f.storyId}/follow`],
    expect: rule(['editor', 'contributor', 'viewer', 'member_contributor', 'staff', 'super_admin'], 'CONFLICT'),
  },
  {
    name: 'story images',
    gql: (f) => ['query($id: UUID!) { storyImages(storyId: $id) }', { id: f.storyId }],
    rest: (f) => ['GET', `/api/story-images/${f.storyId}`],
    expect: rule(CAN_SEE),
  },
];

describe('who may call each Stories operation on a private story', () => {
  for (const op of operations) {
    for (const w of who) {
      const outcome = op.expect(w);
      it(`${op.name} as ${w}: ${outcome} on GraphQL and REST`, async () => {
        const token = w === 'anonymous' ? undefined : as[w].token;

        const [query, variables] = op.gql(await privateStory(w));
        const gql = await portal.gql(query, variables, token);
        if (outcome === 'ok') expect(gql.body.errors, JSON.stringify(gql.body.errors)).toBeUndefined();
        else expect(gql.body.errors?.[0]?.extensions?.code, JSON.stringify(gql.body)).toBe(outcome);

        const [method, path, body] = op.rest(await privateStory(w));
        const rest = await portal.rest(method, path, { token, body });
        const expected = outcome === 'ok' ? (op.restOk ?? 200) : HTTP[outcome];
        expect(rest.status, JSON.stringify(rest.body)).toBe(expected);
        if (outcome !== 'ok') expect(rest.body.error.code).toBe(outcome);
      });
    }
  }
});

describe('reader actions on a public story', () => {
  it('lets a plain member see, follow, propose and vote, but not add articles, ask to join or manage', async () => {
    const ds = portal.dataSource;
    const story = await buildStory(ds, { ownerId: as.owner.id, isGlobal: true, openToJoin: true });
    const proposalId = await buildProposal(ds, { storyId: story.id, proposerId: as.editor.id });
    const article = await buildArticle(ds);
    const t = as.member.token;
    expect((await portal.rest('GET', `/api/stories/${story.id}`, { token: t })).status).toBe(200);
    expect((await portal.rest('POST', `/api/stories/${story.id}/follow`, { token: t })).status).toBe(200);
    expect((await portal.rest('POST', `/api/stories/${story.id}/proposals`, { token: t, body: { title: 'A member title' } })).status).toBe(201);
    expect((await portal.rest('POST', `/api/stories/${story.id}/proposals/${proposalId}/vote`, { token: t, body: { vote: 'down' } })).status).toBe(200);
    expect((await portal.rest('POST', `/api/stories/${story.id}/articles/${article.id}`, { token: t })).status).toBe(403);
    const join = await portal.rest('POST', `/api/stories/${story.id}/join-requests`, { token: t, body: {} });
    expect(join.status).toBe(403);
    expect(join.body.error.message).toBe('Only staff members can ask to join a story.');
    const settings = await portal.rest('PUT', `/api/stories/${story.id}/settings`, { token: t, body: { tags: 'x' } });
    expect(settings.status).toBe(403);
    expect(settings.body.error.message).toBe('Only the story owner can change its settings.');

    const res = await portal.gql('query($id: UUID!) { story(id: $id) { userRole isFollowing viewerCan { edit manageCollaborators changeSettings addArticles propose vote decideProposals follow requestToJoin } } }', { id: story.id }, t);
    expect(res.body.data.story).toEqual({
      userRole: 'VIEWER',
      isFollowing: true,
      viewerCan: { edit: false, manageCollaborators: false, changeSettings: false, addArticles: false, propose: true, vote: true, decideProposals: false, follow: true, requestToJoin: false },
    });
  });

  it('reports what each role may do in viewerCan, matching the rules above', async () => {
    const f = await privateStory('anonymous');
    const can = async (w: Exclude<Who, 'anonymous'>) =>
      (await portal.gql('query($id: UUID!) { story(id: $id) { userRole viewerCan { edit manageCollaborators changeSettings addArticles propose follow requestToJoin } } }', { id: f.storyId }, as[w].token)).body.data.story;
    expect(await can('owner')).toEqual({
      userRole: 'OWNER',
      viewerCan: { edit: true, manageCollaborators: true, changeSettings: true, addArticles: true, propose: true, follow: false, requestToJoin: false },
    });
    expect(await can('editor')).toMatchObject({ userRole: 'EDITOR', viewerCan: { edit: false, addArticles: true, follow: true, requestToJoin: false } });
    expect(await can('viewer')).toMatchObject({ userRole: 'VIEWER', viewerCan: { addArticles: false, propose: true } });
    // A contributor without staff status keeps the membership but not the power (SPEC §6).
    expect(await can('member_contributor')).toMatchObject({ userRole: 'CONTRIBUTOR', viewerCan: { addArticles: false } });
    expect(await can('staff')).toMatchObject({ userRole: 'VIEWER', viewerCan: { edit: false, addArticles: false, requestToJoin: true } });
    expect(await can('super_admin')).toMatchObject({ userRole: 'VIEWER', viewerCan: { edit: false, manageCollaborators: false, requestToJoin: true } });
  });

  it('takes the owner powers away when the owner loses staff status', async () => {
    const exStaff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const story = await buildStory(portal.dataSource, { ownerId: exStaff.id });
    await portal.dataSource.query("DELETE FROM member_roles WHERE member_id = $1 AND role = 'staff'", [exStaff.id]);
    const res = await portal.rest('PUT', `/api/stories/${story.id}/settings`, { token: exStaff.token, body: { isOpenToJoin: true } });
    expect(res.status).toBe(403);
    const seen = await portal.rest('GET', `/api/stories/${story.id}`, { token: exStaff.token });
    expect(seen.status).toBe(200);
    expect(seen.body.userRole).toBe('owner');
  });
});
