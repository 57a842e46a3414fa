import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember as buildAnyMember, type TestMember } from '../factories/members.js';
import { buildInvite, buildStory } from '../factories/stories.js';
import { zoneOnAnotherDayThanUtc } from '../factories/time-zones.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Invites reach the invitee (issue #14 item 4): an email through the one mailer (read here from
 * the local outbox, /dev/mail.json, as a person would), sent by a job the invite enqueues (issue
 * #16), with a link to the story where the invite waits; the invitee's list of open invites (GET /api/users/me/invites) has what a dashboard
 * needs; an accepted story is in My Stories.
 */

let portal: TestPortal;
let owner: TestMember;

// The portal's links (and its tokens' issuer) use this site address, as in production.
const SITE_URL = 'https://members.example.org';
const buildMember = (ds: Parameters<typeof buildAnyMember>[0], opts: Parameters<typeof buildAnyMember>[1] = {}) =>
  buildAnyMember(ds, { issuer: `${SITE_URL}/auth/v1`, ...opts });

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function mailTo(address: string): Promise<Mail[]> {
  await portal.settle(); // the email is a job enqueued with the invite
  const res = await fetch(`${portal.baseUrl}/dev/mail.json?to=${encodeURIComponent(address)}`);
  return res.json();
}

const invite = (storyId: string, email: string, role = 'contributor', token = owner.token) =>
  portal.rest('POST', `/api/stories/${storyId}/collaborators/invite`, { token, body: { email, role } });

beforeAll(async () => {
  portal = await startTestPortal('invites', { SITE_URL });
  owner = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'Olive Owner', showRealName: true });
});
afterAll(() => portal?.close());

describe('the invite email', () => {
  it('reaches a member with a link to the story and the invite, naming the inviter, the role and the expiry', async () => {
    const invitee = await buildMember(portal.dataSource);
    // The expiry is dated in the invitee's time zone (their notification settings), not the
    // server's: one whose date there differs from UTC's at this hour.
    const zone = zoneOnAnotherDayThanUtc(new Date(Date.now() + 7 * 86_400_000));
    await portal.dataSource.query('UPDATE members SET time_zone = $2 WHERE id = $1', [invitee.id, zone]);
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Data brokers & <b>you</b>' });
    const sent = await invite(story.id, invitee.email.toUpperCase(), 'editor');
    expect(sent.status).toBe(201);
    const [mail, ...more] = await mailTo(invitee.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Olive Owner invited you to collaborate on “Data brokers & <b>you</b>”');
    const link = `https://members.example.org/stories/${story.id}?invite=${sent.body.id}`;
    expect(mail.links).toEqual([link, 'https://members.example.org/profile?tab=settings#email-notifications', expect.stringMatching(/^https:\/\/members\.example\.org\/unsubscribe\?token=/)]);
    expect(mail.text).toContain('Olive Owner invited you to collaborate on the story "Data brokers & <b>you</b>" as an editor.');
    expect(mail.text).toContain(link);
    const expiresIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(sent.body.expiresAt));
    expect(expiresIn(zone)).not.toBe(expiresIn('UTC'));
    expect(mail.text).toContain(`The invitation expires on ${expiresIn(zone)}.`);
    expect(mail.text).not.toContain('Sign up');
    const [{ html }] = await portal.dataSource.query('SELECT html FROM auth_mail_outbox WHERE "to" = $1', [invitee.email]);
    expect(html).toContain('Data brokers &amp; &lt;b&gt;you&lt;/b&gt;');
    expect(html).toContain(`href="${link}"`);
  });

  it('tells an address without an account to sign up with it, where the invite waits', async () => {
    const email = `not-yet-${randomUUID().slice(0, 8)}@example.org`;
    const story = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Broadband maps' });
    const sent = await invite(story.id, email);
    expect(sent.status).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail.links.slice(0, 2)).toEqual([`https://members.example.org/stories/${story.id}?invite=${sent.body.id}`, 'https://members.example.org/signup']);
    expect(mail.text).toContain(`You do not have an account with this address (${email}) yet. Sign up with it`);
    expect(mail.text).toContain('as a contributor.');
  });

  it('an anonymous inviter is named "A staff member", never by their hidden name', async () => {
    const quiet = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'Quiet Quentin', showRealName: false });
    const story = await buildStory(portal.dataSource, { ownerId: quiet.id, title: 'Quiet story' });
    const invitee = await buildMember(portal.dataSource);
    expect((await invite(story.id, invitee.email, 'viewer', quiet.token)).status).toBe(201);
    const [mail] = await mailTo(invitee.email);
    expect(mail.subject).toBe('A staff member invited you to collaborate on “Quiet story”');
    expect(JSON.stringify(mail)).not.toContain('Quiet Quentin');
  });

  it('a refused invite sends nothing (not the owner, a duplicate, a bad address)', async () => {
    const story = await buildStory(portal.dataSource, { ownerId: owner.id });
    const member = await buildMember(portal.dataSource);
    expect((await invite(story.id, member.email, 'contributor', member.token)).status).toBe(404); // a private story is hidden from them
    expect(await mailTo(member.email)).toEqual([]);
    expect((await invite(story.id, member.email)).status).toBe(201);
    expect((await invite(story.id, member.email)).status).toBe(409);
    expect(await mailTo(member.email)).toHaveLength(1);
    expect((await invite(story.id, 'not-an-email')).status).toBe(400);
  });

  it('when the email cannot be sent (SMTP down), the invite is made and its email waits to be retried', async () => {
    const broken = await startTestPortal('invites_smtp_down', { SITE_URL, SMTP_URL: 'smtp://127.0.0.1:9/' });
    try {
      const staff = await buildMember(broken.dataSource, { role: Role.STAFF });
      const story = await buildStory(broken.dataSource, { ownerId: staff.id });
      const res = await broken.rest('POST', `/api/stories/${story.id}/collaborators/invite`, { token: staff.token, body: { email: 'someone@example.org' } });
      expect(res.status).toBe(201);
      expect(await broken.dataSource.query('SELECT id FROM story_invites WHERE story_id = $1', [story.id])).toHaveLength(1);
      // The email job ran, the SMTP server refused, and the job waits for its retry: nothing was recorded as sent.
      await expect.poll(async () => (await broken.dataSource.query(`SELECT state FROM pgboss.job WHERE name = 'email-send'`)).map((j: { state: string }) => j.state), { timeout: 10_000 }).toEqual([
        'retry',
      ]);
      expect(await broken.dataSource.query('SELECT id FROM auth_mail_outbox')).toEqual([]);
      expect(await broken.dataSource.query('SELECT key FROM email_deliveries')).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/users/me/invites', () => {
  it('lists open invites to the caller, newest first, with story title, inviter, role and expiry — and nothing else', async () => {
    const me = await buildMember(portal.dataSource);
    const other = await buildMember(portal.dataSource);
    const older = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Older story' });
    const newer = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Newer story' });
    const expired = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Expired story' });
    const answered = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Answered story' });
    const first = await invite(older.id, me.email, 'viewer');
    const second = await invite(newer.id, me.email, 'editor');
    await invite(newer.id, other.email);
    const old = await buildInvite(portal.dataSource, { storyId: expired.id, email: me.email, invitedBy: owner.id });
    await portal.dataSource.query("UPDATE story_invites SET expires_at = now() - interval '1 minute' WHERE id = $1", [old]);
    const declined = await invite(answered.id, me.email);
    await portal.rest('PUT', `/api/invites/${declined.body.id}`, { token: me.token, body: { status: 'declined' } });

    const res = await portal.rest('GET', '/api/users/me/invites', { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: second.body.id,
        storyId: newer.id,
        storyTitle: 'Newer story',
        invitedBy: { displayName: 'Olive Owner' },
        role: 'editor',
        status: 'pending',
        createdAt: second.body.createdAt,
        expiresAt: second.body.expiresAt,
        inviteeEmail: me.email,
      },
      expect.objectContaining({ id: first.body.id, storyTitle: 'Older story', role: 'viewer', invitedBy: { displayName: 'Olive Owner' } }),
    ]);
    const gql = await portal.gql('{ myInvites { id storyTitle role expiresAt invitedBy { displayName } } }', undefined, me.token);
    expect(gql.body.data.myInvites.map((i: { id: string }) => i.id)).toEqual([second.body.id, first.body.id]);
    expect((await portal.rest('GET', '/api/users/me/invites')).status).toBe(401);
  });

  it('accepting from the list puts the story (private too) in My Stories with the role; declining does not', async () => {
    const me = await buildMember(portal.dataSource);
    const accepted = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Joined privately', isGlobal: false });
    const declined = await buildStory(portal.dataSource, { ownerId: owner.id, title: 'Said no', isGlobal: false });
    const a = await invite(accepted.id, me.email, 'contributor');
    const d = await invite(declined.id, me.email);
    expect((await portal.rest('GET', '/api/users/me/stories', { token: me.token })).body.data).toEqual([]);
    expect((await portal.rest('PUT', `/api/invites/${a.body.id}`, { token: me.token, body: { status: 'accepted' } })).status).toBe(200);
    expect((await portal.rest('PUT', `/api/invites/${d.body.id}`, { token: me.token, body: { status: 'declined' } })).status).toBe(200);
    const mine = await portal.rest('GET', '/api/users/me/stories', { token: me.token });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: accepted.id, title: 'Joined privately', userRole: 'contributor' })]);
    const gql = await portal.gql('{ myStories { id userRole } }', undefined, me.token);
    expect(gql.body.data.myStories).toEqual([{ id: accepted.id, userRole: 'CONTRIBUTOR' }]);
    expect((await portal.rest('GET', '/api/users/me/invites', { token: me.token })).body.data).toEqual([]);
    // The owner's My Stories still has both, as owner.
    const owners = await portal.gql('{ myStories { id userRole } }', undefined, owner.token);
    expect(owners.body.data.myStories).toEqual(expect.arrayContaining([{ id: accepted.id, userRole: 'OWNER' }, { id: declined.id, userRole: 'OWNER' }]));
  });
});
