import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { notifyAccessRequestDecided } from '../../gateway/src/modules/notification/notification.events.js';
import { buildMember as buildAnyMember, type TestMember } from '../factories/members.js';
import { addCollaborator, addArticleToStory, buildArticle, buildJoinRequest, buildProposal, buildStory, follow, type TestStory } from '../factories/stories.js';
import { buildTip } from '../factories/tips.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// The portal's links (and its tokens' issuer) use its site address, as in production.
const SITE_URL = 'https://members.example.org';
const buildMember = (ds: Parameters<typeof buildAnyMember>[0], opts: Parameters<typeof buildAnyMember>[1] = {}) =>
  buildAnyMember(ds, { issuer: `${SITE_URL}/auth/v1`, ...opts });

/**
 * Issue #16 item 1 and 6: each kind of event gives exactly one notification to exactly the members
 * who may know about it, none to anyone else; the bell's list, count and mark-read over GraphQL and
 * REST; email by preference; nothing a reader may not see in any text.
 */

let portal: TestPortal;
let owner: TestMember; // staff, owns the stories
let staffFollower: TestMember;
let plainFollower: TestMember;
let outsider: TestMember; // plain, follows nothing
let pub: TestStory;
let priv: TestStory;

const NOTIFICATION_FIELDS = 'id kind title body link read createdAt readAt';

/** Who has a notification for an event, and how many each (should be one). */
async function recipientsOf(eventKey: string): Promise<Record<string, number>> {
  await portal.settle();
  const rows: { member_id: string; n: number }[] = await portal.dataSource.query(
    'SELECT member_id, count(*)::int AS n FROM notifications WHERE event_key = $1 GROUP BY member_id',
    [eventKey],
  );
  return Object.fromEntries(rows.map((r) => [r.member_id, r.n]));
}
const once = (...members: TestMember[]) => Object.fromEntries(members.map((m) => [m.id, 1]));

async function bell(member: TestMember) {
  await portal.settle();
  const gql = await portal.gql(`{ notifications(limit: 100) { ${NOTIFICATION_FIELDS} } unreadNotificationCount }`, {}, member.token);
  expect(gql.body.errors).toBeUndefined();
  const rest = await portal.rest('GET', '/api/notifications?limit=100', { token: member.token });
  expect(rest.status).toBe(200);
  // Both transports say the same (REST spells kinds in lower case).
  expect(rest.body.data).toEqual(gql.body.data.notifications.map((n: { kind: string }) => ({ ...n, kind: n.kind.toLowerCase() })));
  return { list: gql.body.data.notifications as { id: string; kind: string; title: string; body: string | null; link: string | null; read: boolean }[], count: gql.body.data.unreadNotificationCount as number };
}

async function mailTo(address: string): Promise<{ subject: string; text: string; links: string[]; headers: Record<string, string> }[]> {
  await portal.settle();
  return (await fetch(`${portal.baseUrl}/dev/mail.json?to=${encodeURIComponent(address)}`)).json();
}

beforeAll(async () => {
  portal = await startTestPortal('notifications', { SITE_URL });
  owner = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'Olive Owner', showRealName: true });
  staffFollower = await buildMember(portal.dataSource, { role: Role.STAFF });
  plainFollower = await buildMember(portal.dataSource);
  outsider = await buildMember(portal.dataSource);
  pub = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: true, title: 'Water rates', openToJoin: true, requiresApproval: true });
  priv = await buildStory(portal.dataSource, { ownerId: owner.id, isGlobal: false, title: 'SECRET private plans' });
  await follow(portal.dataSource, pub.id, staffFollower.id);
  await follow(portal.dataSource, pub.id, plainFollower.id);
});
afterAll(() => portal?.close());

describe('who hears about what: exactly one notification each, for exactly the right members', () => {
  it('a new article in a followed story: its followers, not the staff member who added it, nobody else', async () => {
    const article = await buildArticle(portal.dataSource, { title: 'Rates rise 12%' });
    const res = await portal.rest('POST', `/api/stories/${pub.id}/articles/${article.id}`, { token: owner.token, body: {} });
    expect(res.status).toBe(201);
    expect(await recipientsOf(`story_article:${pub.id}:${article.id}`)).toEqual(once(staffFollower, plainFollower));
    const { list, count } = await bell(plainFollower);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(list[0]).toMatchObject({ kind: 'STORY_ARTICLE', title: 'New article in “Water rates”', body: 'Rates rise 12% · Example News', link: `/articles/${article.id}`, read: false });
    expect((await bell(outsider)).list).toEqual([]);
  });

  it('a new article in a private story: followers who may see it (collaborators, staff) — not one who left it', async () => {
    const collaborator = await buildMember(portal.dataSource);
    const leftIt = await buildMember(portal.dataSource);
    await addCollaborator(portal.dataSource, priv.id, collaborator.id, 'viewer');
    for (const m of [collaborator, leftIt, staffFollower]) await follow(portal.dataSource, priv.id, m.id);
    const article = await buildArticle(portal.dataSource, { title: 'Plan B' });
    const res = await portal.gql('mutation($s: UUID!, $a: UUID!) { addArticleToStory(storyId: $s, articleId: $a) { articleId } }', { s: priv.id, a: article.id }, owner.token);
    expect(res.body.errors).toBeUndefined();
    expect(await recipientsOf(`story_article:${priv.id}:${article.id}`)).toEqual(once(collaborator, staffFollower));
    expect(JSON.stringify(await bell(leftIt))).not.toContain('SECRET');
  });

  it('a new key vote: every member but its author', async () => {
    const res = await portal.rest('POST', '/api/key-votes', { token: owner.token, body: { bill_id: 'H.R. 77001', title: 'Clean Water Act update', organization_position: 'support' } });
    expect(res.status).toBe(201);
    const everyone: { id: string }[] = await portal.dataSource.query('SELECT id FROM members WHERE id <> $1', [owner.id]);
    expect(await recipientsOf(`key_vote:${res.body.data.id}`)).toEqual(Object.fromEntries(everyone.map((m) => [m.id, 1])));
    expect((await bell(outsider)).list[0]).toMatchObject({ kind: 'KEY_VOTE', title: 'New key vote: Clean Water Act update', body: 'We support · H.R. 77001', link: `/key-votes/${res.body.data.id}` });
  });

  it('staff commentary: staff who follow or submitted the article hear it; plain followers and the plain submitter are not told it exists', async () => {
    const submitter = await buildMember(portal.dataSource);
    const article = await buildArticle(portal.dataSource, { title: 'Budget hearing', submittedBy: submitter.id });
    await addArticleToStory(portal.dataSource, pub.id, article.id);
    const res = await portal.rest('POST', '/api/commentaries', {
      token: owner.token,
      body: { articleId: article.id, content: 'SECRET staff view: push for an amendment.', commentaryType: 'staff', isPublic: true },
    });
    expect(res.status).toBe(201);
    expect(await recipientsOf(`staff_commentary:${res.body.data.id}`)).toEqual(once(staffFollower));
    expect((await bell(staffFollower)).list[0]).toMatchObject({ kind: 'STAFF_COMMENTARY', title: 'Staff commentary on “Budget hearing”', body: 'SECRET staff view: push for an amendment.' });
    for (const plain of [plainFollower, submitter]) expect(JSON.stringify(await bell(plain))).not.toMatch(/SECRET|Staff commentary/);
    // Reader commentary is nobody's notification.
    await portal.rest('POST', '/api/commentaries', { token: plainFollower.token, body: { articleId: article.id, content: 'Nice', commentaryType: 'regular', isPublic: true } });
    await portal.settle();
    expect(await portal.dataSource.query(`SELECT 1 FROM notifications WHERE article_id = $1 AND kind <> 'staff_commentary'`, [article.id])).toEqual([]);
  });

  it('a decided proposal: the member who proposed it', async () => {
    const proposal = await buildProposal(portal.dataSource, { storyId: pub.id, proposerId: plainFollower.id, title: 'Water rates in 2027' });
    expect((await portal.rest('PUT', `/api/stories/${pub.id}/proposals/${proposal}`, { token: owner.token, body: { status: 'rejected' } })).status).toBe(200);
    expect(await recipientsOf(`proposal:${proposal}`)).toEqual(once(plainFollower));
    expect((await bell(plainFollower)).list[0]).toMatchObject({
      kind: 'PROPOSAL_DECIDED',
      title: 'Your proposal for “Water rates” was not accepted',
      body: 'You proposed the title “Water rates in 2027”.',
      link: `/stories/${pub.id}?tab=proposals`,
    });
  });

  it('a decided join request: the member who asked', async () => {
    const asker = await buildMember(portal.dataSource, { role: Role.STAFF });
    const request = await buildJoinRequest(portal.dataSource, { storyId: pub.id, requesterId: asker.id });
    expect((await portal.rest('PUT', `/api/join-requests/${request}`, { token: owner.token, body: { status: 'accepted' } })).status).toBe(200);
    expect(await recipientsOf(`join_request:${request}`)).toEqual(once(asker));
    expect((await bell(asker)).list[0]).toMatchObject({ title: 'Your request to join “Water rates” was accepted', link: `/stories/${pub.id}` });
  });

  it("a new proposal: the story's owner, by the proposer's team name, under their proposals preference", async () => {
    const proposer = await buildMember(portal.dataSource, { username: 'Quiet Proposer', showRealName: false });
    await follow(portal.dataSource, pub.id, proposer.id);
    const res = await portal.rest('POST', `/api/stories/${pub.id}/proposals`, { token: proposer.token, body: { title: 'Water rates after 2026' } });
    expect(res.status).toBe(201);
    const id = res.body.id ?? res.body.data?.id;
    expect(await recipientsOf(`proposal:${id}:proposed`)).toEqual(once(owner));
    const { list } = await bell(owner);
    expect(list.find((n) => n.link === `/stories/${pub.id}?tab=proposals` && n.title.includes('proposed'))).toMatchObject({
      kind: 'PROPOSAL_DECIDED',
      title: 'Quiet Proposer proposed a change to “Water rates”',
      body: 'A new title: “Water rates after 2026”.',
    });
    // Deciding it later still tells the proposer (a different event).
    expect((await portal.rest('PUT', `/api/stories/${pub.id}/proposals/${id}`, { token: owner.token, body: { status: 'rejected' } })).status).toBe(200);
    expect(await recipientsOf(`proposal:${id}`)).toEqual(once(proposer));
  });

  it("a new join request that waits for approval: the story's owner, with a link to Collaborators", async () => {
    const asker = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'Asking Ari', showRealName: false });
    const res = await portal.rest('POST', `/api/stories/${pub.id}/join-requests`, { token: asker.token, body: { message: 'I cover water' } });
    expect(res.status).toBe(201);
    const id = res.body.id ?? res.body.data?.id;
    expect(await recipientsOf(`join_request:${id}:requested`)).toEqual(once(owner));
    const { list } = await bell(owner);
    expect(list.find((n) => n.title.startsWith('Asking Ari'))).toMatchObject({
      kind: 'JOIN_REQUEST_DECIDED',
      title: 'Asking Ari asks to join “Water rates”',
      link: `/stories/${pub.id}?tab=collaborators`,
    });
  });

  it('a published or declined tip: the member who sent it', async () => {
    const tipper = await buildMember(portal.dataSource);
    const published = await buildTip(portal.dataSource, { memberId: tipper.id, title: 'Dam inspection report' });
    const declined = await buildTip(portal.dataSource, { memberId: tipper.id, title: 'Off-topic page' });
    expect((await portal.rest('POST', `/api/tips/${published.id}/publish`, { token: owner.token })).status).toBe(200);
    expect((await portal.gql('mutation($id: UUID!) { declineTip(id: $id, reason: "Not about water.") { id } }', { id: declined.id }, owner.token)).body.errors).toBeUndefined();
    expect(await recipientsOf(`tip:${published.id}`)).toEqual(once(tipper));
    expect(await recipientsOf(`tip:${declined.id}`)).toEqual(once(tipper));
    const { list } = await bell(tipper);
    const [{ article_id }] = await portal.dataSource.query('SELECT article_id FROM tips WHERE id = $1', [published.id]);
    expect(list.map((n) => [n.title, n.body, n.link])).toEqual([
      ['Your tip “Off-topic page” was declined', 'Reason: Not about water.', '/profile?tab=tips'],
      ['Your tip was published: “Dam inspection report”', 'Thank you! It is now an article, credited to you.', `/articles/${article_id}`],
    ]);
  });

  it('an invitation: the invitee (private story too), with a link to the invite', async () => {
    const invitee = await buildMember(portal.dataSource);
    const res = await portal.rest('POST', `/api/stories/${priv.id}/collaborators/invite`, { token: owner.token, body: { email: invitee.email, role: 'editor' } });
    expect(res.status).toBe(201);
    expect(await recipientsOf(`story_invite:${res.body.id}`)).toEqual(once(invitee));
    expect((await bell(invitee)).list[0]).toMatchObject({
      kind: 'STORY_INVITE',
      title: 'Olive Owner invited you to collaborate on “SECRET private plans”',
      body: 'As an editor. Open the story to accept or decline it.',
      link: `/stories/${priv.id}?invite=${res.body.id}`,
    });
  });

  it('a decided access request (notifyAccessRequestDecided, for the access-request screen): the member who asked', async () => {
    const asker = await buildMember(portal.dataSource);
    const [{ id }] = await portal.dataSource.query(`INSERT INTO access_requests (member_id, kind, requested_role, reason) VALUES ($1, 'admin', 'admin', 'Board work') RETURNING id`, [asker.id]);
    await portal.dataSource.transaction(async (tx) => {
      await tx.query(`UPDATE access_requests SET status = 'approved', granted_role = 'admin', decided_at = now(), decided_by = $2 WHERE id = $1`, [id, owner.id]);
      await notifyAccessRequestDecided(tx, { requestId: id, memberId: asker.id, outcome: 'approved', decidedBy: owner.id });
    });
    expect(await recipientsOf(`access_request:${id}`)).toEqual(once(asker));
    expect((await bell(asker)).list[0]).toMatchObject({ kind: 'ACCESS_REQUEST_DECIDED', title: 'Your access request was granted: you are now Admin', link: '/legislators' });
    // A rolled-back decision tells nobody: the event commits with the change or not at all.
    const [{ id: other }] = await portal.dataSource.query(`INSERT INTO access_requests (member_id, kind) VALUES ($1, 'emergency') RETURNING id`, [asker.id]);
    await expect(
      portal.dataSource.transaction(async (tx) => {
        await notifyAccessRequestDecided(tx, { requestId: other, memberId: asker.id, outcome: 'rejected', decidedBy: owner.id });
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    expect(await recipientsOf(`access_request:${other}`)).toEqual({});
  });
});

describe('email by preference', () => {
  it('defaults: invites and decisions right away, followed stories and key votes weekly (no email now)', async () => {
    const member = await buildMember(portal.dataSource);
    const prefs = await portal.rest('GET', '/api/users/me/notification-preferences', { token: member.token });
    expect(prefs.status).toBe(200);
    expect(prefs.body.data.timeZone).toBe('America/New_York');
    expect(Object.fromEntries(prefs.body.data.email.map((e: { kind: string; mode: string }) => [e.kind, e.mode]))).toEqual({
      story_invite: 'immediate',
      join_request_decided: 'immediate',
      proposal_decided: 'immediate',
      tip_decided: 'immediate',
      access_request_decided: 'immediate',
      // The outcome of a comment one reported (issue #58 item 7), a decision like the others.
      report_decided: 'immediate',
      story_article: 'weekly',
      key_vote: 'weekly',
      // A call to take action before a vote (issue #56) will not wait for a digest.
      take_action: 'immediate',
      // How one's own legislators voted (issue #60): on the day, not in a digest.
      legislator_vote: 'immediate',
    });
    // Staff also choose for staff commentary.
    const staff = await portal.gql('{ notificationPreferences { email { kind mode } } }', {}, staffFollower.token);
    expect(staff.body.data.notificationPreferences.email).toContainEqual({ kind: 'STAFF_COMMENTARY', mode: 'WEEKLY' });
  });

  it('immediate: one email per notification, with the signed unsubscribe link and RFC 8058 headers; off and weekly: none', async () => {
    const eager = await buildMember(portal.dataSource);
    const quiet = await buildMember(portal.dataSource);
    const weekly = await buildMember(portal.dataSource);
    for (const m of [eager, quiet, weekly]) await follow(portal.dataSource, pub.id, m.id);
    const set = await portal.rest('PUT', '/api/users/me/notification-preferences', { token: eager.token, body: { email: { story_article: 'immediate' } } });
    expect(set.status).toBe(200);
    expect(set.body.data.email).toContainEqual(expect.objectContaining({ kind: 'story_article', mode: 'immediate', defaultMode: 'weekly' }));
    expect((await portal.gql('mutation { updateNotificationPreferences(input: { email: [{ kind: STORY_ARTICLE, mode: OFF }] }) { email { kind mode } } }', {}, quiet.token)).body.errors).toBeUndefined();

    const article = await buildArticle(portal.dataSource, { title: 'Council vote delayed' });
    expect((await portal.rest('POST', `/api/stories/${pub.id}/articles/${article.id}`, { token: owner.token, body: {} })).status).toBe(201);
    const [mail, ...more] = await mailTo(eager.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('New article in “Water rates”');
    expect(mail.text).toContain('Council vote delayed');
    expect(mail.links[0]).toBe(`https://members.example.org/articles/${article.id}`);
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/members\.example\.org\/unsubscribe\?token=[\w.-]+>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Unsubscribe from emails about stories you follow: https://members.example.org/unsubscribe?token=');
    expect(await mailTo(quiet.email)).toEqual([]);
    expect(await mailTo(weekly.email)).toEqual([]);
    // Everyone still has it in the bell; the weekly one waits for the digest, the quiet one never will be emailed.
    const modes: { member_id: string; email_mode: string; emailed_at: Date | null }[] = await portal.dataSource.query(
      'SELECT member_id, email_mode, emailed_at FROM notifications WHERE article_id = $1',
      [article.id],
    );
    const byMember = Object.fromEntries(modes.map((m) => [m.member_id, [m.email_mode, m.emailed_at !== null]]));
    expect([byMember[eager.id], byMember[quiet.id], byMember[weekly.id]]).toEqual([
      ['immediate', true],
      ['off', false],
      ['weekly', false],
    ]);
  });

  it('an invitee who turned invitation emails off gets the notification but no email', async () => {
    const invitee = await buildMember(portal.dataSource);
    await portal.rest('PUT', '/api/users/me/notification-preferences', { token: invitee.token, body: { email: { story_invite: 'off' } } });
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const res = await portal.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: owner.token, body: { email: invitee.email } });
    expect(await recipientsOf(`story_invite:${res.body.id}`)).toEqual(once(invitee));
    expect(await mailTo(invitee.email)).toEqual([]);
  });

  it('refuses an unknown time zone, a kind twice, and staff commentary for plain members — changing nothing', async () => {
    const member = await buildMember(portal.dataSource);
    const before = (await portal.rest('GET', '/api/users/me/notification-preferences', { token: member.token })).body;
    const bad = await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { timeZone: 'Mars/Olympus_Mons', email: { key_vote: 'off' } } });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'Please choose a time zone from the list, such as America/New_York.' } } });
    const twice = await portal.gql('mutation { updateNotificationPreferences(input: { email: [{ kind: KEY_VOTE, mode: OFF }, { kind: KEY_VOTE, mode: DAILY }] }) { timeZone } }', {}, member.token);
    expect(twice.body.errors[0]).toMatchObject({ message: 'Each kind of notification can be set only once.', extensions: { code: 'BAD_USER_INPUT' } });
    const staffOnly = await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { staff_commentary: 'daily' } } });
    expect(staffOnly.status).toBe(400);
    expect((await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { key_vote: 'sometimes' } } })).status).toBe(400);
    expect((await portal.rest('GET', '/api/users/me/notification-preferences', { token: member.token })).body).toEqual(before);
    const ok = await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { timeZone: 'America/Los_Angeles' } });
    expect(ok.body.data.timeZone).toBe('America/Los_Angeles');
  });
});

describe('reading and marking read', () => {
  let reader: TestMember;
  let ids: string[];

  beforeAll(async () => {
    reader = await buildMember(portal.dataSource);
    for (let i = 0; i < 3; i++) {
      await portal.rest('POST', '/api/key-votes', { token: owner.token, body: { bill_id: `H.R. ${78000 + i}`, title: `Key vote ${i}`, organization_position: 'oppose' } });
    }
    ids = (await bell(reader)).list.map((n) => n.id);
  });

  it('lists newest first and pages with limit/offset', async () => {
    const page = await portal.gql('{ notifications(limit: 2, offset: 1) { title } }', {}, reader.token);
    expect(page.body.data.notifications.map((n: { title: string }) => n.title)).toEqual(['New key vote: Key vote 1', 'New key vote: Key vote 0']);
    expect((await portal.rest('GET', '/api/notifications?limit=0', { token: reader.token })).status).toBe(400);
    expect((await portal.rest('GET', '/api/notifications', {})).status).toBe(401);
  });

  it('marks one read (REST), then unknown and foreign ids change nothing and are named (404)', async () => {
    const one = await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: [ids[0]] } });
    expect(one).toMatchObject({ status: 200, body: { data: { updated: 1, unreadCount: 2 } } });
    expect((await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: [ids[0]] } })).body.data).toEqual({ updated: 0, unreadCount: 2 });

    const unknown = randomUUID();
    const foreign = (await bell(outsider)).list[0]!.id;
    for (const bad of [unknown, foreign]) {
      const res = await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: [ids[1], bad] } });
      expect(res).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: `Notification not found: ${bad}. Nothing was marked as read.` } } });
      const gql = await portal.gql('mutation($ids: [UUID!]!) { markNotificationsRead(ids: $ids) { updated } }', { ids: [ids[1], bad] }, reader.token);
      expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    // ids[1] stayed unread; the outsider's too.
    expect((await bell(reader)).count).toBe(2);
    expect((await bell(outsider)).list[0]!.read).toBe(false);
  });

  it('refuses an empty list, a malformed id and more than 100 ids (400)', async () => {
    expect((await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: [] } })).body.error.message).toBe('Choose at least one notification to mark as read.');
    expect((await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: {} })).status).toBe(400);
    expect((await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: ['not-a-uuid'] } })).status).toBe(400);
    expect((await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: 'x' } })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => randomUUID());
    // The input guard caps every list argument (graphql/input-guard.ts).
    expect((await portal.rest('POST', '/api/notifications/read', { token: reader.token, body: { ids: many } })).body.error).toMatchObject({ code: 'BAD_USER_INPUT', message: 'At most 100 entries are accepted in ids.' });
  });

  it('marks all read (GraphQL), only the caller’s', async () => {
    const outsiderBefore = (await bell(outsider)).count;
    const res = await portal.gql('mutation { markAllNotificationsRead { updated unreadCount } }', {}, reader.token);
    expect(res.body.data.markAllNotificationsRead).toEqual({ updated: 2, unreadCount: 0 });
    expect((await portal.rest('GET', '/api/notifications/unread-count', { token: reader.token })).body).toEqual({ data: { count: 0 } });
    expect((await bell(outsider)).count).toBe(outsiderBefore);
  });
});

describe('privacy when read later', () => {
  it('a member removed from a private story no longer reads its title in an old notification', async () => {
    const collaborator = await buildMember(portal.dataSource);
    await addCollaborator(portal.dataSource, priv.id, collaborator.id, 'viewer');
    await follow(portal.dataSource, priv.id, collaborator.id);
    const article = await buildArticle(portal.dataSource, { title: 'Closed-door memo' });
    await portal.rest('POST', `/api/stories/${priv.id}/articles/${article.id}`, { token: owner.token, body: {} });
    expect((await bell(collaborator)).list[0]!.title).toBe('New article in “SECRET private plans”');
    await portal.dataSource.query('DELETE FROM story_collaborators WHERE story_id = $1 AND member_id = $2', [priv.id, collaborator.id]);
    const after = await bell(collaborator);
    expect(after.list[0]).toMatchObject({ title: 'This update is no longer available to you', body: null, link: null });
    expect(JSON.stringify(after)).not.toMatch(/SECRET|Closed-door/);
  });

  it('a deleted article takes its notifications with it', async () => {
    const article = await buildArticle(portal.dataSource, { title: 'To be deleted' });
    await portal.rest('POST', `/api/stories/${pub.id}/articles/${article.id}`, { token: owner.token, body: {} });
    expect(await recipientsOf(`story_article:${pub.id}:${article.id}`)).not.toEqual({});
    await portal.rest('DELETE', `/api/articles/${article.id}`, { token: owner.token });
    expect(await recipientsOf(`story_article:${pub.id}:${article.id}`)).toEqual({});
  });
});

describe('unsubscribe links (signed, no sign-in, RFC 8058 one-click)', () => {
  const tokenOf = (mail: { headers: Record<string, string> }) => /token=([\w.-]+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!;
  const modes = async (m: TestMember) =>
    Object.fromEntries((await portal.rest('GET', '/api/users/me/notification-preferences', { token: m.token })).body.data.email.map((e: { kind: string; mode: string }) => [e.kind, e.mode]));
  const page = async (method: 'GET' | 'POST', token: string, body?: BodyInit, type?: string) => {
    const res = await fetch(`${portal.baseUrl}/unsubscribe?token=${encodeURIComponent(token)}`, { method, body, headers: type ? { 'content-type': type } : {} });
    return { status: res.status, html: await res.text(), type: res.headers.get('content-type') };
  };

  async function immediateArticleEmail(member: TestMember) {
    await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { story_article: 'immediate' } } });
    await follow(portal.dataSource, pub.id, member.id);
    const article = await buildArticle(portal.dataSource);
    await portal.rest('POST', `/api/stories/${pub.id}/articles/${article.id}`, { token: owner.token, body: {} });
    const [mail] = await mailTo(member.email);
    return mail!;
  }

  it('GET shows what would be turned off and changes nothing; the one-click POST turns that kind off and says so', async () => {
    const member = await buildMember(portal.dataSource);
    const token = tokenOf(await immediateArticleEmail(member));
    const shown = await page('GET', token);
    expect(shown.status).toBe(200);
    expect(shown.type).toMatch(/text\/html/);
    expect(shown.html).toContain('Unsubscribe from emails about stories you follow?');
    expect(shown.html).toContain(`${member.email} will no longer get emails about stories you follow.`);
    expect(shown.html).toMatch(/<form method="post" action="\/unsubscribe\?token=[\w.%-]+"><button type="submit" autofocus>Unsubscribe<\/button>/);
    expect((await modes(member)).story_article).toBe('immediate');

    const done = await page('POST', token, 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(done.status).toBe(200);
    expect(done.html).toContain('You are unsubscribed');
    expect(done.html).toContain(`${member.email} will no longer get emails about stories you follow.`);
    const after = await modes(member);
    expect(after).toMatchObject({ story_article: 'off', key_vote: 'weekly', story_invite: 'immediate' });
    // Again (a mail client retrying): the same answer, nothing else changes.
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await page('POST', token, form)).status).toBe(200);
    expect(await modes(member)).toEqual(after);
    // And the next article is not emailed.
    const article = await buildArticle(portal.dataSource);
    await portal.rest('POST', `/api/stories/${pub.id}/articles/${article.id}`, { token: owner.token, body: {} });
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it('a tampered link is refused with a clear page (400) and changes nothing', async () => {
    const member = await buildMember(portal.dataSource);
    const token = tokenOf(await immediateArticleEmail(member));
    const [head, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), t: 'story_invite' })).toString('base64url');
    for (const bad of [`${head}.${otherPayload}.${signature}`, `${token.slice(0, -3)}abc`, 'not-a-token']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await page(method, bad);
        expect(res.status).toBe(400);
        expect(res.html).toContain('This unsubscribe link is not valid');
        expect(res.html).toContain('Nothing was changed.');
      }
    }
    expect((await page('POST', '')).status).toBe(400);
    expect(await modes(member)).toMatchObject({ story_article: 'immediate', story_invite: 'immediate' });
  });

  it('an expired link is refused (410) and changes nothing', async () => {
    const member = await buildMember(portal.dataSource);
    const { signUnsubscribeToken } = await import('../../gateway/src/modules/notification/unsubscribe.js');
    const { LOCAL_DEV_EMAIL_LINK_SECRET } = await import('../../gateway/src/config/config.js');
    const old = await signUnsubscribeToken(LOCAL_DEV_EMAIL_LINK_SECRET, member.email, 'key_vote' as never, new Date(Date.now() - 91 * 86_400_000));
    for (const method of ['GET', 'POST'] as const) {
      const res = await page(method, old);
      expect(res.status).toBe(410);
      expect(res.html).toContain('This unsubscribe link has expired');
    }
    expect((await modes(member)).key_vote).toBe('weekly');
  });

  it('a digest’s link turns off every kind that digest carries', async () => {
    const member = await buildMember(portal.dataSource);
    await portal.rest('PUT', '/api/users/me/notification-preferences', { token: member.token, body: { email: { tip_decided: 'weekly' } } });
    const { signUnsubscribeToken } = await import('../../gateway/src/modules/notification/unsubscribe.js');
    const { LOCAL_DEV_EMAIL_LINK_SECRET } = await import('../../gateway/src/config/config.js');
    const res = await page('POST', await signUnsubscribeToken(LOCAL_DEV_EMAIL_LINK_SECRET, member.email, 'digest:weekly'), 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded');
    expect(res.html).toContain(`${member.email} will no longer get the weekly digest.`);
    expect(await modes(member)).toMatchObject({ story_article: 'off', key_vote: 'off', tip_decided: 'off', story_invite: 'immediate' });
  });

  it('an address without an account can unsubscribe from invitations: later invites send no email', async () => {
    const email = `no-account-${randomUUID().slice(0, 8)}@example.org`;
    const first = await buildStory(portal.dataSource, { ownerId: owner.id });
    await portal.rest('POST', `/api/stories/${first.id}/collaborators/invite`, { token: owner.token, body: { email } });
    const [mail] = await mailTo(email);
    expect((await page('POST', tokenOf(mail!), 'List-Unsubscribe=One-Click', 'application/x-www-form-urlencoded')).html).toContain(
      `${email} will no longer get emails about invitations to collaborate.`,
    );
    const second = await buildStory(portal.dataSource, { ownerId: owner.id });
    expect((await portal.rest('POST', `/api/stories/${second.id}/collaborators/invite`, { token: owner.token, body: { email } })).status).toBe(201);
    expect(await mailTo(email)).toHaveLength(1);
  });
});
