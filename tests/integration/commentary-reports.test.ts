import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildCommentary } from '../factories/articles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildArticle } from '../factories/stories.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #58 item 7: members report a comment with a reason, once; staff see the reports in a
 * queue and remove the comment (recorded in the moderation log) or keep it; every reporter is
 * told the outcome in the bell; the author is never told who reported it. Both transports.
 */
let portal: TestPortal;
let author: TestMember;
let reporter: TestMember;
let second: TestMember;
let staff: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('commentary_reports');
  author = await buildMember(portal.dataSource, { username: 'Loud Writer', showRealName: true });
  reporter = await buildMember(portal.dataSource, { username: 'Careful Reader', showRealName: true });
  second = await buildMember(portal.dataSource);
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
});
afterAll(() => portal?.close());

const REPORT = 'mutation($id: UUID!, $reason: String!) { reportCommentary(id: $id, reason: $reason) { id status reason excerpt link reporter { id } author { id } } }';
const QUEUE = 'query($s: ReportStatus) { commentaryReports(status: $s) { total items { id status reason excerpt link commentaryId otherPendingReports reporter { id displayName } author { id displayName } decidedBy { id } } } }';
const DECIDE = 'mutation($id: UUID!, $d: ReportDecision!, $note: String) { decideCommentaryReport(id: $id, decision: $d, note: $note) { id status decisionNote commentaryId } }';

async function comment(text = 'You are all idiots and this article is a lie') {
  const article = await buildArticle(portal.dataSource, { submittedBy: staff.id });
  const id = await buildCommentary(portal.dataSource, { articleId: article.id, authorId: author.id, content: text });
  return { article, id };
}
const notificationsOf = async (member: TestMember) => {
  await portal.settle();
  return (await portal.gql('{ notifications { kind title body link } }', undefined, member.token)).body.data.notifications as { kind: string; title: string; body: string | null; link: string | null }[];
};

describe('reporting a comment', () => {
  it('over REST: 201 with the report, the comment shows as reported to its reporter, and a second report is 409 with nothing stored', async () => {
    const { article, id } = await comment();
    const res = await portal.rest('POST', `/api/commentaries/${id}/report`, { token: reporter.token, body: { reason: '  Insults other readers  ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', reason: 'Insults other readers', excerpt: 'You are all idiots and this article is a lie', link: `/articles/${article.id}`, commentaryId: id });
    const seen = await portal.gql('query($a: UUID!) { commentaries(articleId: $a) { items { id reportedByViewer viewerCan { report } } } }', { a: article.id }, reporter.token);
    expect(seen.body.data.commentaries.items).toEqual([{ id, reportedByViewer: true, viewerCan: { report: true } }]);
    const again = await portal.rest('POST', `/api/commentaries/${id}/report`, { token: reporter.token, body: { reason: 'Still rude' } });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT', message: 'You have already reported this comment.' } } });
    expect(await portal.dataSource.query('SELECT count(*)::int AS n FROM commentary_reports WHERE commentary_id = $1', [id])).toEqual([{ n: 1 }]);
  });

  it('refuses one’s own comment, a missing or long reason and a hidden or unknown comment, with a clear 4xx and nothing stored', async () => {
    const { id } = await comment();
    const own = await portal.rest('POST', `/api/commentaries/${id}/report`, { token: author.token, body: { reason: 'Oops' } });
    expect(own).toMatchObject({ status: 400, body: { error: { message: 'You cannot report your own comment.' } } });
    const blank = await portal.rest('POST', `/api/commentaries/${id}/report`, { token: reporter.token, body: { reason: '   ' } });
    expect(blank).toMatchObject({ status: 400, body: { error: { message: 'Please say why you are reporting this comment.' } } });
    const missing = await portal.rest('POST', `/api/commentaries/${id}/report`, { token: reporter.token, body: {} });
    expect(missing.status).toBe(400);
    const long = await portal.gql(REPORT, { id, reason: 'x'.repeat(501) }, reporter.token);
    expect(long.body.errors[0]).toMatchObject({ message: 'The reason may be at most 500 characters long.', extensions: { code: 'BAD_USER_INPUT' } });
    const wrongType = await portal.rest('POST', `/api/commentaries/${id}/report`, { token: reporter.token, body: { reason: 42 } });
    expect(wrongType.status).toBe(400);
    const article = await buildArticle(portal.dataSource, { submittedBy: staff.id });
    const staffNote = await buildCommentary(portal.dataSource, { articleId: article.id, authorId: staff.id, content: 'Staff only', type: 'staff' });
    const hidden = await portal.rest('POST', `/api/commentaries/${staffNote}/report`, { token: reporter.token, body: { reason: 'Curious' } });
    expect(hidden).toMatchObject({ status: 404, body: { error: { message: 'Commentary not found' } } });
    expect((await portal.rest('POST', '/api/commentaries/not-a-uuid/report', { token: reporter.token, body: { reason: 'x' } })).status).toBe(400);
    expect((await portal.rest('POST', `/api/commentaries/${id}/report`, { body: { reason: 'x' } })).status).toBe(401);
    expect(await portal.dataSource.query('SELECT count(*)::int AS n FROM commentary_reports')).toEqual([{ n: 1 }]);
  });

  it('never shows the reporter to the author: no report field reaches members, and the author hears nothing', async () => {
    const { article, id } = await comment('A comment that gets reported');
    const made = await portal.gql(REPORT, { id, reason: 'Spam link' }, reporter.token);
    // Even the reporter's own answer carries no people.
    expect(made.body.data.reportCommentary).toMatchObject({ reporter: null, author: null });
    const queue = await portal.gql(QUEUE, {}, author.token);
    expect(queue.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await portal.rest('GET', '/api/reports', { token: author.token })).status).toBe(403);
    const theirs = await portal.gql('query($a: UUID!) { commentaries(articleId: $a) { items { id reportedByViewer viewerCan { report } } } }', { a: article.id }, author.token);
    expect(theirs.body.data.commentaries.items).toEqual([{ id, reportedByViewer: false, viewerCan: { report: false } }]);
    const reply = await portal.rest('GET', `/api/commentaries?articleId=${article.id}`, { token: author.token });
    expect(JSON.stringify(reply.body)).not.toContain(reporter.id);
    expect(JSON.stringify(reply.body)).not.toContain('Careful Reader');
    expect(await notificationsOf(author)).toEqual([]);
  });

  it('is rate-limited per member: 10 reports in 10 minutes, then 429 with Retry-After', async () => {
    const limited = await startTestPortal('commentary_reports_rate', { DATABASE_URL: portal.databaseUrl, API_RATE_LIMITS: 'true' });
    try {
      const busy = await buildMember(limited.dataSource);
      for (let i = 0; i < 10; i++) {
        const { id } = await comment(`Comment number ${i}`);
        expect((await limited.rest('POST', `/api/commentaries/${id}/report`, { token: busy.token, body: { reason: 'Spam' } })).status).toBe(201);
      }
      const { id } = await comment('One too many');
      const res = await fetch(`${limited.baseUrl}/api/commentaries/${id}/report`, {
        method: 'POST',
        headers: { authorization: `Bearer ${busy.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Spam' }),
      });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await res.json()).error).toMatchObject({ code: 'RATE_LIMITED', message: 'You are reporting comments too fast. Please wait a few minutes and try again.' });
      expect(await limited.dataSource.query('SELECT count(*)::int AS n FROM commentary_reports WHERE reporter_id = $1', [busy.id])).toEqual([{ n: 10 }]);
    } finally {
      await limited.close();
    }
  });
});

describe('the staff queue', () => {
  it('lists pending reports oldest first with what was said, why and by whom; removing takes the comment down, decides every report of it and tells each reporter', async () => {
    const { article, id } = await comment('Buy cheap pills at spam.example');
    const first = (await portal.gql(REPORT, { id, reason: 'Spam' }, reporter.token)).body.data.reportCommentary.id;
    const other = (await portal.rest('POST', `/api/commentaries/${id}/report`, { token: second.token, body: { reason: 'Advertising' } })).body.data.id;

    const queue = await portal.gql(QUEUE, {}, staff.token);
    const mine = queue.body.data.commentaryReports.items.find((r: { id: string }) => r.id === first);
    expect(mine).toMatchObject({
      status: 'PENDING',
      reason: 'Spam',
      excerpt: 'Buy cheap pills at spam.example',
      link: `/articles/${article.id}`,
      otherPendingReports: 1,
      reporter: { id: reporter.id, displayName: 'Careful Reader' },
      author: { id: author.id },
    });
    const rest = await portal.rest('GET', '/api/reports?status=pending', { token: staff.token });
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(queue.body.data.commentaryReports.total);
    expect(rest.body.data.find((r: { id: string }) => r.id === other)).toMatchObject({ status: 'pending', reason: 'Advertising' });

    const decided = await portal.rest('POST', `/api/reports/${first}/decide`, { token: staff.token, body: { decision: 'remove', note: 'Spam is not allowed.' } });
    expect(decided).toMatchObject({ status: 200, body: { data: { status: 'removed', decisionNote: 'Spam is not allowed.', commentaryId: null } } });
    expect(await portal.dataSource.query('SELECT id FROM commentaries WHERE id = $1', [id])).toEqual([]);
    expect(await portal.dataSource.query('SELECT status FROM commentary_reports WHERE id = ANY($1::uuid[]) ORDER BY status', [[first, other]])).toEqual([{ status: 'removed' }, { status: 'removed' }]);
    expect(await portal.dataSource.query("SELECT actor_id, action, content_type, author_id, summary FROM moderation_actions WHERE content_id = $1", [id])).toEqual([
      { actor_id: staff.id, action: 'delete', content_type: 'commentary', author_id: author.id, summary: 'Buy cheap pills at spam.example' },
    ]);

    for (const who of [reporter, second]) {
      expect(await notificationsOf(who)).toContainEqual({
        kind: 'REPORT_DECIDED',
        title: 'The comment you reported was removed',
        body: '“Buy cheap pills at spam.example” Thank you for telling us. Our staff wrote: Spam is not allowed.',
        link: `/articles/${article.id}`,
      });
    }
    expect(await notificationsOf(author)).toEqual([]);
    const twice = await portal.rest('POST', `/api/reports/${other}/decide`, { token: staff.token, body: { decision: 'keep' } });
    expect(twice).toMatchObject({ status: 409, body: { error: { message: 'This report has already been decided.' } } });
  });

  it('keeping the comment leaves it and tells the reporter; bad decisions are 400, unknown reports 404, members 403', async () => {
    const { article, id } = await comment('A sharp but fair remark');
    const report = (await portal.gql(REPORT, { id, reason: 'Rude' }, second.token)).body.data.reportCommentary.id;
    expect((await portal.rest('POST', `/api/reports/${report}/decide`, { token: staff.token, body: { decision: 'delete' } })).status).toBe(400);
    expect((await portal.rest('POST', `/api/reports/${report}/decide`, { token: staff.token, body: {} })).status).toBe(400);
    expect((await portal.rest('POST', `/api/reports/${report}/decide`, { token: staff.token, body: { decision: 'keep', note: 'n'.repeat(1001) } })).status).toBe(400);
    expect((await portal.rest('POST', `/api/reports/${report}/decide`, { token: second.token, body: { decision: 'remove' } })).status).toBe(403);
    expect((await portal.rest('POST', '/api/reports/00000000-0000-4000-8000-000000000000/decide', { token: staff.token, body: { decision: 'keep' } })).status).toBe(404);
    expect(await portal.dataSource.query('SELECT status FROM commentary_reports WHERE id = $1', [report])).toEqual([{ status: 'pending' }]);

    const kept = await portal.gql(DECIDE, { id: report, d: 'KEEP' }, staff.token);
    expect(kept.body.data.decideCommentaryReport).toMatchObject({ status: 'KEPT', commentaryId: id });
    expect(await portal.dataSource.query('SELECT id FROM commentaries WHERE id = $1', [id])).toEqual([{ id }]);
    expect(await notificationsOf(second)).toContainEqual({
      kind: 'REPORT_DECIDED',
      title: 'The comment you reported was reviewed and stays',
      body: '“A sharp but fair remark” Our staff found it within the rules.',
      link: `/articles/${article.id}`,
    });
    const keptList = await portal.rest('GET', '/api/reports?status=kept', { token: staff.token });
    expect(keptList.body.data.map((r: { id: string }) => r.id)).toContain(report);
  });
});
