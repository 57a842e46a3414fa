import type { EntityManager } from 'typeorm';
import { isStaff } from '../../auth/roles.js';
import { badInput } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { DEFAULT_TIME_ZONE, isKnownTimeZone } from '../member/time-zone.js';
import { ALL_KINDS, EmailMode, NotificationKind } from './notification.enums.js';

type Db = Pick<EntityManager, 'query'>;

export { DEFAULT_TIME_ZONE, isKnownTimeZone };

/** The words the profile form and the emails use for each kind, and its default email mode (issue #16: invites and decisions immediate, followed stories and key votes weekly; issue #56: calls to take action immediate, a vote will not wait for a digest). */
export const KIND_INFO: Record<NotificationKind, { label: string; description: string; defaultMode: EmailMode; staffOnly?: boolean }> = {
  [NotificationKind.STORY_INVITE]: { label: 'Invitations to collaborate', description: 'When someone invites you to work on a story.', defaultMode: EmailMode.IMMEDIATE },
  [NotificationKind.JOIN_REQUEST_DECIDED]: {
    label: 'Requests to join stories',
    description: 'When a story owner accepts or declines your request to join, and when someone asks to join a story you own.',
    defaultMode: EmailMode.IMMEDIATE,
  },
  [NotificationKind.PROPOSAL_DECIDED]: {
    label: 'Proposals',
    description: 'When a story owner approves or rejects a change you proposed, and when someone proposes a change to a story you own.',
    defaultMode: EmailMode.IMMEDIATE,
  },
  [NotificationKind.TIP_DECIDED]: { label: 'Your tips', description: 'When our staff publish or decline a link you sent.', defaultMode: EmailMode.IMMEDIATE },
  [NotificationKind.ACCESS_REQUEST_DECIDED]: {
    label: 'Your access requests',
    description: 'When an administrator grants or declines your request for more access.',
    defaultMode: EmailMode.IMMEDIATE,
  },
  [NotificationKind.REPORT_DECIDED]: {
    label: 'Comments you reported',
    description: 'When our staff have reviewed a comment you reported: removed, or kept.',
    defaultMode: EmailMode.IMMEDIATE,
  },
  [NotificationKind.STORY_ARTICLE]: { label: 'Stories you follow', description: 'New articles added to the stories you follow.', defaultMode: EmailMode.WEEKLY },
  [NotificationKind.KEY_VOTE]: { label: 'Key votes', description: 'New key votes, with how your members of Congress voted.', defaultMode: EmailMode.WEEKLY },
  [NotificationKind.STAFF_COMMENTARY]: {
    label: 'Staff commentary',
    description: 'Staff commentary on articles you submitted or that are in stories you follow.',
    defaultMode: EmailMode.WEEKLY,
    staffOnly: true,
  },
  [NotificationKind.TAKE_ACTION]: {
    label: 'Calls to take action',
    description: 'When we ask you to call or write your own members of Congress before a key vote.',
    defaultMode: EmailMode.IMMEDIATE,
  },
  [NotificationKind.LEGISLATOR_VOTE]: {
    label: 'How my legislators vote',
    description: 'When your own representative or senators vote on a key vote, with how they voted against our position.',
    defaultMode: EmailMode.IMMEDIATE,
  },
};

/**
 * Whether a kind is pushed to a member's subscribed devices unless they chose otherwise (issue
 * #59): the kinds that are emailed right away by default (invitations, decisions, calls to take
 * action) are; followed stories, key votes and staff commentary wait for the member to turn them on.
 */
export const defaultPush = (kind: NotificationKind): boolean => KIND_INFO[kind].defaultMode === EmailMode.IMMEDIATE;

/** Kinds that can reach this member: staff commentary only ever reaches staff-level members (commentary.policy.ts). */
export const kindsFor = (viewer: { roles: Viewer['roles'] }): NotificationKind[] => ALL_KINDS.filter((k) => !KIND_INFO[k].staffOnly || isStaff(viewer));

/**
 * The email mode of each of `memberIds` for each of `kinds`, in one statement: the member's saved
 * choice, else 'off' when their address unsubscribed from the kind before they had an account, else
 * the kind's default.
 */
async function modesOf(db: Db, memberIds: string[], kinds: readonly NotificationKind[]): Promise<{ id: string; kind: NotificationKind; mode: EmailMode }[]> {
  if (!memberIds.length || !kinds.length) return [];
  return db.query(
    `SELECT m.id, k.kind, COALESCE(p.email_mode, CASE WHEN u.email IS NOT NULL THEN 'off' END, k.default_mode) AS mode
       FROM members m
      CROSS JOIN unnest($2::text[], $3::text[]) AS k(kind, default_mode)
       LEFT JOIN notification_preferences p ON p.member_id = m.id AND p.kind = k.kind
       LEFT JOIN email_unsubscribes u ON u.email = m.email AND u.kind = k.kind
      WHERE m.id = ANY($1::uuid[])`,
    [memberIds, kinds, kinds.map((k) => KIND_INFO[k].defaultMode)],
  );
}

/** Each member's email mode for `kind` (a fan-out's recipients). */
export async function emailModes(db: Db, memberIds: string[], kind: NotificationKind): Promise<Map<string, EmailMode>> {
  return new Map((await modesOf(db, memberIds, [kind])).map((r) => [r.id, r.mode]));
}

/**
 * One member's email mode for each of `kinds` (the settings page and each digest ask for every
 * kind; a statement per kind, run side by side on a transaction's one connection, were queued by pg
 * anyway and are refused by pg 9).
 */
export async function memberEmailModes(db: Db, memberId: string, kinds: readonly NotificationKind[]): Promise<Map<NotificationKind, EmailMode>> {
  return new Map((await modesOf(db, [memberId], kinds)).map((r) => [r.kind, r.mode]));
}

/** Email mode of an address without an account (story invites): 'off' after it unsubscribed, else the default. */
export async function addressEmailMode(db: Db, email: string, kind: NotificationKind): Promise<EmailMode> {
  const rows: unknown[] = await db.query('SELECT 1 FROM email_unsubscribes WHERE email = $1 AND kind = $2', [email.toLowerCase(), kind]);
  return rows.length ? EmailMode.OFF : KIND_INFO[kind].defaultMode;
}

export interface PreferenceRow {
  kind: NotificationKind;
  mode: EmailMode;
  /** Pushed to the member's subscribed devices. */
  push: boolean;
}

export interface MemberPreferences {
  timeZone: string;
  email: PreferenceRow[];
}

export async function readPreferences(db: Db, member: { id: string; roles: Viewer['roles'] }): Promise<MemberPreferences> {
  const [row]: { time_zone: string }[] = await db.query('SELECT time_zone FROM members WHERE id = $1', [member.id]);
  const kinds = kindsFor(member);
  const modes = await memberEmailModes(db, member.id, kinds);
  const pushRows: { kind: NotificationKind; push: boolean }[] = await db.query('SELECT kind, push FROM notification_preferences WHERE member_id = $1 AND push IS NOT NULL', [member.id]);
  const push = new Map(pushRows.map((r) => [r.kind, r.push]));
  return {
    timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
    email: kinds.map((kind) => ({ kind, mode: modes.get(kind) ?? KIND_INFO[kind].defaultMode, push: push.get(kind) ?? defaultPush(kind) })),
  };
}

export const PREFERENCE_MESSAGES = {
  timeZone: 'Please choose a time zone from the list, such as America/New_York.',
  duplicate: 'Each kind of notification can be set only once.',
  pushDuplicate: 'Each kind of notification can have push turned on or off only once.',
  staffOnly: 'Staff commentary notifications are for staff members.',
} as const;

/**
 * updateNotificationPreferences / PUT /api/users/me/notification-preferences: the time zone and
 * any number of kinds' email modes, all or nothing (a bad value changes nothing).
 */
export async function updatePreferences(
  ctx: Context,
  viewer: Viewer,
  input: { timeZone?: string | null; email?: { kind: NotificationKind; mode: EmailMode }[] | null; push?: { kind: NotificationKind; enabled: boolean }[] | null },
): Promise<MemberPreferences> {
  await getOrCreateProfile(ctx, viewer);
  const zone = input.timeZone?.trim();
  if (input.timeZone != null && (!zone || !(await isKnownTimeZone(ctx.dataSource, zone)))) throw badInput(PREFERENCE_MESSAGES.timeZone, { field: 'timeZone' });
  const email = input.email ?? [];
  if (new Set(email.map((e) => e.kind)).size !== email.length) throw badInput(PREFERENCE_MESSAGES.duplicate, { field: 'email' });
  if (email.some((e) => KIND_INFO[e.kind].staffOnly && !isStaff(viewer))) throw badInput(PREFERENCE_MESSAGES.staffOnly, { field: 'email' });
  const push = input.push ?? [];
  if (new Set(push.map((p) => p.kind)).size !== push.length) throw badInput(PREFERENCE_MESSAGES.pushDuplicate, { field: 'push' });
  if (push.some((p) => KIND_INFO[p.kind].staffOnly && !isStaff(viewer))) throw badInput(PREFERENCE_MESSAGES.staffOnly, { field: 'push' });
  await ctx.dataSource.transaction(async (tx) => {
    if (zone) await tx.query('UPDATE members SET time_zone = $2, updated_at = now() WHERE id = $1', [viewer.id, zone]);
    for (const { kind, mode } of email) {
      await tx.query(
        `INSERT INTO notification_preferences (member_id, kind, email_mode) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, kind) DO UPDATE SET email_mode = EXCLUDED.email_mode, updated_at = now()`,
        [viewer.id, kind, mode],
      );
    }
    for (const { kind, enabled } of push) {
      await tx.query(
        `INSERT INTO notification_preferences (member_id, kind, push) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, kind) DO UPDATE SET push = EXCLUDED.push, updated_at = now()`,
        [viewer.id, kind, enabled],
      );
    }
  });
  ctx.loaders.memberById.clear(viewer.id);
  return readPreferences(ctx.dataSource, viewer);
}
