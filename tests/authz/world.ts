import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildCommentary } from '../factories/articles.js';
import { buildKeyVote } from '../factories/legislators.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildTip } from '../factories/tips.js';
import { addArticleToStory, addCollaborator, buildArticle, buildInvite, buildJoinRequest, buildProposal, buildStory, follow } from '../factories/stories.js';

/**
 * The fixture "world" the authorization matrix (matrix.ts) runs against: one member per actor,
 * a public and a private story with every story role, an article submitted by a plain member with
 * every kind of commentary, a legislator with staff commentary, a key vote, proposals, invites and
 * join requests. Mutating matrix cases never touch these shared rows: they ask `fresh` for a new
 * target per (row, actor, transport), so cases are independent and can run in any order.
 *
 * Marker strings (SECRET_*) are planted in everything a plain member may not read; the derived-field
 * checks assert they never appear in any response a plain member gets.
 */

/** Global roles (anonymous has no token) and the story / article roles that matter for some rows. */
export const GLOBAL_ACTORS = ['anonymous', 'user', 'staff', 'admin', 'super_admin'] as const;
/**
 * owner, editor, contributor: staff members with that role on every world story (powers need the
 * story role AND staff level, docs/decisions/0016); viewer: a plain member with the viewer
 * role; member_contributor: a plain member with the contributor role (no powers without staff);
 * submitter: the plain member who submitted the world article (article "owner", SPEC §6) and
 * wrote the private reader commentary.
 */
export const STORY_ACTORS = ['owner', 'editor', 'contributor', 'viewer', 'member_contributor'] as const;
export const ACTORS = [...GLOBAL_ACTORS, ...STORY_ACTORS, 'submitter'] as const;
export type Actor = (typeof ACTORS)[number];

/** Actors below staff level (they must never see staff-only or private data of others). */
export const PLAIN_ACTORS: Actor[] = ['user', 'viewer', 'member_contributor', 'submitter'];

export const SECRET = {
  privateStoryTitle: 'SECRET-private-story-title',
  privateStoryDescription: 'SECRET-private-story-description',
  staffCommentary: 'SECRET-staff-commentary-on-article',
  privateOwnerNote: 'SECRET-private-owner-note',
  privateReaderCommentary: 'SECRET-private-reader-commentary',
  legislatorStaffCommentary: 'SECRET-staff-commentary-on-legislator',
  privateStoryArticle: 'SECRET-article-only-in-private-story',
  tipNote: 'SECRET-private-note-on-a-tip',
} as const;

export interface WorldStory {
  id: string;
  title: string;
  /** An article on the story's timeline. */
  articleId: string;
  /** A pending proposal by the viewer. */
  proposalId: string;
}

export interface World {
  ds: DataSource;
  members: Record<Exclude<Actor, 'anonymous'>, TestMember>;
  /** Another staff member owning stories none of the actors is on (invites to actors come from here). */
  outsiderOwner: TestMember;
  token(actor: Actor): string | undefined;
  /** The member behind an actor (throws for anonymous). */
  member(actor: Actor): TestMember;
  pub: WorldStory;
  priv: WorldStory;
  /** Article submitted by `submitter`, with commentary of every kind. */
  article: { id: string; title: string };
  /** An article that is only on the private story's timeline (its storyCount must not leak). */
  privateOnlyArticle: { id: string };
  commentary: { regularPublic: string; regularPrivate: string; ownerPublic: string; ownerPrivate: string; staff: string };
  keyVote: string;
  legislator: { id: string; bioguide: string };
  legislatorContent: string;
  /** Emails only the public story's owner may read: a pending invitee and a pending join requester. */
  ownerOnlyEmails: string[];
  fresh: Fresh;
  /** A fresh URL of an article page the fetcher may read (set by the test that serves the pages). */
  pageUrl: () => string;
}

export interface Fresh {
  /** A story owned by `owner` with editor/contributor/viewer/member_contributor collaborators. */
  story(kind: 'public' | 'private', opts?: { openToJoin?: boolean; requiresApproval?: boolean }): Promise<WorldStory>;
  article(submittedBy?: string | null): Promise<{ id: string; title: string }>;
  proposal(storyId: string): Promise<string>;
  /** A plain member (a target for role changes, collaborators, invites). */
  member(role?: Role): Promise<TestMember>;
  /** A story collaborator that is not one of the actors. */
  extraCollaborator(storyId: string, role?: 'editor' | 'contributor' | 'viewer'): Promise<TestMember>;
  /** A pending invite to the actor's email on a fresh story of outsiderOwner. */
  inviteTo(actor: Actor): Promise<string>;
  /** A pending join request by a fresh staff member on the given story. */
  joinRequest(storyId: string): Promise<string>;
  commentary(articleId: string, type?: 'regular' | 'staff' | 'owner', isPublic?: boolean): Promise<string>;
  keyVote(): Promise<string>;
  legislatorContent(): Promise<string>;
  /** A pending tip sent by the given member (default: a fresh member none of the actors is). */
  tip(memberId?: string): Promise<string>;
  /** A pending report of a fresh public comment by `submitter`, made by a fresh member none of the actors is. */
  report(): Promise<string>;
  /** A fresh public comment by `submitter` that `actor` has already reported (anonymous: not reported). */
  reportedCommentary(actor: Actor): Promise<string>;
  /** A pending access request by a fresh plain member. */
  /** A pending request from a fresh member, asking for `role` (staff unless given). */
  accessRequest(role?: 'staff' | 'admin' | 'super_admin'): Promise<string>;
}

let bills = 0;

export async function buildWorld(ds: DataSource): Promise<World> {
  const m = async (role?: Role, username?: string) => buildMember(ds, { role, username, showRealName: !!username });
  const members = {
    user: await m(undefined, 'matrix_user'),
    staff: await m(Role.STAFF, 'matrix_staff'),
    admin: await m(Role.ADMIN, 'matrix_admin'),
    super_admin: await m(Role.SUPER_ADMIN, 'matrix_super'),
    owner: await m(Role.STAFF, 'matrix_owner'),
    editor: await m(Role.STAFF, 'matrix_editor'),
    contributor: await m(Role.STAFF, 'matrix_contributor'),
    viewer: await m(undefined, 'matrix_viewer'),
    member_contributor: await m(undefined, 'matrix_member_contributor'),
    submitter: await m(undefined, 'matrix_submitter'),
  };
  const outsiderOwner = await m(Role.STAFF, 'matrix_outsider');

  const story: Fresh['story'] = async (kind, opts = {}) => {
    const s = await buildStory(ds, {
      ownerId: members.owner.id,
      isGlobal: kind === 'public',
      openToJoin: opts.openToJoin ?? false,
      requiresApproval: opts.requiresApproval ?? true,
      ...(kind === 'private' ? { title: `${SECRET.privateStoryTitle} ${randomUUID().slice(0, 6)}`, description: SECRET.privateStoryDescription } : {}),
    });
    await addCollaborator(ds, s.id, members.editor.id, 'editor');
    await addCollaborator(ds, s.id, members.contributor.id, 'contributor');
    await addCollaborator(ds, s.id, members.viewer.id, 'viewer');
    await addCollaborator(ds, s.id, members.member_contributor.id, 'contributor');
    const a = await buildArticle(ds, { submittedBy: members.owner.id, imageUrl: 'https://img.example.org/a.jpg' });
    await addArticleToStory(ds, s.id, a.id, members.owner.id);
    const proposalId = await buildProposal(ds, { storyId: s.id, proposerId: members.viewer.id });
    return { id: s.id, title: s.title, articleId: a.id, proposalId };
  };

  const fresh: Fresh = {
    story,
    article: (submittedBy = members.submitter.id) => buildArticle(ds, { submittedBy }),
    proposal: (storyId) => buildProposal(ds, { storyId, proposerId: members.viewer.id }),
    member: (role) => buildMember(ds, { role }),
    extraCollaborator: async (storyId, role = 'contributor') => {
      const x = await buildMember(ds, { role: Role.STAFF });
      await addCollaborator(ds, storyId, x.id, role);
      return x;
    },
    inviteTo: async (actor) => {
      const s = await buildStory(ds, { ownerId: outsiderOwner.id, isGlobal: false });
      return buildInvite(ds, { storyId: s.id, email: actor === 'anonymous' ? `nobody-${randomUUID()}@example.org` : members[actor].email, invitedBy: outsiderOwner.id });
    },
    joinRequest: async (storyId) => {
      const requester = await buildMember(ds, { role: Role.STAFF });
      return buildJoinRequest(ds, { storyId, requesterId: requester.id, message: 'Let me in' });
    },
    commentary: (articleId, type = 'regular', isPublic = true) =>
      buildCommentary(ds, { articleId, authorId: type === 'staff' ? members.staff.id : members.submitter.id, type, isPublic }),
    keyVote: () => buildKeyVote(ds, { billId: `H.R. ${7000 + ++bills}`, createdBy: members.staff.id }),
    report: async () => {
      const a = await buildArticle(ds, { submittedBy: members.submitter.id });
      const c = await buildCommentary(ds, { articleId: a.id, authorId: members.submitter.id, type: 'regular', isPublic: true });
      const reporter = await buildMember(ds);
      const [{ id }] = await ds.query(
        `INSERT INTO commentary_reports (commentary_id, reporter_id, author_id, article_id, excerpt, reason) VALUES ($1, $2, $3, $4, 'matrix', 'Spam') RETURNING id`,
        [c, reporter.id, members.submitter.id, a.id],
      );
      return id;
    },
    reportedCommentary: async (actor) => {
      const a = await buildArticle(ds, { submittedBy: members.submitter.id });
      const c = await buildCommentary(ds, { articleId: a.id, authorId: members.submitter.id, type: 'regular', isPublic: true });
      if (actor !== 'anonymous' && actor !== 'submitter') {
        await ds.query(`INSERT INTO commentary_reports (commentary_id, reporter_id, author_id, article_id, excerpt, reason) VALUES ($1, $2, $3, $4, 'matrix', 'Spam')`, [c, members[actor].id, members.submitter.id, a.id]);
      }
      return c;
    },
    tip: async (memberId) => (await buildTip(ds, { memberId: memberId ?? (await buildMember(ds)).id, note: `${SECRET.tipNote} (fresh)` })).id,
    accessRequest: async (role = 'staff') => {
      const asker = await buildMember(ds);
      const [{ id }] = await ds.query("INSERT INTO access_requests (member_id, kind, requested_role, reason) VALUES ($1, 'admin', $2, 'matrix') RETURNING id", [asker.id, role]);
      return id;
    },
    legislatorContent: async () => {
      const [{ id }] = await ds.query(
        `INSERT INTO legislator_content (legislator_id, author_id, content, content_type, is_staff, is_public) VALUES ($1, $2, $3, 'staff_commentary', true, true) RETURNING id`,
        [legislator.id, members.staff.id, `${SECRET.legislatorStaffCommentary} (fresh)`],
      );
      return id;
    },
  };

  // A legislator representing ZIP 35004 (AL-1), with staff commentary and a position on the key vote.
  const bioguide = 'Z999901';
  const [{ id: legislatorIdValue }] = await ds.query(
    `INSERT INTO legislators (bioguide_id, first_name, last_name, official_full, state, current_party, in_office) VALUES ($1, 'Matrix', 'Legislator', 'Matrix Legislator', 'AL', 'Democrat', true) RETURNING id`,
    [bioguide],
  );
  const legislator = { id: legislatorIdValue as string, bioguide };
  await ds.query(
    `INSERT INTO legislator_terms (legislator_id, type, state, district, party, start_date, end_date) VALUES ($1, 'rep', 'AL', 1, 'Democrat', '2025-01-03', '2099-01-03')`,
    [legislator.id],
  );
  await ds.query(`INSERT INTO zip_districts (zcta, state_abbr, district, state_fips) VALUES ('35004', 'AL', 1, '01') ON CONFLICT DO NOTHING`);
  const [{ id: legislatorContent }] = await ds.query(
    `INSERT INTO legislator_content (legislator_id, author_id, title, content, content_type, is_staff, is_public) VALUES ($1, $2, 'Insight', $3, 'staff_commentary', true, true) RETURNING id`,
    [legislator.id, members.staff.id, SECRET.legislatorStaffCommentary],
  );
  for (const who of Object.values(members)) {
    await ds.query(`INSERT INTO addresses (member_id, street, city, state, zip_code) VALUES ($1, '1 Main St', 'Springville', 'AL', '35004')`, [who.id]);
  }

  const keyVote = await buildKeyVote(ds, { billId: 'H.R. 6999', title: 'Matrix key vote', createdBy: members.staff.id });
  const [{ id: rollCall }] = await ds.query(
    `INSERT INTO roll_calls (vote_id, chamber, congress, session, number, date, question, bill_type, bill_number, bill_congress) VALUES ('h999-119.2025', 'h', 119, '2025', 999, '2025-07-03T12:00:00Z', 'On Passage', 'hr', 6999, 119) RETURNING id`,
  );
  await ds.query(`INSERT INTO legislator_votes (roll_call_id, voter_id, legislator_id, position, display_name, party, state) VALUES ($1, $2, $3, 'YEA', 'Rep. Legislator [D-AL1]', 'D', 'AL')`, [
    rollCall,
    bioguide,
    legislator.id,
  ]);
  await ds.query('INSERT INTO key_vote_roll_calls (key_vote_id, roll_call_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [keyVote, rollCall]);

  const pub = await story('public', { openToJoin: true });
  const priv = await story('private', { openToJoin: true });
  await follow(ds, priv.id, members.viewer.id);
  await follow(ds, pub.id, members.viewer.id);
  // A follow left over from when 'user' could see the private story (issue #14 leak probes: the
  // article added to it next is "new since their last visit", yet must not surface for them).
  await follow(ds, priv.id, members.user.id);
  const privateOnlyArticle = await buildArticle(ds, { title: SECRET.privateStoryArticle, submittedBy: members.owner.id });
  await addArticleToStory(ds, priv.id, privateOnlyArticle.id, members.owner.id);

  // Pending invites to plain actors (their myInvites), and the owner's pending invite and join request.
  for (const who of [members.user, members.viewer, members.submitter]) {
    const s = await buildStory(ds, { ownerId: outsiderOwner.id, isGlobal: false });
    await buildInvite(ds, { storyId: s.id, email: who.email, invitedBy: outsiderOwner.id });
  }
  const inviteeEmail = `world-invitee-${randomUUID().slice(0, 8)}@example.org`;
  await buildInvite(ds, { storyId: pub.id, email: inviteeEmail, invitedBy: members.owner.id });
  const requester = await buildMember(ds, { role: Role.STAFF });
  await buildJoinRequest(ds, { storyId: pub.id, requesterId: requester.id, message: 'May I join?' });

  // A tip with a private note from a member who is none of the actors (only staff may read it).
  await buildTip(ds, { memberId: (await buildMember(ds)).id, note: SECRET.tipNote });

  // The world article: submitted by `submitter`, on the public story, with every kind of commentary.
  const article = await buildArticle(ds, { submittedBy: members.submitter.id, title: 'Matrix article' });
  await addArticleToStory(ds, pub.id, article.id, members.owner.id);
  const commentary = {
    regularPublic: await buildCommentary(ds, { articleId: article.id, authorId: members.user.id, content: 'A public reader thought' }),
    regularPrivate: await buildCommentary(ds, { articleId: article.id, authorId: members.submitter.id, content: SECRET.privateReaderCommentary, isPublic: false }),
    ownerPublic: await buildCommentary(ds, { articleId: article.id, authorId: members.submitter.id, content: 'A public owner note', type: 'owner' }),
    ownerPrivate: await buildCommentary(ds, { articleId: article.id, authorId: members.submitter.id, content: SECRET.privateOwnerNote, type: 'owner', isPublic: false }),
    staff: await buildCommentary(ds, { articleId: article.id, authorId: members.staff.id, content: SECRET.staffCommentary, type: 'staff' }),
  };
  // Staff commentary is the most voted one, so a leaky topCommentary would pick it.
  for (const who of [members.staff, members.admin, members.owner]) {
    await ds.query(`INSERT INTO commentary_votes (commentary_id, member_id, vote) VALUES ($1, $2, 'up')`, [commentary.staff, who.id]);
  }
  await ds.query(`INSERT INTO commentary_votes (commentary_id, member_id, vote) VALUES ($1, $2, 'up')`, [commentary.ownerPrivate, members.staff.id]);
  await ds.query(`INSERT INTO commentary_votes (commentary_id, member_id, vote) VALUES ($1, $2, 'up')`, [commentary.regularPrivate, members.staff.id]);

  return {
    ds,
    members,
    outsiderOwner,
    token: (actor) => (actor === 'anonymous' ? undefined : members[actor].token),
    member: (actor) => {
      if (actor === 'anonymous') throw new Error('anonymous has no member');
      return members[actor];
    },
    pub,
    priv,
    article,
    privateOnlyArticle,
    commentary,
    keyVote,
    legislator,
    legislatorContent,
    ownerOnlyEmails: [inviteeEmail, requester.email],
    fresh,
    pageUrl: () => {
      throw new Error('world.pageUrl: serve article pages first');
    },
  };
}
