import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addCollaborator, buildArticle, buildInvite, buildJoinRequest, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

let portal: TestPortal;
let owner: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('collaboration');
  owner = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'olive_owner', showRealName: true });
});
afterAll(() => portal?.close());

const rows = (sql: string, params: unknown[]) => portal.dataSource.query(sql, params);

describe('invites', () => {
  it('journey: staff creates a private story, adds an article, invites a member who accepts and then reads it', async () => {
    const invitee = await buildMember(portal.dataSource);
    const created = await portal.rest('POST', '/api/stories', { token: owner.token, body: { title: 'Data brokers', description: 'Background reading.' } });
    expect(created.body.visibility).toBe('private');
    const article = await buildArticle(portal.dataSource, { title: 'The FTC report' });
    expect((await portal.rest('POST', `/api/stories/${created.body.id}/articles/${article.id}`, { token: owner.token })).status).toBe(201);
    const invite = await portal.rest('POST', `/api/stories/${created.body.id}/collaborators/invite`, { token: owner.token, body: { email: invitee.email, role: 'contributor' } });
    expect(invite.status).toBe(201);
    expect((await portal.rest('GET', `/api/stories/${created.body.id}`, { token: invitee.token })).status).toBe(404);
    const [mine] = (await portal.rest('GET', '/api/users/me/invites', { token: invitee.token })).body.data;
    expect(mine).toMatchObject({ id: invite.body.id, storyTitle: 'Data brokers', invitedBy: { displayName: 'olive_owner' }, role: 'contributor' });
    expect((await portal.rest('PUT', `/api/invites/${mine.id}`, { token: invitee.token, body: { status: 'accepted' } })).status).toBe(200);
    const page = await portal.rest('GET', `/api/stories/${created.body.id}`, { token: invitee.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ userRole: 'contributor', articlesCount: 1, articles: [{ article: { title: 'The FTC report' } }] });
    // A member without staff status is on the story but gains no power over it (SPEC §6).
    expect(page.body.viewerCan).toMatchObject({ addArticles: false, manageCollaborators: false });
  });

  it('invites an address without an account; once it signs up, the member sees, accepts and joins the private story', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Private working notes' });
    const email = `later-${randomUUID().slice(0, 8)}@example.org`;
    const sent = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body: { email: email.toUpperCase() } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      storyId: story.id,
      storyTitle: 'Private working notes',
      invitedBy: { displayName: 'olive_owner' },
      role: 'contributor',
      status: 'pending',
      inviteeEmail: email,
    });
    expect(new Date(sent.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // The owner sees it among the story's invites.
    const listed = await portal.rest('GET', `/api/stories/${story.id}/collaborators/invites`, { token: owner.token });
    expect(listed.body.map((i: { id: string }) => i.id)).toEqual([sent.body.id]);

    // The address signs up later; its member finds the invite by email.
    const invitee = await buildMember(portal.dataSource, { email });
    const mine = await portal.rest('GET', '/api/users/me/invites', { token: invitee.token });
    expect(mine.body.data.map((i: { id: string }) => i.id)).toEqual([sent.body.id]);
    expect((await portal.rest('GET', `/api/stories/${story.id}`, { token: invitee.token })).status).toBe(404);
    // The story page's "pending invites at the top" shows their own invite even before they may see the story.
    const own = await portal.rest('GET', `/api/stories/${story.id}/collaborators/invites`, { token: invitee.token });
    expect(own.body.map((i: { id: string }) => i.id)).toEqual([sent.body.id]);

    const hidden = await portal.gql('{ myInvites { id story { id } } }', undefined, invitee.token);
    expect(hidden.body.data.myInvites).toEqual([{ id: sent.body.id, story: null }]);

    const accepted = await portal.rest('PUT', `/api/invites/${sent.body.id}`, { token: invitee.token, body: { status: 'accepted' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted' });
    const page = await portal.rest('GET', `/api/stories/${story.id}`, { token: invitee.token });
    expect(page.status).toBe(200);
    expect(page.body.userRole).toBe('contributor');
    expect((await portal.rest('GET', '/api/users/me/invites', { token: invitee.token })).body.data).toEqual([]);

    const again = await portal.rest('PUT', `/api/invites/${sent.body.id}`, { token: invitee.token, body: { status: 'declined' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invite has already been answered.');
  });

  it('returns the story with the answer, so the client can update its cache without a refetch', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const invitee = await buildMember(portal.dataSource);
    const id = await buildInvite(portal.dataSource, { storyId: story.id, email: invitee.email, invitedBy: owner.id, role: 'editor' });
    const res = await portal.gql(
      'mutation($id: UUID!) { respondToInvite(inviteId: $id, status: ACCEPTED) { id status story { id userRole collaborators { userId role } } } }',
      { id },
      invitee.token,
    );
    expect(res.body.data.respondToInvite).toEqual({
      id,
      status: 'ACCEPTED',
      story: { id: story.id, userRole: 'EDITOR', collaborators: [{ userId: owner.id, role: 'OWNER' }, { userId: invitee.id, role: 'EDITOR' }] },
    });
  });

  it('declines without joining', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const invitee = await buildMember(portal.dataSource);
    const id = await buildInvite(portal.dataSource, { storyId: story.id, email: invitee.email, invitedBy: owner.id, role: 'editor' });
    const res = await portal.gql('mutation($id: UUID!) { respondToInvite(inviteId: $id, status: DECLINED) { status role } }', { id }, invitee.token);
    expect(res.body.data.respondToInvite).toEqual({ status: 'DECLINED', role: 'EDITOR' });
    expect(await rows('SELECT 1 FROM story_collaborators WHERE story_id = $1 AND member_id = $2', [story.id, invitee.id])).toEqual([]);
  });

  it("refuses someone else's invite (403) and changes nothing", async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const invitee = await buildMember(portal.dataSource);
    const other = await buildMember(portal.dataSource);
    const id = await buildInvite(portal.dataSource, { storyId: story.id, email: invitee.email, invitedBy: owner.id });
    const res = await portal.rest('PUT', `/api/invites/${id}`, { token: other.token, body: { status: 'accepted' } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('This invite is not addressed to you.');
    expect(await rows('SELECT status FROM story_invites WHERE id = $1', [id])).toEqual([{ status: 'pending' }]);
    expect(await rows('SELECT 1 FROM story_collaborators WHERE member_id = $1', [other.id])).toEqual([]);
  });

  it('honours expiry: an expired invite is not listed, cannot be accepted, and may be sent again', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const invitee = await buildMember(portal.dataSource);
    const id = await buildInvite(portal.dataSource, { storyId: story.id, email: invitee.email, invitedBy: owner.id, expiresAt: new Date(Date.now() - 1000) });
    expect((await portal.rest('GET', '/api/users/me/invites', { token: invitee.token })).body.data).toEqual([]);
    const res = await portal.rest('PUT', `/api/invites/${id}`, { token: invitee.token, body: { status: 'accepted' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This invite has expired.');
    const resent = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body: { email: invitee.email, role: 'viewer' } });
    expect(resent.status).toBe(201);
    expect(resent.body.role).toBe('viewer');
  });

  it.each([
    ['no email', {}, 400, 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 400, 'Please enter a valid email address.'],
    ['an unknown role', { email: 'x@example.org', role: 'wizard' }, 400, null],
    ['the owner role', { email: 'x@example.org', role: 'owner' }, 400, null],
  ])('refuses an invite with %s (%i) and writes nothing', async (_label, body, status, message) => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const res = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body });
    expect(res.status).toBe(status);
    if (message) expect(res.body.error.message).toBe(message);
    expect(await rows('SELECT 1 FROM story_invites WHERE story_id = $1', [story.id])).toEqual([]);
  });

  it('refuses a duplicate invite and an invite to someone already on the story (409)', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const first = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body: { email: 'dup@example.org', role: 'editor' } });
    expect(first.status).toBe(201);
    const dup = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body: { email: 'DUP@example.org' } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('An invite to this email address is already pending.');
    const collaborator = await buildMember(portal.dataSource);
    await addCollaborator(portal.dataSource, story.id, collaborator.id, 'viewer');
    for (const email of [collaborator.email, owner.email]) {
      const res = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body: { email } });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This person is already a collaborator on this story.');
    }
    expect(await rows('SELECT count(*)::int AS n FROM story_invites WHERE story_id = $1', [story.id])).toEqual([{ n: 1 }]);
  });

  it("hides the invitee's email from everyone but the invitee and the owner", async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true });
    const invitee = await buildMember(portal.dataSource);
    const bystander = await buildMember(portal.dataSource, { role: Role.STAFF });
    await buildInvite(portal.dataSource, { storyId: story.id, email: invitee.email, invitedBy: owner.id });
    // A bystander only ever sees their own invites, so they get none at all.
    expect((await portal.rest('GET', `/api/stories/${story.id}/collaborators/invites`, { token: bystander.token })).body).toEqual([]);
    expect((await portal.rest('GET', `/api/stories/${story.id}/collaborators/invites`, { token: invitee.token })).body[0].inviteeEmail).toBe(invitee.email);
  });
});

describe('collaborator roles', () => {
  it('changes a role and removes a collaborator; the owner stays', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const c = await buildMember(portal.dataSource, { username: 'cam', showRealName: true });
    await addCollaborator(portal.dataSource, story.id, c.id, 'viewer');
    const changed = await portal.rest('PUT', `/api/stories/${story.id}/collaborators/${c.id}`, { token: owner.token, body: { role: 'editor' } });
    expect(changed.body).toEqual({ userId: c.id, displayName: 'cam', role: 'editor' });
    const listed = await portal.rest('GET', `/api/stories/${story.id}/collaborators`, { token: owner.token });
    expect(listed.body).toEqual([
      { userId: owner.id, displayName: 'olive_owner', role: 'owner' },
      { userId: c.id, displayName: 'cam', role: 'editor' },
    ]);
    const ownerRole = await portal.rest('PUT', `/api/stories/${story.id}/collaborators/${owner.id}`, { token: owner.token, body: { role: 'viewer' } });
    expect(ownerRole.status).toBe(400);
    const bad = await portal.rest('PUT', `/api/stories/${story.id}/collaborators/${c.id}`, { token: owner.token, body: { role: 'owner' } });
    expect(bad.status).toBe(400);
    const removed = await portal.rest('DELETE', `/api/stories/${story.id}/collaborators/${c.id}`, { token: owner.token });
    expect(removed.body).toEqual({ success: true, collaborators: [{ userId: owner.id, displayName: 'olive_owner', role: 'owner' }] });
    const gone = await portal.rest('DELETE', `/api/stories/${story.id}/collaborators/${c.id}`, { token: owner.token });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('Collaborator not found.');
    const self = await portal.rest('DELETE', `/api/stories/${story.id}/collaborators/${owner.id}`, { token: owner.token });
    expect(self.status).toBe(400);
  });
});

describe('join requests', () => {
  it('accepts a request only while the story is open to join', async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const closed = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, openToJoin: false });
    const res = await portal.rest('POST', `/api/stories/${closed.id}/join-requests`, { token: staff.token, body: { message: 'Let me in' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This story is not open to join.');
    expect(await rows('SELECT 1 FROM story_join_requests WHERE story_id = $1', [closed.id])).toEqual([]);
  });

  it('auto-accepts as a contributor when approval is not required', async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, openToJoin: true, requiresApproval: false });
    const res = await portal.rest('POST', `/api/stories/${story.id}/join-requests`, { token: staff.token, body: {} });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'accepted', message: null });
    const page = await portal.rest('GET', `/api/stories/${story.id}`, { token: staff.token });
    expect(page.body.userRole).toBe('contributor');
    expect(page.body.viewerCan).toMatchObject({ addArticles: true, requestToJoin: false });
  });

  it('waits for the owner when approval is required: accept adds a contributor, decided once', async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'joiner', showRealName: true });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, openToJoin: true, requiresApproval: true });
    const asked = await portal.rest('POST', `/api/stories/${story.id}/join-requests`, { token: staff.token, body: { message: ' I cover this beat. ' } });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', message: 'I cover this beat.', requesterDisplayName: 'joiner', requesterEmail: staff.email });
    const twice = await portal.rest('POST', `/api/stories/${story.id}/join-requests`, { token: staff.token, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('You have already asked to join this story.');
    const viewerCan = await portal.rest('GET', `/api/stories/${story.id}`, { token: staff.token });
    expect(viewerCan.body.viewerCan.requestToJoin).toBe(false);

    const pending = await portal.rest('GET', `/api/stories/${story.id}/join-requests`, { token: owner.token });
    expect(pending.body).toEqual([expect.objectContaining({ id: asked.body.id, requesterEmail: staff.email, status: 'pending' })]);

    const decided = await portal.rest('PUT', `/join-requests/${asked.body.id}`, { token: owner.token, body: { status: 'accepted' } });
    expect(decided.status).toBe(200);
    expect(decided.body.status).toBe('accepted');
    expect(await rows('SELECT role FROM story_collaborators WHERE story_id = $1 AND member_id = $2', [story.id, staff.id])).toEqual([{ role: 'contributor' }]);
    expect((await portal.rest('GET', `/api/stories/${story.id}/join-requests`, { token: owner.token })).body).toEqual([]);
    const again = await portal.rest('PUT', `/api/join-requests/${asked.body.id}`, { token: owner.token, body: { status: 'rejected' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This join request has already been decided.');
  });

  it("stores 'declined' as rejected and adds nobody", async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, openToJoin: true });
    const id = await buildJoinRequest(portal.dataSource, { storyId: story.id, requesterId: staff.id });
    const res = await portal.rest('PUT', `/api/join-requests/${id}`, { token: owner.token, body: { status: 'declined' } });
    expect(res.body.status).toBe('rejected');
    expect(await rows('SELECT 1 FROM story_collaborators WHERE member_id = $1', [staff.id])).toEqual([]);
    expect((await portal.rest('PUT', `/api/join-requests/${id}`, { token: owner.token, body: { status: 'maybe' } })).status).toBe(400);
    expect((await portal.rest('PUT', '/api/join-requests/00000000-0000-4000-8000-000000000000', { token: owner.token, body: { status: 'accepted' } })).status).toBe(404);
  });

  it("hides the requester's email from other members", async () => {
    const staff = await buildMember(portal.dataSource, { role: Role.STAFF });
    const other = await buildMember(portal.dataSource, { role: Role.STAFF });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, openToJoin: true });
    const id = await buildJoinRequest(portal.dataSource, { storyId: story.id, requesterId: staff.id });
    const res = await portal.gql('query($id: UUID!) { storyJoinRequests(storyId: $id) { id requesterEmail } }', { id: story.id }, other.token);
    expect(res.body.data.storyJoinRequests).toEqual([]);
    const own = await portal.gql('query($id: UUID!) { storyJoinRequests(storyId: $id) { id requesterEmail } }', { id: story.id }, staff.token);
    expect(own.body.data.storyJoinRequests).toEqual([{ id, requesterEmail: staff.email }]);
  });
});
