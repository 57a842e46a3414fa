import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { setArticleFetchOptions } from '../../gateway/src/ingest/article/article-source.js';
import { onTipDecided, type TipDecided } from '../../gateway/src/modules/tip/tip.events.js';
import { articlePage, buildArticle, html, startPageServer } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildTip } from '../factories/tips.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Member tips (issue #14 item 5) over GraphQL and REST: a member sends a link with a private note,
 * it is fetched and extracted like staff submission (same rules, same messages, pages served on
 * loopback), waits in the staff queue, and staff publish it (an article credited to the member)
 * or decline it. Who may read, publish and decline; bad input writes nothing.
 */

let portal: TestPortal;
let pages: Awaited<ReturnType<typeof startPageServer>>;
let staff: TestMember;
let member: TestMember;
let other: TestMember;

const TIP = 'id url title publication imageUrl tags note status declineReason createdAt decidedAt outcomeSeen submitterDisplayName article { id title submittedBy submitterDisplayName }';
const SUBMIT = `mutation($input: SubmitTipInput!) { submitTip(input: $input) { status tip { ${TIP} } article { id title } } }`;
const PUBLISH = `mutation($id: UUID!) { publishTip(id: $id) { ${TIP} } }`;
const DECLINE = `mutation($id: UUID!, $reason: String) { declineTip(id: $id, reason: $reason) { ${TIP} } }`;
const PARSE = 'mutation($url: String!) { parseUrl(url: $url) { id } }';

const count = async (table: 'tips' | 'articles') => Number((await portal.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
const counts = async () => ({ tips: await count('tips'), articles: await count('articles') });

beforeAll(async () => {
  setArticleFetchOptions({ allowPrivate: true });
  portal = await startTestPortal('tips');
  pages = await startPageServer({
    '/zoning': html(articlePage({ title: 'Zoning board delays vote', site: 'Metro Wire', image: '/img/zoning.jpg', published: '2025-04-02T09:00:00Z' })),
    '/transit': html(articlePage({ title: 'Transit fares to rise', site: 'Metro Wire' })),
    '/schools': html(articlePage({ title: 'School board budget gap', site: 'Valley Post' })),
    '/water': html(articlePage({ title: 'Water rates under review', site: 'Valley Post' })),
    '/parks': html(articlePage({ title: 'Parks levy on the ballot', site: 'Valley Post' })),
    '/libraries': html(articlePage({ title: 'Library hours cut', site: 'Valley Post' })),
    '/hooked': html(articlePage({ title: 'A page whose decision fails', site: 'Valley Post' })),
    '/raced': html(articlePage({ title: 'Published twice', site: 'Valley Post' })),
    '/json': html('{"not":"html"}', 'application/json'),
  });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'desk_editor', showRealName: true });
  member = await buildMember(portal.dataSource, { username: 'river_reader', showRealName: true });
  other = await buildMember(portal.dataSource, { username: 'someone_else', showRealName: true });
});
afterAll(async () => {
  await pages?.close();
  await portal?.close();
  setArticleFetchOptions(null);
});

describe('a member sends a tip', () => {
  let tipId: string;

  it('fetches and extracts the page, keeps the private note, and queues it without publishing (GraphQL)', async () => {
    const before = await counts();
    const { body } = await portal.gql(SUBMIT, { input: { url: pages.url('/zoning'), note: '  My neighbor is on the board.  ' } }, member.token);
    expect(body.errors).toBeUndefined();
    const r = body.data.submitTip;
    expect(r.status).toBe('SUBMITTED');
    expect(r.article).toBeNull();
    expect(r.tip).toMatchObject({
      url: pages.url('/zoning'),
      title: 'Zoning board delays vote',
      publication: 'Metro Wire',
      imageUrl: pages.url('/img/zoning.jpg'),
      note: 'My neighbor is on the board.',
      status: 'PENDING',
      declineReason: null,
      decidedAt: null,
      outcomeSeen: false,
      submitterDisplayName: 'river_reader',
      article: null,
    });
    tipId = r.tip.id;
    expect(await counts()).toEqual({ tips: before.tips + 1, articles: before.articles });
  });

  it('sending the same page again returns the pending tip instead of a second one', async () => {
    const before = await counts();
    const { body } = await portal.gql(SUBMIT, { input: { url: `${pages.url('/zoning')}?utm_source=newsletter` } }, member.token);
    expect(body.data.submitTip).toMatchObject({ status: 'SUBMITTED', tip: { id: tipId, note: 'My neighbor is on the board.' } });
    expect(await counts()).toEqual(before);
  });

  it('over REST: 201 with the tip, listed in the member\'s tips newest first', async () => {
    const res = await portal.rest('POST', '/api/tips', { token: member.token, body: { url: pages.url('/transit') } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'submitted', tip: { title: 'Transit fares to rise', status: 'pending', note: null }, article: null });
    const mine = await portal.rest('GET', '/api/users/me/tips', { token: member.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((t: { title: string }) => t.title)).toEqual(['Transit fares to rise', 'Zoning board delays vote']);
    expect(mine.body.data[1]).toMatchObject({ id: tipId, status: 'pending', note: 'My neighbor is on the board.' });
  });

  it('a tip for an article the portal already has links the member to it and stores no tip', async () => {
    const existing = await buildArticle(portal.dataSource, { title: 'Already here', url: pages.url('/schools'), submittedBy: staff.id });
    const before = await counts();
    const gql = await portal.gql(SUBMIT, { input: { url: pages.url('/schools'), note: 'Seen this?' } }, member.token);
    expect(gql.body.data.submitTip).toEqual({ status: 'EXISTING', tip: null, article: { id: existing.id, title: 'Already here' } });
    const rest = await portal.rest('POST', '/api/tips', { token: member.token, body: { url: pages.url('/schools') } });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ status: 'existing', tip: null, article: { id: existing.id } });
    expect(await counts()).toEqual(before);
  });
});

describe('bad input: the same rules and messages as staff submission, and nothing is written', () => {
  const cases: [string, () => string][] = [
    ['an empty URL', () => '   '],
    ['text that is not a URL', () => 'not a link'],
    ['another scheme', () => 'ftp://example.com/a.html'],
    ['javascript:', () => 'javascript:alert(1)'],
    ['a page that is not there (404)', () => pages.url('/missing')],
    ['a page that is not HTML', () => pages.url('/json')],
    ['a URL that is too long', () => `https://example.com/${'a'.repeat(2100)}`],
  ];

  it.each(cases)('%s', async (_label, url) => {
    const before = await counts();
    const staffAnswer = await portal.gql(PARSE, { url: url() }, staff.token);
    const tip = await portal.gql(SUBMIT, { input: { url: url() } }, member.token);
    const rest = await portal.rest('POST', '/api/tips', { token: member.token, body: { url: url() } });
    expect(staffAnswer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(tip.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(tip.body.errors[0].message).toBe(staffAnswer.body.errors[0].message);
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe(staffAnswer.body.errors[0].message);
    expect(await counts()).toEqual(before);
  });

  it('the SSRF guards refuse private addresses when the setting is off, with the fetcher\'s reason', async () => {
    setArticleFetchOptions({ allowPrivate: false });
    try {
      const before = await counts();
      for (const url of [pages.url('/water'), 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/', 'http://[::1]/']) {
        const staffAnswer = await portal.rest('POST', '/api/articles/parse-url', { token: staff.token, body: { url } });
        const res = await portal.rest('POST', '/api/tips', { token: member.token, body: { url } });
        expect(res.status).toBe(400);
        expect(['BLOCKED_ADDRESS', 'UNSUPPORTED_PORT']).toContain(res.body.error.details.reason);
        expect(res.body.error.message).toBe(staffAnswer.body.error.message);
      }
      expect(await counts()).toEqual(before);
    } finally {
      setArticleFetchOptions({ allowPrivate: true });
    }
  });

  it('a note over 2000 characters is refused before anything is fetched', async () => {
    const before = await counts();
    const res = await portal.rest('POST', '/api/tips', { token: member.token, body: { url: pages.url('/water'), note: 'x'.repeat(2001) } });
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'The note may be at most 2000 characters long.' } } });
    const gql = await portal.gql(SUBMIT, { input: { url: pages.url('/water'), note: 'a\u0000b' } }, member.token);
    expect(gql.body.errors[0]).toMatchObject({ message: 'The text contains an invalid character.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await counts()).toEqual(before);
  });

  it('anonymous callers are refused (401) on both transports', async () => {
    const gql = await portal.gql(SUBMIT, { input: { url: pages.url('/water') } });
    expect(gql.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await portal.rest('POST', '/api/tips', { body: { url: pages.url('/water') } })).status).toBe(401);
  });
});

describe('who reads a tip', () => {
  it('the member who sent it and staff read it with its note; another member gets 404 on both transports', async () => {
    const tip = await buildTip(portal.dataSource, { memberId: member.id, note: 'Only for staff eyes' });
    const query = 'query($id: UUID!) { tip(id: $id) { id note } }';
    expect((await portal.gql(query, { id: tip.id }, member.token)).body.data.tip).toEqual({ id: tip.id, note: 'Only for staff eyes' });
    expect((await portal.gql(query, { id: tip.id }, staff.token)).body.data.tip).toEqual({ id: tip.id, note: 'Only for staff eyes' });
    const hidden = await portal.gql(query, { id: tip.id }, other.token);
    expect(hidden.body.errors[0]).toMatchObject({ message: 'Tip not found.', extensions: { code: 'NOT_FOUND' } });
    expect(JSON.stringify(hidden.body)).not.toContain('Only for staff eyes');
    const rest = await portal.rest('GET', `/api/tips/${tip.id}`, { token: other.token });
    expect(rest).toMatchObject({ status: 404, body: { error: { message: 'Tip not found.' } } });
    expect((await portal.rest('GET', `/api/tips/${tip.id}`, { token: staff.token })).body.data).toMatchObject({ id: tip.id, note: 'Only for staff eyes', status: 'pending' });
    // Another member's list never holds it.
    const theirs = await portal.rest('GET', '/api/users/me/tips', { token: other.token });
    expect(JSON.stringify(theirs.body)).not.toContain('Only for staff eyes');
  });

  it('members cannot see the queue, publish or decline (403 on both transports), not even their own tip; nothing changes', async () => {
    const tip = await buildTip(portal.dataSource, { memberId: member.id });
    for (const who of [member, other]) {
      expect((await portal.gql('{ tips { id } }', undefined, who.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('GET', '/api/tips', { token: who.token })).status).toBe(403);
      expect((await portal.gql(PUBLISH, { id: tip.id }, who.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('POST', `/api/tips/${tip.id}/publish`, { token: who.token })).status).toBe(403);
      expect((await portal.gql(DECLINE, { id: tip.id }, who.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await portal.rest('POST', `/api/tips/${tip.id}/decline`, { token: who.token, body: { reason: 'no' } })).status).toBe(403);
    }
    const [row] = await portal.dataSource.query('SELECT status, article_id FROM tips WHERE id = $1', [tip.id]);
    expect(row).toEqual({ status: 'pending', article_id: null });
  });
});

describe('staff review', () => {
  it('the queue lists pending tips oldest first with the note; the count matches', async () => {
    const res = await portal.rest('GET', '/api/tips?status=pending&limit=100', { token: staff.token });
    expect(res.status).toBe(200);
    const times = res.body.data.map((t: { createdAt: string }) => Date.parse(t.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(res.body.data.every((t: { status: string }) => t.status === 'pending')).toBe(true);
    expect(res.body.data.find((t: { title: string }) => t.title === 'Zoning board delays vote')).toMatchObject({ note: 'My neighbor is on the board.', submitterDisplayName: 'river_reader' });
    const countRes = await portal.gql('{ pendingTipCount }', undefined, staff.token);
    expect(countRes.body.data.pendingTipCount).toBe(res.body.data.length);
    const bad = await portal.rest('GET', '/api/tips?status=maybe', { token: staff.token });
    expect(bad.status).toBe(400);
  });

  it('publishing makes an article credited to the member, in their My tips; a second decision is a 409', async () => {
    const sent = await portal.gql(SUBMIT, { input: { url: pages.url('/parks'), note: 'Vote is in May' } }, member.token);
    const tipId = sent.body.data.submitTip.tip.id;
    const before = await counts();
    const { body } = await portal.gql(PUBLISH, { id: tipId }, staff.token);
    expect(body.errors).toBeUndefined();
    const tip = body.data.publishTip;
    expect(tip).toMatchObject({ status: 'PUBLISHED', article: { title: 'Parks levy on the ballot', submittedBy: member.id, submitterDisplayName: 'river_reader' } });
    expect(tip.decidedAt).not.toBeNull();
    expect(await counts()).toEqual({ tips: before.tips, articles: before.articles + 1 });
    const [article] = await portal.dataSource.query('SELECT url, publication, submitted_by FROM articles WHERE id = $1', [tip.article.id]);
    expect(article).toEqual({ url: pages.url('/parks'), publication: 'Valley Post', submitted_by: member.id });

    const mine = await portal.rest('GET', '/api/users/me/articles', { token: member.token });
    expect(mine.body.data.map((a: { id: string }) => a.id)).toContain(tip.article.id);
    const myTips = await portal.rest('GET', '/api/users/me/tips', { token: member.token });
    expect(myTips.body.data.find((t: { id: string }) => t.id === tipId)).toMatchObject({ status: 'published', outcomeSeen: false, article: { id: tip.article.id } });

    const again = await portal.rest('POST', `/api/tips/${tipId}/publish`, { token: staff.token });
    expect(again).toMatchObject({ status: 409, body: { error: { message: 'This tip has already been reviewed.' } } });
    const decline = await portal.gql(DECLINE, { id: tipId, reason: 'late' }, staff.token);
    expect(decline.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(await counts()).toEqual({ tips: before.tips, articles: before.articles + 1 });
    // Now the page is known: another tip for it links to the article.
    const later = await portal.gql(SUBMIT, { input: { url: pages.url('/parks') } }, other.token);
    expect(later.body.data.submitTip).toMatchObject({ status: 'EXISTING', article: { id: tip.article.id } });
  });

  it('declining (REST) records the reason the member reads; no article is made', async () => {
    const sent = await portal.rest('POST', '/api/tips', { token: member.token, body: { url: pages.url('/libraries') } });
    const tipId = sent.body.data.tip.id;
    const before = await counts();
    const tooLong = await portal.rest('POST', `/api/tips/${tipId}/decline`, { token: staff.token, body: { reason: 'r'.repeat(1001) } });
    expect(tooLong).toMatchObject({ status: 400, body: { error: { message: 'The reason may be at most 1000 characters long.' } } });
    const res = await portal.rest('POST', `/api/tips/${tipId}/decline`, { token: staff.token, body: { reason: '  Outside our issue areas.  ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: tipId, status: 'declined', declineReason: 'Outside our issue areas.', article: null });
    expect(await counts()).toEqual(before);
    const mine = await portal.gql(`{ myTips { ${TIP} } }`, undefined, member.token);
    expect(mine.body.data.myTips.find((t: { id: string }) => t.id === tipId)).toMatchObject({ status: 'DECLINED', declineReason: 'Outside our issue areas.' });
    const queue = await portal.rest('GET', '/api/tips?status=declined', { token: staff.token });
    expect(queue.body.data[0]).toMatchObject({ id: tipId, status: 'declined' });
  });

  it('a page published meanwhile: publishing the tip links it to that article (no duplicate)', async () => {
    const sent = await portal.gql(SUBMIT, { input: { url: pages.url('/raced') } }, member.token);
    const tipId = sent.body.data.submitTip.tip.id;
    const staffCopy = await portal.gql('mutation($url: String!) { parseUrl(url: $url) { id isExisting } }', { url: pages.url('/raced') }, staff.token);
    expect(staffCopy.body.data.parseUrl.isExisting).toBe(false);
    const before = await counts();
    const { body } = await portal.gql(PUBLISH, { id: tipId }, staff.token);
    expect(body.data.publishTip).toMatchObject({ status: 'PUBLISHED', article: { id: staffCopy.body.data.parseUrl.id, submittedBy: staff.id } });
    expect(await counts()).toEqual(before);
  });

  it('decision hooks run inside the decision: they see the event, and a failing hook leaves the tip pending', async () => {
    const seen: TipDecided[] = [];
    const off = onTipDecided(async (db, event) => {
      seen.push(event);
      const [row] = await db.query('SELECT status FROM tips WHERE id = $1', [event.tipId]);
      expect(row.status).toBe(event.status);
    });
    const declined = await buildTip(portal.dataSource, { memberId: member.id });
    await portal.gql(DECLINE, { id: declined.id, reason: 'Duplicate' }, staff.token);
    off();
    expect(seen).toEqual([expect.objectContaining({ tipId: declined.id, memberId: member.id, status: 'declined', declineReason: 'Duplicate', articleId: null, decidedBy: staff.id })]);

    const offFailing = onTipDecided(async () => {
      throw new Error('notification store down');
    });
    try {
      const sent = await portal.gql(SUBMIT, { input: { url: pages.url('/hooked') } }, member.token);
      const tipId = sent.body.data.submitTip.tip.id;
      const before = await counts();
      const res = await portal.rest('POST', `/api/tips/${tipId}/publish`, { token: staff.token });
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain('notification store down');
      expect(await counts()).toEqual(before);
      const [row] = await portal.dataSource.query('SELECT status, decided_at FROM tips WHERE id = $1', [tipId]);
      expect(row).toEqual({ status: 'pending', decided_at: null });
    } finally {
      offFailing();
    }
  });

  it('unknown and malformed ids: 404 and 400', async () => {
    expect((await portal.rest('POST', '/api/tips/00000000-0000-4000-8000-000000000000/publish', { token: staff.token })).status).toBe(404);
    expect((await portal.rest('POST', '/api/tips/not-an-id/decline', { token: staff.token })).status).toBe(400);
  });
});

describe('the member is told', () => {
  it('decided tips stay unseen until the member dismisses the notice; pending ones are untouched', async () => {
    const fresh = await buildMember(portal.dataSource);
    const published = await buildTip(portal.dataSource, { memberId: fresh.id, status: 'published' });
    const pending = await buildTip(portal.dataSource, { memberId: fresh.id });
    const first = await portal.rest('POST', '/api/users/me/tips/seen', { token: fresh.token });
    expect(first).toMatchObject({ status: 200, body: { data: { updated: 1 } } });
    const again = await portal.gql('mutation { markTipOutcomesSeen }', undefined, fresh.token);
    expect(again.body.data.markTipOutcomesSeen).toBe(0);
    const mine = await portal.gql('{ myTips { id outcomeSeen } }', undefined, fresh.token);
    expect(mine.body.data.myTips).toEqual(expect.arrayContaining([{ id: published.id, outcomeSeen: true }, { id: pending.id, outcomeSeen: false }]));
  });
});

describe('rate limit', () => {
  it('tips share the URL-submission budget (10 fetches a minute per member): a tip refused as written costs nothing, the 11th fetch is a 429', async () => {
    const limited = await startTestPortal('tips_rate', { API_RATE_LIMITS: 'true' });
    try {
      const who = await buildMember(limited.dataSource);
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) answers.push((await limited.rest('POST', '/api/tips', { token: who.token, body: { url: '' } })).status);
      // Fetched, and refused by the fetcher's guard (a loopback address): these count.
      for (let i = 0; i < 10; i++) answers.push((await limited.rest('POST', '/api/tips', { token: who.token, body: { url: `http://127.0.0.1:9/tip-${i}` } })).status);
      expect(answers.every((s) => s === 400)).toBe(true);
      const last = await limited.rest('POST', '/api/tips', { token: who.token, body: { url: 'https://example.org/one-more' } });
      expect(last.status).toBe(429);
      expect(last.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
