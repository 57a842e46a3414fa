import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildProposal, buildStory } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

let portal: TestPortal;
let owner: TestMember;
let member: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('proposals');
  owner = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'owner_p', showRealName: true });
  member = await buildMember(portal.dataSource, { username: 'mia', showRealName: true });
});
afterAll(() => portal?.close());

const publicStory = (title = 'Original title') => buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, title, description: 'Original description' });

describe('proposals', () => {
  it("a member follows a public story and proposes a title, which the owner's approval applies and records", async () => {
    const story = await publicStory();
    expect((await portal.rest('POST', `/api/stories/${story.id}/follow`, { token: member.token })).status).toBe(200);
    const proposed = await portal.rest('POST', `/api/stories/${story.id}/proposals`, { token: member.token, body: { title: '  A clearer title ' } });
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({
      storyId: story.id,
      title: 'A clearer title',
      description: null,
      status: 'pending',
      proposerDisplayName: 'mia',
      votesUp: 0,
      votesDown: 0,
      userVote: null,
    });
    const list = await portal.rest('GET', `/api/stories/${story.id}/proposals`, { token: owner.token });
    expect(list.body.map((p: { id: string }) => p.id)).toEqual([proposed.body.id]);

    const approved = await portal.rest('PUT', `/api/stories/${story.id}/proposals/${proposed.body.id}`, { token: owner.token, body: { status: 'approved' } });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.decidedAt).toBeTruthy();
    const after = await portal.rest('GET', `/api/stories/${story.id}`, { token: member.token });
    expect(after.body.title).toBe('A clearer title');
    const log = await portal.dataSource.query('SELECT actor_id, field, before, after, proposal_id, created_at FROM story_changes WHERE story_id = $1', [story.id]);
    expect(log).toEqual([
      { actor_id: owner.id, field: 'title', before: 'Original title', after: 'A clearer title', proposal_id: proposed.body.id, created_at: expect.any(Date) },
    ]);
  });

  it('keeps one vote per member, changeable while pending, with consistent tallies', async () => {
    const story = await publicStory();
    const id = await buildProposal(portal.dataSource, { storyId: story.id, proposerId: owner.id, description: 'New description' });
    const voter = await buildMember(portal.dataSource);
    const up = await portal.rest('POST', `/api/stories/${story.id}/proposals/${id}/vote`, { token: member.token, body: { vote: 'up' } });
    expect(up.body).toMatchObject({ votesUp: 1, votesDown: 0, userVote: 'up' });
    const again = await portal.rest('POST', `/api/stories/${story.id}/proposals/${id}/vote`, { token: member.token, body: { vote: 'up' } });
    expect(again.body).toMatchObject({ votesUp: 1, votesDown: 0, userVote: 'up' });
    const down = await portal.rest('POST', `/api/stories/${story.id}/proposals/${id}/vote`, { token: member.token, body: { vote: 'down' } });
    expect(down.body).toMatchObject({ votesUp: 0, votesDown: 1, userVote: 'down' });
    const other = await portal.gql('mutation($id: UUID!) { voteOnProposal(proposalId: $id, vote: UP) { votesUp votesDown userVote } }', { id }, voter.token);
    expect(other.body.data.voteOnProposal).toEqual({ votesUp: 1, votesDown: 1, userVote: 'UP' });
    expect(await portal.dataSource.query('SELECT count(*)::int AS n FROM proposal_votes WHERE proposal_id = $1', [id])).toEqual([{ n: 2 }]);
  });

  it('closes voting once decided, and decides once; rejection changes nothing', async () => {
    const story = await publicStory('Keep me');
    const id = await buildProposal(portal.dataSource, { storyId: story.id, proposerId: member.id, title: 'Replace me' });
    const rejected = await portal.gql('mutation($id: UUID!) { decideProposal(proposalId: $id, status: REJECTED) { status } }', { id }, owner.token);
    expect(rejected.body.data.decideProposal.status).toBe('REJECTED');
    const vote = await portal.rest('POST', `/api/stories/${story.id}/proposals/${id}/vote`, { token: member.token, body: { vote: 'up' } });
    expect(vote.status).toBe(409);
    expect(vote.body.error.message).toBe('Voting is closed for this proposal.');
    const twice = await portal.rest('PUT', `/api/stories/${story.id}/proposals/${id}`, { token: owner.token, body: { status: 'approved' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This proposal has already been decided.');
    expect((await portal.rest('GET', `/api/stories/${story.id}`, { token: member.token })).body.title).toBe('Keep me');
    expect(await portal.dataSource.query('SELECT 1 FROM story_changes WHERE story_id = $1', [story.id])).toEqual([]);
  });

  it('applies an approved description change', async () => {
    const story = await publicStory();
    const res = await portal.rest('POST', `/api/stories/${story.id}/proposals`, { token: member.token, body: { description: 'A better description.' } });
    await portal.rest('PUT', `/api/stories/${story.id}/proposals/${res.body.id}`, { token: owner.token, body: { status: 'approved' } });
    expect((await portal.rest('GET', `/api/stories/${story.id}`, { token: member.token })).body.description).toBe('A better description.');
  });

  it.each([
    ['both fields', { title: 'T', description: 'D' }, 'Propose either a new title or a new description: exactly one of the two.'],
    ['neither field', {}, 'Propose either a new title or a new description: exactly one of the two.'],
    ['a blank title', { title: '  ' }, 'Title is required'],
    ['a blank description', { description: '' }, 'Description is required'],
    ['the current title', { title: 'Original title' }, 'The proposed title is the same as the current one.'],
  ])('refuses a proposal with %s (400) and writes nothing', async (_label, body, message) => {
    const story = await publicStory();
    const res = await portal.rest('POST', `/api/stories/${story.id}/proposals`, { token: member.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await portal.dataSource.query('SELECT 1 FROM proposals WHERE story_id = $1', [story.id])).toEqual([]);
  });

  it('refuses an invalid vote, a proposal of another story and unknown ids', async () => {
    const story = await publicStory();
    const otherStory = await publicStory();
    const id = await buildProposal(portal.dataSource, { storyId: story.id, proposerId: owner.id });
    for (const body of [{ vote: 'sideways' }, {}, { vote: 1 }]) {
      const res = await portal.rest('POST', `/api/stories/${story.id}/proposals/${id}/vote`, { token: member.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const elsewhere = await portal.rest('POST', `/api/stories/${otherStory.id}/proposals/${id}/vote`, { token: member.token, body: { vote: 'up' } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe('Proposal not found.');
    const unknown = await portal.rest('POST', `/api/stories/${story.id}/proposals/00000000-0000-4000-8000-000000000000/vote`, { token: member.token, body: { vote: 'up' } });
    expect(unknown.status).toBe(404);
    expect(await portal.dataSource.query('SELECT 1 FROM proposal_votes WHERE proposal_id = $1', [id])).toEqual([]);
    const badStatus = await portal.rest('PUT', `/api/stories/${story.id}/proposals/${id}`, { token: owner.token, body: { status: 'pending' } });
    expect(badStatus.status).toBe(400);
  });

  it('lists proposals on the story with the viewer’s own vote', async () => {
    const story = await publicStory();
    const id = await buildProposal(portal.dataSource, { storyId: story.id, proposerId: owner.id });
    await portal.dataSource.query("INSERT INTO proposal_votes (proposal_id, member_id, vote) VALUES ($1, $2, 'down')", [id, member.id]);
    const res = await portal.gql('query($id: UUID!) { story(id: $id) { proposals { id votesDown userVote proposerDisplayName } } }', { id: story.id }, member.token);
    expect(res.body.data.story.proposals).toEqual([{ id, votesDown: 1, userVote: 'DOWN', proposerDisplayName: 'owner_p' }]);
  });
});
