import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { render } from '../../mail/render.js';
import { digestMail, type DigestItem, type DigestKeyVote, type DigestMail } from '../../mail/templates/digest.js';
import { VotePosition } from '../key-vote/key-vote.enums.js';
import { myLegislatorVotes } from '../key-vote/key-vote.service.js';
import { describe, POSITION_WORDS, UNAVAILABLE, type NotificationRow } from './describe.js';
import { memberContext, type NotificationDeps } from './delivery.js';
import { ALL_KINDS, EmailMode, NotificationKind } from './notification.enums.js';
import { memberEmailModes } from './preferences.js';
import { longDateIn } from './mail-dates.js';
import { unsubscribeFor } from './unsubscribe.js';
import type { DigestJob } from './notification.event-types.js';

type Db = Pick<EntityManager, 'query'>;

export type { DigestJob } from './notification.event-types.js';

/**
 * Email digests (issue #16 item 2). A member's notifications whose kind they get DAILY or WEEKLY
 * wait (digest_id NULL) until that digest's period ends: daily at DIGEST_HOUR (default 7:00) in
 * the member's time zone, weekly on Monday at that hour. The digest lists what waited, marks it
 * (digest_id) and records the period (digests: one row per member, frequency and period, in the
 * same transaction as the send), so a retry, a second worker or a second gateway finds the row and
 * sends nothing; a period with nothing new is recorded and sends nothing.
 */
const MODES_OF: Record<DigestJob['frequency'], EmailMode[]> = {
  daily: [EmailMode.DAILY],
  weekly: [EmailMode.WEEKLY],
  manual: [EmailMode.DAILY, EmailMode.WEEKLY],
};

/**
 * The digests due at `now`: for each member with waiting items of a frequency, the latest period
 * of that frequency that has ended in their time zone (so a digest missed while every gateway was
 * down goes out when one is back), unless it was recorded already, and only if something waiting
 * is older than the period's end. All in SQL, in each member's zone.
 */
export async function dueDigests(db: Db, digestHour: number, now = new Date()): Promise<DigestJob[]> {
  const rows: { member_id: string; frequency: 'daily' | 'weekly'; period: string; cutoff: Date }[] = await db.query(
    `WITH pending AS (
       SELECT n.member_id, n.email_mode AS frequency, min(n.created_at) AS oldest
         FROM notifications n
        WHERE n.digest_id IS NULL AND n.emailed_at IS NULL AND n.email_mode IN ('daily', 'weekly')
        GROUP BY n.member_id, n.email_mode
     ), local AS (
       SELECT p.*, m.time_zone, ($1::timestamptz AT TIME ZONE m.time_zone) AS local_now FROM pending p JOIN members m ON m.id = p.member_id
     ), slot AS (
       SELECT l.*,
              CASE l.frequency
                WHEN 'daily' THEN l.local_now::date - CASE WHEN l.local_now::time < make_time($2, 0, 0) THEN 1 ELSE 0 END
                ELSE date_trunc('week', l.local_now)::date - CASE WHEN l.local_now < date_trunc('week', l.local_now) + make_interval(hours => $2) THEN 7 ELSE 0 END
              END AS day
         FROM local l
     ), due AS (
       SELECT s.member_id, s.frequency, s.oldest,
              CASE s.frequency WHEN 'daily' THEN to_char(s.day, 'YYYY-MM-DD') ELSE to_char(s.day, 'IYYY-"W"IW') END AS period,
              ((s.day + make_time($2, 0, 0)) AT TIME ZONE s.time_zone) AS cutoff
         FROM slot s
     )
     SELECT d.member_id, d.frequency, d.period, d.cutoff FROM due d
      WHERE d.oldest <= d.cutoff
        AND NOT EXISTS (SELECT 1 FROM digests x WHERE x.member_id = d.member_id AND x.frequency = d.frequency AND x.period = d.period)
      ORDER BY d.member_id, d.frequency`,
    [now.toISOString(), digestHour],
  );
  return rows.map((r) => ({ memberId: r.member_id, frequency: r.frequency, period: r.period, cutoff: new Date(r.cutoff).toISOString() }));
}

const DECISIONS = new Set([
  NotificationKind.STORY_INVITE,
  NotificationKind.JOIN_REQUEST_DECIDED,
  NotificationKind.PROPOSAL_DECIDED,
  NotificationKind.TIP_DECIDED,
  NotificationKind.ACCESS_REQUEST_DECIDED,
  NotificationKind.REPORT_DECIDED,
]);

const VOTE_WORDS: Record<VotePosition, string> = {
  [VotePosition.YEA]: 'Yes',
  [VotePosition.NAY]: 'No',
  [VotePosition.PRESENT]: 'Present',
  [VotePosition.NOT_VOTING]: 'Did not vote',
};
// A roll call's date (a LocalDate) as written.
const dayOf = (iso: string) => longDateIn('UTC', new Date(`${iso}T12:00:00Z`));

/** 'Sen. John Barrasso (R-WY)', 'Rep. Harriet Hageman (R-WY)' — at-large districts without a number. */
function legislatorName(l: { name: { full: string }; role: string; party: string | null; state: string; district: number | null }): string {
  const title = l.role === 'Senator' ? 'Sen.' : l.role === 'Representative' ? 'Rep.' : l.role;
  const where = l.district ? `${l.state}-${l.district}` : l.state;
  return `${title} ${l.name.full} (${l.party ? `${l.party.charAt(0)}-` : ''}${where})`;
}

export interface DigestContent {
  mail: DigestMail;
  /** Items listed (the ones the member may still open). */
  count: number;
}

/** One member's digest from their waiting notifications, read as that member (ctx). */
export async function buildDigest(deps: Pick<NotificationDeps, 'siteUrl'>, ctx: Context, items: NotificationRow[], opts: { frequency: DigestJob['frequency']; since: Date | null; timeZone: string }): Promise<DigestContent> {
  const site = deps.siteUrl;
  const actions: DigestItem[] = [];
  const decisions: DigestItem[] = [];
  const votes: DigestItem[] = [];
  const commentary: DigestItem[] = [];
  const stories = new Map<string, { title: string; link: string; articles: DigestItem[] }>();
  const keyVotes: DigestKeyVote[] = [];
  for (const item of items) {
    const d = await describe(ctx, item);
    if (d === UNAVAILABLE || !d.link) continue;
    if (DECISIONS.has(item.kind)) decisions.push({ title: d.title, body: d.body, link: site + d.link });
    else if (item.kind === NotificationKind.TAKE_ACTION) actions.push({ title: d.title, body: d.body, link: site + d.link });
    else if (item.kind === NotificationKind.LEGISLATOR_VOTE) votes.push({ title: d.title, body: d.body, link: site + d.link });
    else if (item.kind === NotificationKind.STAFF_COMMENTARY) commentary.push({ title: d.title, body: d.body, link: site + d.link });
    else if (item.kind === NotificationKind.STORY_ARTICLE) {
      const article = (await ctx.loaders.articleById.load(item.article_id!))!;
      const group = stories.get(item.story_id!) ?? { title: d.storyTitle ?? '', link: `${site}/stories/${item.story_id}`, articles: [] };
      group.articles.push({ title: article.title, body: article.publication, link: site + d.link });
      stories.set(item.story_id!, group);
    } else if (item.kind === NotificationKind.KEY_VOTE) {
      const keyVote = (await ctx.loaders.keyVoteById.load(item.key_vote_id!))!;
      const mine = await myLegislatorVotes(ctx, ctx.viewer!, keyVote);
      keyVotes.push({
        title: keyVote.title,
        link: site + d.link,
        summary: [POSITION_WORDS[keyVote.organizationPosition], keyVote.billId, keyVote.outcome, keyVote.voteDate ? dayOf(keyVote.voteDate) : null].filter(Boolean).join(' · '),
        legislators: mine && mine.map((m) => ({ name: legislatorName(m.legislator), vote: m.position ? VOTE_WORDS[m.position] : 'No recorded vote' })),
      });
    }
  }
  const count = actions.length + decisions.length + votes.length + commentary.length + keyVotes.length + [...stories.values()].reduce((n, s) => n + s.articles.length, 0);
  const heading = opts.frequency === 'daily' ? 'Your daily digest' : opts.frequency === 'weekly' ? 'Your weekly digest' : 'Your digest';
  const since = opts.since ? `since your last digest on ${longDateIn(opts.timeZone, opts.since)}` : 'for you';
  return {
    count,
    mail: {
      heading,
      intro: `Here is what is new ${since}: ${count} ${count === 1 ? 'update' : 'updates'}.`,
      actions,
      decisions,
      votes,
      stories: [...stories.values()],
      keyVotes,
      commentary,
      addressLink: `${site}/dashboard#my-representatives`,
      portalLink: `${site}/dashboard`,
    },
  };
}

export type DigestOutcome = { status: 'sent'; items: number; message: MailMessage } | { status: 'empty' } | { status: 'already' };

/**
 * Builds and sends one member's digest for one period, once. It is read first (as the member,
 * outside any transaction, so a worker never holds one connection while it waits for another),
 * then written in one transaction: the digests row claims the period (a retry, a second worker or
 * a second gateway finds it and sends nothing), the listed notifications are marked, and the
 * outbox row commits with the send; if the SMTP server refuses or times out, all of it rolls back
 * and the job retries (with backoff). What waits up to the period's cutoff is fixed by then, so
 * the read and the write see the same items.
 */
export async function sendDigest(deps: NotificationDeps & { mailer: Mailer }, job: DigestJob): Promise<DigestOutcome> {
  const db = deps.dataSource;
  const [done]: unknown[] = await db.query('SELECT 1 FROM digests WHERE member_id = $1 AND frequency = $2 AND period = $3', [job.memberId, job.frequency, job.period]);
  if (done) return { status: 'already' };
  const as = await memberContext(deps, job.memberId);
  if (!as) return { status: 'empty' };
  // A kind turned off since (in the profile or by unsubscribing) is not emailed any more.
  const current = await memberEmailModes(db, job.memberId, ALL_KINDS);
  const off = ALL_KINDS.filter((k) => current.get(k) === EmailMode.OFF);
  const items: NotificationRow[] = await db.query(
    `SELECT * FROM notifications WHERE member_id = $1 AND digest_id IS NULL AND emailed_at IS NULL AND email_mode = ANY($2::text[]) AND created_at <= $3
        AND NOT kind = ANY($4::text[])
      ORDER BY created_at, id`,
    [job.memberId, MODES_OF[job.frequency], job.cutoff, off],
  );
  const [last]: { sent_at: Date | null }[] = await db.query('SELECT max(sent_at) AS sent_at FROM digests WHERE member_id = $1 AND sent_at IS NOT NULL', [job.memberId]);
  const content = await buildDigest(deps, as.ctx, items, { frequency: job.frequency, since: last?.sent_at ?? null, timeZone: as.member.timeZone });
  const weekly = items.some((i) => i.email_mode === EmailMode.WEEKLY);
  const target = job.frequency === 'daily' || (job.frequency === 'manual' && !weekly) ? 'digest:daily' : 'digest:weekly';
  const message =
    content.count === 0
      ? null
      : render(
          digestMail,
          as.member.email,
          content.mail,
          await unsubscribeFor(
            { siteUrl: deps.siteUrl, secret: deps.linkSecret },
            as.member.email,
            target,
            `You get this email because you chose ${target === 'digest:daily' ? 'a daily' : 'a weekly'} digest for some notifications.`,
          ),
        );

  return db.transaction(async (tx) => {
    const [digest]: { id: string }[] = await tx.query(
      `INSERT INTO digests (member_id, frequency, period, cutoff) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, frequency, period) DO NOTHING RETURNING id`,
      [job.memberId, job.frequency, job.period, job.cutoff],
    );
    if (!digest) return { status: 'already' } as const;
    if (off.length) {
      await tx.query(
        `UPDATE notifications SET email_mode = 'off' WHERE member_id = $1 AND digest_id IS NULL AND emailed_at IS NULL AND email_mode IN ('daily', 'weekly') AND kind = ANY($2::text[])`,
        [job.memberId, off],
      );
    }
    if (items.length) await tx.query('UPDATE notifications SET digest_id = $2 WHERE id = ANY($1::uuid[]) AND digest_id IS NULL', [items.map((i) => i.id), digest.id]);
    if (!message) return { status: 'empty' } as const;
    await deps.mailer.send(tx, message);
    await tx.query('UPDATE digests SET item_count = $2, sent_at = now() WHERE id = $1', [digest.id, content.count]);
    deps.log.debug(`digest: ${job.frequency} digest ${job.period} sent to a member (${content.count} item(s))`);
    return { status: 'sent', items: content.count, message } as const;
  });
}
