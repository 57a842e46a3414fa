import { DomainError } from '../../errors/errors.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { ContentType } from '../content/content.enums.js';
import { getOrCreateProfile } from '../member/member.service.js';
import { emitNotification } from '../notification/notification.events.js';
import { myRepresentativesOrNull } from '../representative/representative.service.js';
import { congressOn, formatBillId, parseBillId } from './bills.js';
import { KeyVote } from './key-vote.entity.js';
import { Chamber } from './key-vote.enums.js';
import type { CreateKeyVoteInput, UpdateKeyVoteInput } from './key-vote.inputs.js';
import type { MyLegislatorVote, RollCallTally } from './key-vote.types.js';
import { linkKeyVotes } from './roll-call-links.js';
import { isUuid } from '../../db/ids.js';

export const KEY_VOTE_NOT_FOUND = 'Key vote not found';
export const KEY_VOTE_PAGE = { defaultLimit: 10, maxLimit: 100 } as const;

/** Newest vote first; key votes without a date yet (pending) after those with one. */
export function listKeyVotes(ctx: Context, page: { limit: number; offset: number }): Promise<KeyVote[]> {
  return ctx.dataSource
    .getRepository(KeyVote)
    .createQueryBuilder('k')
    .orderBy('k.vote_date', 'DESC', 'NULLS LAST')
    .addOrderBy('k.created_at', 'DESC')
    .addOrderBy('k.id', 'ASC')
    .limit(Math.min(Math.max(page.limit, 1), KEY_VOTE_PAGE.maxLimit))
    .offset(Math.max(page.offset, 0))
    .getMany();
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

export async function updateKeyVote(ctx: Context, id: string, input: UpdateKeyVoteInput): Promise<KeyVote> {
  const keyVote = await getKeyVote(ctx, id);
  const changes: Partial<KeyVote> = {};
  const title = cleanTitle(input.title);
  const description = cleanDescription(input.description);
  if (title !== undefined) changes.title = title;
  if (description !== undefined) changes.description = description;
  if (Object.keys(changes).length) await ctx.dataSource.getRepository(KeyVote).update({ id: keyVote.id }, changes);
  ctx.loaders.keyVoteById.clear(keyVote.id);
  return (await ctx.loaders.keyVoteById.load(keyVote.id))!;
}

/**
 * Add Key Vote: from a bill id and the organisation's position. Every imported roll call on that
 * bill (in that Congress) is linked; the vote date and outcome come from the latest of them, the
 * title from its subject unless staff give one. Without imported roll calls a title is required
 * and the outcome stays 'Pending' (the next `import:votes` links them).
 */
export async function createKeyVote(ctx: Context, viewer: Viewer, input: CreateKeyVoteInput): Promise<KeyVote> {
  const bill = parseBillId(input.billId);
  if (!bill) throw new DomainError('BAD_USER_INPUT', 'Enter a bill id such as H.R. 1 or S. 5.', { field: 'billId' });
  const title = cleanTitle(input.title);
  const description = cleanDescription(input.description) ?? '';
  const requested = input.congressNumber ?? bill.congress ?? null;
  const newest = congressOn(new Date()) + 1;
  if (requested !== null && !(Number.isInteger(requested) && requested >= 1 && requested <= newest)) {
    throw new DomainError('BAD_USER_INPUT', `The Congress number must be between 1 and ${newest}.`, { field: 'congressNumber' });
  }
  const calls: { congress: number; date_et: string; subject: string | null; question: string | null; result: string | null }[] = await ctx.dataSource.query(
    `SELECT bill_congress AS congress, (date AT TIME ZONE 'America/New_York')::date::text AS date_et, subject, question, result
       FROM roll_calls
      WHERE bill_type = $1 AND bill_number = $2 AND ($3::int IS NULL OR bill_congress = $3)
      ORDER BY bill_congress DESC, date DESC`,
    [bill.type, bill.number, requested],
  );
  const congress = requested ?? calls[0]?.congress ?? congressOn(new Date());
  const latest = calls.find((c) => c.congress === congress);
  if (!latest && !title) {
    throw new DomainError('BAD_USER_INPUT', `No roll calls on ${formatBillId(bill.type, bill.number)} in the ${congress}th Congress have been imported; give a title, or import the votes first.`, {
      field: 'title',
    });
  }
  await getOrCreateProfile(ctx, viewer);
  const id = await ctx.dataSource.transaction(async (em) => {
    const [row]: { id: string }[] = await em.query(
      `INSERT INTO key_votes (title, description, bill_id, congress_number, vote_date, organization_position, outcome, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        title ?? latest!.subject ?? latest!.question ?? formatBillId(bill.type, bill.number),
        description,
        formatBillId(bill.type, bill.number),
        congress,
        latest?.date_et ?? null,
        input.organizationPosition,
        latest?.result ?? 'Pending',
        viewer.id,
      ],
    );
    await linkKeyVotes(em, [row.id]);
    await emitNotification(em, { type: 'key_vote', keyVoteId: row.id, actorId: viewer.id });
    return row.id;
  });
  return (await ctx.loaders.keyVoteById.load(id))!;
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
