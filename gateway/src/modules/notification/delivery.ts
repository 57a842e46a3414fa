import type { DataSource, EntityManager } from 'typeorm';
import { isRole, Role } from '../../auth/roles.js';
import type { Logger } from '../../config/logger.js';
import type { Context } from '../../graphql/context.js';
import { createLoaders } from '../../graphql/loaders.js';
import { JOB } from '../../jobs/job-names.js';
import { enqueue, jobQueueFor } from '../../jobs/queue.js';
import type { MailMessage } from '../../mail/mailer.js';
import { render } from '../../mail/render.js';
import { notificationMail } from '../../mail/templates/notification.js';
import { storyInviteMail } from '../../mail/templates/story-invite.js';
import { accessRequestDecidedMail } from '../../mail/templates/access-request-decided.js';
import { ROLE_HOME, ROLE_WORDS } from '../access-request/access-request.service.js';
import { publicDisplayName } from '../member/member.policy.js';
import { describe, STORY_ROLE_WORDS, UNAVAILABLE, type NotificationRow } from './describe.js';
import { loadFacts, recipientsFor } from './fanout.js';
import { EmailMode, NotificationKind } from './notification.enums.js';
import { eventKey, KIND_OF, type NotificationEvent, type QueuedNotificationEvent } from './notification.events.js';
import { longDateIn } from './mail-dates.js';
import { addressEmailMode, emailModes, KIND_INFO } from './preferences.js';
import { unsubscribeFor } from './unsubscribe.js';
import { enqueuePushes } from '../push/push-fanout.js';

/** What the notification jobs need: the database, the public origin for links, the unsubscribe secret. */
export interface NotificationDeps {
  dataSource: DataSource;
  log: Logger;
  siteUrl: string;
  linkSecret: string;
}

export interface Recipient {
  id: string;
  email: string;
  timeZone: string;
}

/**
 * A request-like context acting as one member (their roles from the database), so texts and
 * digests go through exactly the rules an API call by that member would.
 */
export async function memberContext(deps: Pick<NotificationDeps, 'dataSource' | 'log'>, memberId: string): Promise<{ ctx: Context; member: Recipient } | null> {
  const [row]: { id: string; email: string; time_zone: string; roles: string[] }[] = await deps.dataSource.query(
    `SELECT m.id, m.email, m.time_zone, COALESCE((SELECT array_agg(r.role) FROM member_roles r WHERE r.member_id = m.id), '{}') AS roles
       FROM members m WHERE m.id = $1`,
    [memberId],
  );
  if (!row) return null;
  const roles = [Role.USER, ...row.roles.filter(isRole)];
  const viewer = { id: row.id, email: row.email, roles };
  const ctx: Context = { viewer, dataSource: deps.dataSource, loaders: createLoaders(deps.dataSource, viewer), log: deps.log };
  return { ctx, member: { id: row.id, email: row.email, timeZone: row.time_zone } };
}

const ACTION: Record<NotificationKind, string> = {
  [NotificationKind.STORY_INVITE]: 'See the invitation',
  [NotificationKind.JOIN_REQUEST_DECIDED]: 'Open the story',
  [NotificationKind.PROPOSAL_DECIDED]: 'Open the story',
  [NotificationKind.TIP_DECIDED]: 'See your tip',
  [NotificationKind.ACCESS_REQUEST_DECIDED]: 'Open the portal',
  [NotificationKind.STORY_ARTICLE]: 'Read the article',
  [NotificationKind.KEY_VOTE]: 'See the key vote',
  [NotificationKind.STAFF_COMMENTARY]: 'Read the commentary',
  [NotificationKind.TAKE_ACTION]: 'Take action',
  [NotificationKind.LEGISLATOR_VOTE]: 'See the scorecard',
  [NotificationKind.REPORT_DECIDED]: 'Open the page',
};

const why = (kind: NotificationKind) => `You get this email because you chose to hear about ${KIND_INFO[kind].label.charAt(0).toLowerCase()}${KIND_INFO[kind].label.slice(1)} right away.`;

/** One notification as an email to its recipient, or null when there is nothing they may open any more. */
export async function notificationEmail(deps: NotificationDeps, ctx: Context, member: Recipient, row: NotificationRow): Promise<MailMessage | null> {
  const d = await describe(ctx, row);
  if (d === UNAVAILABLE || !d.link) return null;
  const unsubscribe = await unsubscribeFor({ siteUrl: deps.siteUrl, secret: deps.linkSecret }, member.email, row.kind, why(row.kind));
  return render(notificationMail, member.email, { title: d.title, body: d.body, link: `${deps.siteUrl}${d.link}`, action: ACTION[row.kind] }, unsubscribe);
}

/**
 * The invitation email (issue #14 item 4): names the inviter as the invitee would see them on the
 * portal, the story, the role and the expiry; an address without an account is told to sign up.
 */
export async function inviteEmail(deps: NotificationDeps, db: Pick<EntityManager, 'query'>, inviteId: string): Promise<MailMessage | null> {
  const [invite]: { story_id: string; title: string; role: string; expires_at: Date; email: string; username: string | null; show_real_name: boolean | null; invitee_time_zone: string | null }[] =
    await db.query(
      `SELECT i.story_id, s.title, i.role, i.expires_at, lower(i.invitee_email) AS email, inviter.username, inviter.show_real_name,
              (SELECT m.time_zone FROM members m WHERE m.email = lower(i.invitee_email)) AS invitee_time_zone
         FROM story_invites i JOIN stories s ON s.id = i.story_id LEFT JOIN members inviter ON inviter.id = i.invited_by
        WHERE i.id = $1 AND i.status = 'pending'`,
      [inviteId],
    );
  if (!invite) return null;
  const shown = invite.show_real_name !== null ? publicDisplayName({ username: invite.username, showRealName: invite.show_real_name }) : 'Anonymous';
  const unsubscribe = await unsubscribeFor(
    { siteUrl: deps.siteUrl, secret: deps.linkSecret },
    invite.email,
    NotificationKind.STORY_INVITE,
    'You get this email because a story owner on the portal invited this address.',
  );
  return render(
    storyInviteMail,
    invite.email,
    {
      inviter: shown === 'Anonymous' ? 'A staff member' : shown,
      storyTitle: invite.title,
      role: STORY_ROLE_WORDS[invite.role] ?? invite.role,
      expires: longDateIn(invite.invitee_time_zone, invite.expires_at),
      link: `${deps.siteUrl}/stories/${invite.story_id}?invite=${inviteId}`,
      signupLink: `${deps.siteUrl}/signup`,
      // Every member has a time zone (the column has a default): none means no account.
      hasAccount: invite.invitee_time_zone !== null,
      email: invite.email,
    },
    unsubscribe,
  );
}

/**
 * The access-request decision email (issue #15): granted or declined, the role in words, the date
 * asked and the super admin's note, linking to where the new role's work starts.
 */
export async function accessRequestEmail(deps: NotificationDeps, db: Pick<EntityManager, 'query'>, member: Recipient, requestId: string): Promise<MailMessage | null> {
  const [request]: { status: string; requested_role: Role; granted_role: Role | null; decision_note: string | null; created_at: Date }[] = await db.query(
    'SELECT status, requested_role, granted_role, decision_note, created_at FROM access_requests WHERE id = $1 AND member_id = $2',
    [requestId, member.id],
  );
  if (!request || request.status === 'pending') return null;
  const granted = request.status === 'approved' && request.granted_role !== null;
  const unsubscribe = await unsubscribeFor({ siteUrl: deps.siteUrl, secret: deps.linkSecret }, member.email, NotificationKind.ACCESS_REQUEST_DECIDED, why(NotificationKind.ACCESS_REQUEST_DECIDED));
  return render(
    accessRequestDecidedMail,
    member.email,
    {
      granted,
      requestedRole: ROLE_WORDS[request.requested_role] ?? request.requested_role,
      grantedRole: granted ? ROLE_WORDS[request.granted_role!] : null,
      requestedOn: longDateIn(member.timeZone, request.created_at),
      note: request.decision_note,
      link: `${deps.siteUrl}${granted ? ROLE_HOME[request.granted_role!] : '/dashboard'}`,
    },
    unsubscribe,
  );
}

/** The subject columns of an event's notification rows. */
interface Subject {
  story: string | null;
  article: string | null;
  keyVote: string | null;
  commentary: string | null;
  subject: string | null;
  outcome: string | null;
}

function subjectOf(e: NotificationEvent): Subject {
  const none: Subject = { story: null, article: null, keyVote: null, commentary: null, subject: null, outcome: null };
  switch (e.type) {
    case 'story_invite':
      return { ...none, story: e.storyId, subject: e.inviteId };
    case 'join_request_decided':
      return { ...none, story: e.storyId, subject: e.requestId, outcome: e.outcome };
    case 'proposal_decided':
      return { ...none, story: e.storyId, subject: e.proposalId, outcome: e.outcome };
    case 'tip_decided':
      return { ...none, article: e.articleId, subject: e.tipId, outcome: e.outcome };
    case 'access_request_decided':
      return { ...none, subject: e.requestId, outcome: e.outcome };
    case 'report_decided':
      return { ...none, subject: e.reportId, outcome: e.outcome };
    case 'story_article':
      return { ...none, story: e.storyId, article: e.articleId };
    case 'key_vote':
      return { ...none, keyVote: e.keyVoteId };
    case 'staff_commentary':
      return { ...none, article: e.articleId, commentary: e.commentaryId };
    case 'take_action':
      return { ...none, keyVote: e.keyVoteId, subject: e.campaignId };
    case 'legislator_vote':
      return { ...none, keyVote: e.keyVoteId, subject: e.rollCallId };
  }
}

/** Notification rows are inserted this many at a time, each batch committed on its own (and so in the bell at once). */
export const FAN_OUT_BATCH = 5_000;
/** Immediate emails of a fan-out go out this many to an email job (a job per email would be 10,000 queue rows for one article). */
export const EMAILS_PER_JOB = 50;

/**
 * THE FAN-OUT JOB: one event → one notification per recipient (recipientsFor), each with the
 * recipient's email mode for the kind at this moment, inserted FAN_OUT_BATCH at a time: each batch
 * commits on its own, so the first followers see it in their bell while the rest are written, and
 * with it the email jobs of its immediate ones (rendered when each is sent, for its recipient) and
 * the push jobs of those who get the kind pushed to their devices (modules/push/push-fanout.ts:
 * one statement per batch, PUSHES_PER_JOB notifications to a job).
 * Idempotent: a second run (a retry after a crash mid-way, another gateway) inserts only the rows
 * still missing (uq_notifications_member_event), and so emails nobody twice.
 */
export async function runFanOut(deps: NotificationDeps, event: QueuedNotificationEvent): Promise<{ notified: number; emails: number; pushes: number }> {
  const kind = KIND_OF[event.type];
  const s = subjectOf(event);
  const db = deps.dataSource;
  // Whatever the event points at may have been deleted before the job ran: then there is nothing to tell.
  const [gone]: { missing: boolean }[] = await db.query(
    `SELECT ($1::uuid IS NOT NULL AND NOT EXISTS (SELECT 1 FROM stories WHERE id = $1))
         OR ($2::uuid IS NOT NULL AND NOT EXISTS (SELECT 1 FROM articles WHERE id = $2))
         OR ($3::uuid IS NOT NULL AND NOT EXISTS (SELECT 1 FROM key_votes WHERE id = $3))
         OR ($4::uuid IS NOT NULL AND NOT EXISTS (SELECT 1 FROM commentaries WHERE id = $4)) AS missing`,
    [s.story, s.article, s.keyVote, s.commentary],
  );
  if (gone?.missing) {
    deps.log.debug(`notifications: ${eventKey(event)} is about something deleted since; nobody is told`);
    return { notified: 0, emails: 0, pushes: 0 };
  }
  const recipients = recipientsFor(event, await loadFacts(db, event));

  let notified = 0;
  let emails = 0;
  let pushes = 0;
  for (let from = 0; from < recipients.length; from += FAN_OUT_BATCH) {
    await db.transaction(async (tx) => {
      // Each batch's email modes as they are now (a member who changed them meanwhile is heard).
      const modes = await emailModes(tx, recipients.slice(from, from + FAN_OUT_BATCH), kind);
      const batch = [...modes.keys()];
      const rows: { id: string; member_id: string; email_mode: EmailMode }[] = await tx.query(
        `INSERT INTO notifications (member_id, email_mode, emailed_at, kind, event_key, actor_id, story_id, article_id, key_vote_id, commentary_id, subject_id, outcome, created_at)
         SELECT r.member_id, r.mode, CASE WHEN r.mode = 'immediate' THEN now() END, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12::timestamptz, now())
           FROM unnest($1::uuid[], $2::text[]) AS r(member_id, mode)
         ON CONFLICT (member_id, event_key) DO NOTHING
         RETURNING id, member_id, email_mode`,
        [batch, batch.map((id) => modes.get(id)), kind, eventKey(event), event.actorId, s.story, s.article, s.keyVote, s.commentary, s.subject, s.outcome, event.at ?? null],
      );
      const immediate = rows.filter((r) => r.email_mode === EmailMode.IMMEDIATE).map((r) => r.id);
      const jobs = [];
      for (let i = 0; i < immediate.length; i += EMAILS_PER_JOB) {
        const notificationIds = immediate.slice(i, i + EMAILS_PER_JOB);
        // The batch's first notification is new (RETURNING gives only rows this run inserted): a unique key.
        jobs.push({ key: `notifications:${notificationIds[0]}`, data: { key: `notifications:${notificationIds[0]}`, notificationIds } });
      }
      await jobQueueFor(deps.dataSource).sendMany(tx, JOB.email, jobs);
      pushes += await enqueuePushes(tx, kind, rows);
      notified += rows.length;
      emails += immediate.length;
    });
  }

  // An invite to an address without an account: no notification (there is no member), but the email.
  if (event.type === 'story_invite' && recipients.length === 0) {
    await db.transaction(async (tx) => {
      const [hasAccount]: unknown[] = await tx.query('SELECT 1 FROM members WHERE email = lower($1)', [event.email]);
      if (!hasAccount && (await addressEmailMode(tx, event.email, kind)) !== EmailMode.OFF) {
        const message = await inviteEmail(deps, tx, event.inviteId);
        if (message) {
          await enqueue(tx, JOB.email, { key: `invite:${event.inviteId}`, message }, { key: `invite:${event.inviteId}` });
          emails += 1;
        }
      }
    });
  }
  if (notified) deps.log.debug(`notifications: ${eventKey(event)} → ${notified} member(s), ${emails} email(s), ${pushes} pushed`);
  return { notified, emails, pushes };
}

/**
 * The email of one notification, rendered now for its recipient (what they may still open), or
 * null when there is nothing to send any more (the member, or what it points at, is gone).
 */
export async function notificationEmailOf(deps: NotificationDeps, notificationId: string): Promise<MailMessage | null> {
  const [row]: NotificationRow[] = await deps.dataSource.query('SELECT * FROM notifications WHERE id = $1', [notificationId]);
  if (!row) return null;
  const as = await memberContext(deps, row.member_id);
  if (!as) return null;
  if (row.kind === NotificationKind.STORY_INVITE) return inviteEmail(deps, deps.dataSource, row.subject_id!);
  if (row.kind === NotificationKind.ACCESS_REQUEST_DECIDED) return accessRequestEmail(deps, deps.dataSource, as.member, row.subject_id!);
  return notificationEmail(deps, as.ctx, as.member, row);
}
