import { DomainError } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { ContentType } from '../content/content.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { emitNotification } from '../notification/notification.events.js';
import { myRepresentativesOrNull } from '../representative/representative.service.js';
import { congressOn, formatBillId, parseBillId } from './bills.js';
import { KeyVote } from './key-vote.entity.js';
import { RollCall } from './roll-call.entity.js';
import { Chamber } from './key-vote.enums.js';
import type { CreateKeyVoteInput, UpdateKeyVoteInput } from './key-vote.inputs.js';
import type { MyLegislatorVote, RollCallTally } from './key-vote.types.js';
import { linkKeyVotes } from './roll-call-links.js';
import { loadKeyVoteCards } from './key-vote.loaders.js';
import { isUuid } from '../../db/ids.js';
import { record } from '../moderation/moderation.service.js';
import { ModeratedContentType, ModerationActionKind } from '../moderation/moderation.enums.js';
import { canEditKeyVotes } from './key-vote.policy.js';

export const KEY_VOTE_NOT_FOUND = 'Key vote not found';
export const KEY_VOTE_PAGE = { defaultLimit: 10, maxLimit: 100 } as const;

/** Newest vote first; key votes without a date yet (pending) after those with one. */
export function listKeyVotes(ctx: Context, page: { limit: number; offset: number }): Promise<KeyVote[]> {
  return loadKeyVoteCards(ctx.dataSource, ctx.loaders, ctx.viewer, {
    limit: Math.min(Math.max(page.limit, 1), KEY_VOTE_PAGE.maxLimit),
    offset: Math.max(page.offset, 0),
  });
}

export async function getKeyVote(ctx: Context, id: string): Promise<KeyVote> {
  const found = isUuid(id) ? await ctx.loaders.keyVoteById.load(id.toLowerCase()) : null;
  if (!found) throw new DomainError('NOT_FOUND', KEY_VOTE_NOT_FOUND);
  return found;
}

function cleanTitle(title: string | null | undefined): string | undefined {
  if (title === undefined || title === null) return undefined;
  const t = title.trim();
  if (!t) throw new DomainError('BAD_USER_INPUT', 'Title cannot be empty.', { field: 'title' });
  if (t.length > 300) throw new DomainError('BAD_USER_INPUT', 'Title may be at most 300 characters long.', { field: 'title' });
  return t;
}

function cleanDescription(description: string | null | undefined): string | undefined {
  if (description === undefined || description === null) return undefined;
  const d = description.trim();
  if (d.length > 10_000) throw new DomainError('BAD_USER_INPUT', 'Description may be at most 10000 characters long.', { field: 'description' });
  return d;
}

/** Staff edit of title and description (PUT /api/key-votes/{id}), recorded in the moderation log. */
export async function updateKeyVote(ctx: Context, viewer: Viewer, id: string, input: UpdateKeyVoteInput): Promise<KeyVote> {
  if (!canEditKeyVotes(viewer)) throw new DomainError('FORBIDDEN', 'Only staff members can edit key votes.');
  const keyVote = await getKeyVote(ctx, id);
  const changes: Partial<KeyVote> = {};
  const title = cleanTitle(input.title);
  const description = cleanDescription(input.description);
  if (title !== undefined && title !== keyVote.title) changes.title = title;
  if (description !== undefined && description !== keyVote.description) changes.description = description;
  const changed = Object.keys(changes);
  if (changed.length) {
    await getOrCreateProfile(ctx, viewer);
    await ctx.dataSource.transaction(async (tx) => {
      await tx.getRepository(KeyVote).update({ id: keyVote.id }, changes);
      await record(tx, {
        actorId: viewer.id,
        action: ModerationActionKind.UPDATE,
        contentType: ModeratedContentType.KEY_VOTE,
        contentId: keyVote.id,
        authorId: keyVote.createdBy,
        summary: keyVote.title,
        details: { changed },
      });
    });
  }
  ctx.loaders.keyVoteById.clear(keyVote.id);
  return (await ctx.loaders.keyVoteById.load(keyVote.id))!;
}

export const KEY_VOTE_MESSAGES = {
  billOrRollCall: 'Choose an imported roll call, or enter a bill id such as H.R. 1 or S. 5.',
  billId: 'Enter a bill id such as H.R. 1 or S. 5.',
  rollCallNotFound: 'Roll call not found.',
  rollCallWithoutBill: 'This roll call is not on a bill, so it cannot become a key vote.',
  duplicate: (bill: string, congress: number) => `${bill} in the ${ordinal(congress)} Congress is already a key vote.`,
} as const;

/** 119 → '119th', 121 → '121st'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

interface RollCallFacts {
  id: string;
  congress: number;
  date_et: string;
  subject: string | null;
  question: string | null;
  result: string | null;
  bill_type: string | null;
  bill_number: number | null;
  bill_title: string | null;
}

/** A key vote's title: at most 300 characters (cleanTitle), cut at a word with an ellipsis. */
const TITLE_MAX = 300;

/** A subject that is only a bill id ('H.R. 1968', 'S. 5') says nothing a title needs. */
const BILL_ID_ONLY = /^(h|s)\.?\s*(r|res|j\.?\s*res|con\.?\s*res)?\.?\s*\d+$/iu;

/**
 * The title of a key vote made from a roll call (issue 58 item 6): the bill's title and the
 * roll call's question, not only the bill id the vote data gives as its subject.
 * "A bill making further continuing appropriations … — On Passage of the Bill H.R. 1968";
 * "Protection of Women and Girls in Sports Act — On Passage: H R 28" (a House question that
 * repeats the title loses the repetition). The bill's title is the data's `bill.title`, else a
 * subject that is more than a bill id. Either alone when the other is missing, else the bill id.
 */
export function rollCallTitle(rc: { question: string | null; bill_title: string | null; subject: string | null }, billId: string): string {
  const subject = rc.subject?.trim() || null;
  const billTitle = (rc.bill_title?.trim() || (subject && !BILL_ID_ONLY.test(subject) ? subject : null))?.replace(/[\s.]+$/u, '') || null;
  let question = rc.question?.trim() || null;
  if (question && billTitle && question.includes(billTitle)) question = question.replace(billTitle, '').replace(/[\s:,;.-]+$/u, '').trim() || null;
  const full = billTitle && question ? `${billTitle} — ${question}` : (billTitle ?? question ?? subject ?? billId);
  if (full.length <= TITLE_MAX) return full;
  const cut = full.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.—-]+$/u, '')}…`;
}

const ROLL_CALL_FACTS = `SELECT id, bill_congress AS congress, (date AT TIME ZONE 'America/New_York')::date::text AS date_et, subject, question, result, bill_type, bill_number, bill_title
  FROM roll_calls`;

/**
 * Add Key Vote. From an imported roll call (issue #15 item 9: staff pick one from the search): its
 * bill, Congress, date (Eastern time) and outcome, its subject as the title unless staff give one.
 * Or from a bill id: every imported roll call on that bill in that Congress is considered and the
 * latest gives date and outcome; without imported roll calls a title is required and the outcome
 * stays 'Pending' (the next `import:votes` links them). Either way every roll call on the bill is
 * linked. A bill that already has a key vote in that Congress is a conflict (409).
 */
export async function createKeyVote(ctx: Context, viewer: Viewer, input: CreateKeyVoteInput): Promise<KeyVote> {
  const title = cleanTitle(input.title);
  const description = cleanDescription(input.description) ?? '';
  let bill: { type: string; number: number; congress?: number };
  let chosen: RollCallFacts | undefined;
  if (input.rollCallId) {
    const [rc]: RollCallFacts[] = isUuid(input.rollCallId) ? await ctx.dataSource.query(`${ROLL_CALL_FACTS} WHERE id = $1`, [input.rollCallId]) : [];
    if (!rc) throw new DomainError('NOT_FOUND', KEY_VOTE_MESSAGES.rollCallNotFound);
    if (!rc.bill_type || !rc.bill_number || !rc.congress) throw new DomainError('BAD_USER_INPUT', KEY_VOTE_MESSAGES.rollCallWithoutBill, { field: 'rollCallId' });
    bill = { type: rc.bill_type, number: rc.bill_number, congress: rc.congress };
    chosen = rc;
  } else {
    if (!input.billId?.trim()) throw new DomainError('BAD_USER_INPUT', KEY_VOTE_MESSAGES.billOrRollCall, { field: 'billId' });
    const parsed = parseBillId(input.billId);
    if (!parsed) throw new DomainError('BAD_USER_INPUT', KEY_VOTE_MESSAGES.billId, { field: 'billId' });
    bill = parsed;
  }
  const requested = chosen ? chosen.congress : (input.congressNumber ?? bill.congress ?? null);
  const newest = congressOn(new Date()) + 1;
  if (requested !== null && !(Number.isInteger(requested) && requested >= 1 && requested <= newest)) {
    throw new DomainError('BAD_USER_INPUT', `The Congress number must be between 1 and ${newest}.`, { field: 'congressNumber' });
  }
  const calls: RollCallFacts[] = chosen
    ? [chosen]
    : await ctx.dataSource.query(`${ROLL_CALL_FACTS} WHERE bill_type = $1 AND bill_number = $2 AND ($3::int IS NULL OR bill_congress = $3) ORDER BY bill_congress DESC, date DESC`, [
        bill.type,
        bill.number,
        requested,
      ]);
  const congress = requested ?? calls[0]?.congress ?? congressOn(new Date());
  const latest = calls.find((c) => c.congress === congress);
  const billId = formatBillId(bill.type, bill.number);
  if (!latest && !title) {
    throw new DomainError('BAD_USER_INPUT', `No roll calls on ${billId} in the ${ordinal(congress)} Congress have been imported; give a title, or import the votes first.`, {
      field: 'title',
    });
  }
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (em) => {
    // One key vote per bill and Congress: serialized so two staff adding the same bill at once get one key vote and one 409.
    await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`key-vote:${billId}:${congress}`]);
    const [dup]: { id: string }[] = await em.query('SELECT id FROM key_votes WHERE bill_id = $1 AND congress_number = $2 LIMIT 1', [billId, congress]);
    if (dup) throw new DomainError('CONFLICT', KEY_VOTE_MESSAGES.duplicate(billId, congress), { keyVoteId: dup.id });
    const [row]: { id: string }[] = await em.query(
      `INSERT INTO key_votes (title, description, bill_id, congress_number, vote_date, organization_position, outcome, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [title ?? rollCallTitle(latest!, billId), description, billId, congress, latest?.date_et ?? null, input.organizationPosition, latest?.result ?? 'Pending', viewer.id],
    );
    await linkKeyVotes(em, [row.id]);
    await emitNotification(em, { type: 'key_vote', keyVoteId: row.id, actorId: viewer.id });
    return row.id;
  });
  return (await ctx.loaders.keyVoteById.load(id))!;
}

/**
 * Add Key Vote's search (issue #15 item 9): imported roll calls on a bill, newest first. A bill
 * id ('H.R. 1', 'hr1', 's 5') finds that bill's roll calls; a number also finds roll calls by
 * number; other text matches the question, subject or vote id.
 */
export async function searchRollCalls(ctx: Context, args: { search?: string | null; limit: number; offset: number }): Promise<{ total: number; items: RollCall[] }> {
  const qb = ctx.dataSource.getRepository(RollCall).createQueryBuilder('r').where('r.bill_type IS NOT NULL AND r.bill_number IS NOT NULL');
  const text = args.search?.trim();
  if (text) {
    const bill = parseBillId(text);
    const like = `%${text.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    if (bill) {
      qb.andWhere('r.bill_type = :type AND r.bill_number = :number', { type: bill.type, number: bill.number });
      if (bill.congress) qb.andWhere('r.bill_congress = :congress', { congress: bill.congress });
    } else if (/^\d{1,6}$/.test(text)) {
      qb.andWhere('(r.number = :n OR r.bill_number = :n OR r.question ILIKE :like OR r.subject ILIKE :like)', { n: Number(text), like });
    } else {
      qb.andWhere('(r.question ILIKE :like OR r.subject ILIKE :like OR r.vote_id ILIKE :like)', { like });
    }
  }
  const [items, total] = await qb.orderBy('r.date', 'DESC').addOrderBy('r.id', 'ASC').take(args.limit).skip(args.offset).getManyAndCount();
  return { total, items };
}

/** The key vote already made on a roll call's bill in its Congress, if any (so the search can say so). */
export async function keyVoteOnBill(ctx: Context, rc: RollCall): Promise<KeyVote | null> {
  if (!rc.billType || !rc.billNumber || !rc.billCongress) return null;
  const id = await ctx.loaders.keyVoteIdByBill.load(`${formatBillId(rc.billType, rc.billNumber)}|${rc.billCongress}`);
  return id ? ctx.loaders.keyVoteById.load(id) : null;
}

export async function setLike(ctx: Context, viewer: Viewer, id: string, liked: boolean): Promise<KeyVote> {
  const keyVote = await getKeyVote(ctx, id);
  await getOrCreateProfile(ctx, viewer);
  if (liked) {
    await ctx.dataSource.query(`INSERT INTO content_likes (content_type, content_id, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      ContentType.KEY_VOTE,
      keyVote.id,
      viewer.id,
    ]);
  } else {
    await ctx.dataSource.query(`DELETE FROM content_likes WHERE content_type = $1 AND content_id = $2 AND member_id = $3`, [ContentType.KEY_VOTE, keyVote.id, viewer.id]);
  }
  ctx.loaders.likesByKeyVoteId.clear(keyVote.id);
  ctx.loaders.keyVoteLikedBy.clear(`${viewer.id}|${keyVote.id}`);
  return keyVote;
}

export async function tallies(ctx: Context, keyVote: KeyVote): Promise<RollCallTally[]> {
  const calls = await ctx.loaders.rollCallsByKeyVoteId.load(keyVote.id);
  const counts = await ctx.loaders.tallyByRollCallId.loadMany(calls.map((c) => c.id));
  return calls.map((c, i) => {
    const n = counts[i];
    if (n instanceof Error) throw n;
    return { ...n, voteId: c.voteId, chamber: c.chamber, date: c.date, question: c.question, result: c.result };
  });
}

/**
 * ★ The signed-in member's own representative(s) and senators, with how each voted on this key
 * vote: House members on its House roll calls, senators on its Senate roll calls (the latest one
 * in each chamber). null before the member saves an address.
 */
export async function myLegislatorVotes(ctx: Context, viewer: Viewer, keyVote: KeyVote): Promise<MyLegislatorVote[] | null> {
  const mine = await myRepresentativesOrNull(ctx, viewer);
  if (!mine) return null;
  const people = [...mine.senators, ...mine.representatives];
  const chamberOf = (role: string) => (role === 'Senator' ? Chamber.SENATE : Chamber.HOUSE);
  const positions = await ctx.loaders.positionByKeyVoteAndLegislator.loadMany(people.map((p) => `${keyVote.id}|${p.id}|${chamberOf(p.role)}`));
  return people.map((legislator, i) => {
    const p = positions[i];
    if (p instanceof Error) throw p;
    return { legislator, position: p?.position ?? null, voteId: p?.voteId ?? null, date: p?.date ?? null };
  });
}
