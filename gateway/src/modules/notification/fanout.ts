import type { EntityManager } from 'typeorm';
import { isRole, Role } from '../../auth/roles.js';
import type { Viewer } from '../../graphql/context.js';
import type { StoryRole } from '../collaboration/collaboration.enums.js';
import * as commentaryPolicy from '../commentary/commentary.policy.js';
import type { CommentaryType } from '../commentary/commentary.enums.js';
import * as storyPolicy from '../story/story.policy.js';
import type { NotificationEvent } from './notification.events.js';

type Db = Pick<EntityManager, 'query'>;

/** A member the event could concern, with what the visibility rules need to know about them. */
export interface Candidate {
  memberId: string;
  roles: Role[];
  /** Their collaborator role on the event's story (private stories are visible to collaborators). */
  storyRole: StoryRole | null;
}

/** The database's answer about an event: its story, its commentary and article, and the members it could concern. */
export interface FanOutFacts {
  story: { createdBy: string; isGlobal: boolean; openToJoin: boolean } | null;
  commentary: { commentaryType: CommentaryType; isPublic: boolean; authorId: string } | null;
  article: { submittedBy: string | null } | null;
  candidates: Candidate[];
}

const asViewer = (c: Candidate): Viewer => ({ id: c.memberId, email: null, roles: c.roles });

/**
 * WHO HEARS ABOUT AN EVENT — a pure function of the event and the database's answer (unit-tested
 * in fanout.test.ts without the queue). The rules are the API's own policies, applied to each
 * candidate with their roles, so a notification never tells anyone what they may not read:
 *
 * - story_invite: the member the invite is addressed to (an invite may name a private story to its
 *   invitee, as myInvites does); an address without an account gets the email only.
 * - join_request_decided, proposal_decided: the requester / proposer, while they may see the story.
 * - tip_decided, access_request_decided, report_decided: the member who sent the tip / asked for
 *   access / reported the comment (never the comment's author).
 * - story_article: the story's followers who may see it (a private story's followers who left it
 *   hear nothing).
 * - key_vote: every member (key votes are for everyone signed in).
 * - staff_commentary: the article's submitter and the followers of stories with the article — only
 *   those who may read that commentary (commentary.policy canSee: staff-level members). A plain
 *   member is not even told that staff commentary exists: the API hides its existence from them.
 * - legislator_vote: members who follow their legislators (members.follows_legislators) and whose
 *   own legislators now — from their saved address as it is when the job runs — voted on the roll call.
 * - take_action: members whose own legislators the campaign targets (its chambers, from their saved
 *   address), while the campaign is open (a run at an opening time since moved finds it not open).
 *
 * Nobody hears about their own action.
 */
export function recipientsFor(event: NotificationEvent, facts: FanOutFacts): string[] {
  const mayView = (c: Candidate) => !!facts.story && storyPolicy.canView({ viewer: asViewer(c), story: facts.story, collaboratorRole: c.storyRole });
  let chosen: Candidate[];
  switch (event.type) {
    case 'story_invite':
    case 'tip_decided':
    case 'access_request_decided':
    case 'report_decided':
    case 'key_vote':
    case 'take_action':
    case 'legislator_vote':
      chosen = facts.candidates;
      break;
    case 'join_request_decided':
    case 'proposal_decided':
    case 'story_article':
      chosen = facts.candidates.filter(mayView);
      break;
    case 'staff_commentary':
      chosen = facts.commentary && facts.article ? facts.candidates.filter((c) => commentaryPolicy.canSee(asViewer(c), facts.commentary!, facts.article!)) : [];
      break;
  }
  return [...new Set(chosen.filter((c) => c.memberId !== event.actorId).map((c) => c.memberId))];
}

interface CandidateRow {
  id: string;
  roles: string[];
  story_role: StoryRole | null;
}

/** Candidates with their roles (and story role when `storyId` is given), from a query returning member ids. */
async function candidates(db: Db, idsSql: string, params: unknown[], storyId: string | null): Promise<Candidate[]> {
  // Set-based for any number of candidates (a key vote's are every member): roles and story roles
  // are joined, not looked up per member.
  const rows: CandidateRow[] = await db.query(
    `WITH ids AS (${idsSql})
     SELECT m.id, COALESCE(r.roles, '{}') AS roles, c.role AS story_role
       FROM members m
       LEFT JOIN (SELECT member_id, array_agg(role) AS roles FROM member_roles GROUP BY member_id) r ON r.member_id = m.id
       LEFT JOIN story_collaborators c ON c.story_id = $${params.length + 1}::uuid AND c.member_id = m.id
      WHERE m.id IN (SELECT id FROM ids)`,
    [...params, storyId],
  );
  return rows.map((r) => ({ memberId: r.id, roles: [Role.USER, ...r.roles.filter(isRole)], storyRole: r.story_role }));
}

async function storyFacts(db: Db, storyId: string): Promise<FanOutFacts['story']> {
  const [s]: { created_by: string; is_global: boolean; open_to_join: boolean }[] = await db.query(
    'SELECT created_by, is_global, open_to_join FROM stories WHERE id = $1',
    [storyId],
  );
  return s ? { createdBy: s.created_by, isGlobal: s.is_global, openToJoin: s.open_to_join } : null;
}

/** What recipientsFor needs to know about an event, read when the fan-out job runs. */
export async function loadFacts(db: Db, event: NotificationEvent): Promise<FanOutFacts> {
  const none: FanOutFacts = { story: null, commentary: null, article: null, candidates: [] };
  switch (event.type) {
    case 'story_invite': {
      // Only while the invite still exists (an expired one may have been replaced meanwhile).
      return { ...none, candidates: await candidates(db, `SELECT m.id FROM members m JOIN story_invites i ON i.id = $1 AND lower(i.invitee_email) = m.email`, [event.inviteId], null) };
    }
    case 'join_request_decided':
    case 'proposal_decided':
      return { ...none, story: await storyFacts(db, event.storyId), candidates: await candidates(db, 'SELECT $1::uuid AS id', [event.memberId], event.storyId) };
    case 'tip_decided':
    case 'access_request_decided':
    case 'report_decided':
      return { ...none, candidates: await candidates(db, 'SELECT $1::uuid AS id', [event.memberId], null) };
    case 'story_article':
      return { ...none, story: await storyFacts(db, event.storyId), candidates: await candidates(db, 'SELECT member_id AS id FROM story_follows WHERE story_id = $1', [event.storyId], event.storyId) };
    case 'key_vote':
      return { ...none, candidates: await candidates(db, 'SELECT id FROM members', [], null) };
    case 'take_action':
      return { ...none, candidates: await candidates(db, TAKE_ACTION_AUDIENCE, [event.campaignId], null) };
    case 'legislator_vote':
      return { ...none, candidates: await candidates(db, LEGISLATOR_VOTE_AUDIENCE, [event.rollCallId], null) };
    case 'staff_commentary': {
      const [row]: { commentary_type: CommentaryType; is_public: boolean; author_id: string; submitted_by: string | null }[] = await db.query(
        `SELECT c.commentary_type, c.is_public, c.author_id, a.submitted_by FROM commentaries c JOIN articles a ON a.id = c.article_id WHERE c.id = $1`,
        [event.commentaryId],
      );
      if (!row) return none;
      return {
        ...none,
        commentary: { commentaryType: row.commentary_type, isPublic: row.is_public, authorId: row.author_id },
        article: { submittedBy: row.submitted_by },
        candidates: await candidates(
          db,
          `SELECT a.submitted_by AS id FROM articles a WHERE a.id = $1 AND a.submitted_by IS NOT NULL
           UNION SELECT f.member_id FROM story_follows f JOIN story_articles sa ON sa.story_id = f.story_id WHERE sa.article_id = $1`,
          [event.articleId],
          null,
        ),
      };
    }
  }
}

/**
 * The members a campaign targets, while it is open: those with a saved address whose state has a
 * sitting senator (Senate campaigns), or whose district has a sitting representative (House
 * campaigns) — the district they chose for a split ZIP code, else every district of their ZIP
 * code (they are asked to choose when they open the campaign), or the state's at-large seat. The
 * same crosswalk the representatives are found from, in one statement for any number of members.
 */
const TAKE_ACTION_AUDIENCE = `
  WITH c AS (
    SELECT chambers FROM campaigns
     WHERE id = $1 AND opens_at <= now() + interval '5 seconds' AND (closes_at IS NULL OR closes_at > now())
  ), seats AS (
    SELECT t.type, t.state, t.district
      FROM legislators l
      JOIN LATERAL (SELECT type, state, district FROM legislator_terms WHERE legislator_id = l.id ORDER BY start_date DESC, type LIMIT 1) t ON true
     WHERE l.in_office
  )
  SELECT a.member_id AS id FROM addresses a, c
   WHERE ('s' = ANY(c.chambers) AND EXISTS (SELECT 1 FROM seats s WHERE s.type = 'sen' AND s.state = a.state))
      OR ('h' = ANY(c.chambers) AND EXISTS (
            SELECT 1 FROM seats s
             WHERE s.type = 'rep' AND s.state = a.state
               AND (s.district = 0
                    OR s.district = a.chosen_district
                    OR (a.chosen_district IS NULL AND s.district IN (SELECT z.district FROM zip_districts z WHERE z.zcta = left(a.zip_code, 5) AND z.state_abbr = a.state)))))`;

/**
 * The followers of a roll call's voters: members who follow their legislators, with a saved address
 * whose senator (same state) or representative (the district they chose for a split ZIP code, else
 * a district of their ZIP code, or the at-large seat) sits now and has a position on the roll call.
 * Read when the job runs, so a member who moved hears about their new legislators, not the old.
 */
export const LEGISLATOR_VOTE_AUDIENCE = `
  WITH seats AS (
    SELECT t.type, t.state, t.district
      FROM legislators l
      JOIN LATERAL (SELECT type, state, district FROM legislator_terms WHERE legislator_id = l.id ORDER BY start_date DESC, type LIMIT 1) t ON true
     WHERE l.in_office AND l.id IN (SELECT legislator_id FROM legislator_votes WHERE roll_call_id = $1 AND legislator_id IS NOT NULL)
  )
  SELECT a.member_id AS id FROM addresses a JOIN members m ON m.id = a.member_id
   WHERE m.follows_legislators
     AND EXISTS (
       SELECT 1 FROM seats s
        WHERE s.state = a.state
          AND (s.type = 'sen'
               OR s.district = 0
               OR s.district = a.chosen_district
               OR (a.chosen_district IS NULL AND s.district IN (SELECT z.district FROM zip_districts z WHERE z.zcta = left(a.zip_code, 5) AND z.state_abbr = a.state))))`;
