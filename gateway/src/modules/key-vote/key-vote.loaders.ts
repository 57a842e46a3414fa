import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { allColumnsOf, fromJson, jsonOf } from '../../db/columns.js';
import { preparedQuery } from '../../db/prepared.js';
import type { Viewer } from '../../graphql/viewer.js';
import { ContentType } from '../content/content.enums.js';
import { KeyVote } from './key-vote.entity.js';
import { Chamber, VotePosition } from './key-vote.enums.js';
import { RollCall } from './roll-call.entity.js';
import type { KeyVoteLegislatorVote, RollCallTally } from './key-vote.types.js';

export interface LegislatorPosition {
  position: VotePosition;
  voteId: string;
  chamber: Chamber;
  date: Date;
}

const split = (key: string) => key.split('|') as [string, string];

export function keyVoteLoaders(ds: DataSource) {
  return {
    keyVoteById: new DataLoader<string, KeyVote | null>(async (ids) => {
      const rows = await ds.getRepository(KeyVote).createQueryBuilder('k').where('k.id = ANY(:ids::uuid[])', { ids }).getMany();
      const byId = new Map(rows.map((k) => [k.id, k]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The roll calls a key vote is about, oldest first. */
    rollCallsByKeyVoteId: new DataLoader<string, RollCall[]>(async (ids) => {
      const rows: { key_vote_id: string; roll_call_id: string }[] = await ds.query(
        `SELECT k.key_vote_id, k.roll_call_id FROM key_vote_roll_calls k WHERE k.key_vote_id = ANY($1::uuid[])`,
        [ids],
      );
      const calls = rows.length
        ? await ds.getRepository(RollCall).createQueryBuilder('r').where('r.id = ANY(:ids::uuid[])', { ids: rows.map((r) => r.roll_call_id) }).orderBy('r.date', 'ASC').getMany()
        : [];
      return ids.map((id) => {
        const mine = new Set(rows.filter((r) => r.key_vote_id === id).map((r) => r.roll_call_id));
        return calls.filter((c) => mine.has(c.id));
      });
    }),
    /** Yea/nay/present/not-voting counts of a roll call, from the imported positions. */
    tallyByRollCallId: new DataLoader<string, Omit<RollCallTally, 'voteId' | 'chamber' | 'date' | 'question' | 'result'>>(async (ids) => {
      const rows: { roll_call_id: string; yea: number; nay: number; present: number; not_voting: number; vp: VotePosition | null }[] = await ds.query(
        `SELECT roll_call_id,
                count(*) FILTER (WHERE position = 'YEA')::int AS yea,
                count(*) FILTER (WHERE position = 'NAY')::int AS nay,
                count(*) FILTER (WHERE position = 'PRESENT')::int AS present,
                count(*) FILTER (WHERE position = 'NOT_VOTING')::int AS not_voting,
                max(position) FILTER (WHERE voter_id = 'VP') AS vp
           FROM legislator_votes WHERE roll_call_id = ANY($1::uuid[]) GROUP BY roll_call_id`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.roll_call_id, r]));
      return ids.map((id) => {
        const r = byId.get(id);
        return { rollCallId: id, yea: r?.yea ?? 0, nay: r?.nay ?? 0, present: r?.present ?? 0, notVoting: r?.not_voting ?? 0, vicePresident: r?.vp ?? null };
      });
    }),
    /** Every recorded position on a key vote's roll calls. */
    legislatorVotesByKeyVoteId: new DataLoader<string, KeyVoteLegislatorVote[]>(async (ids) => {
      const rows: (KeyVoteLegislatorVote & { keyVoteId: string })[] = await ds.query(
        `SELECT k.key_vote_id AS "keyVoteId", rc.vote_id AS "voteId", rc.chamber, lv.voter_id AS "voterId", lv.legislator_id AS "legislatorId",
                l.bioguide_id AS "bioguideId", lv.display_name AS "displayName", lv.party, lv.state, lv.position
           FROM key_vote_roll_calls k
           JOIN roll_calls rc ON rc.id = k.roll_call_id
           JOIN legislator_votes lv ON lv.roll_call_id = rc.id
           LEFT JOIN legislators l ON l.id = lv.legislator_id
          WHERE k.key_vote_id = ANY($1::uuid[])
          ORDER BY rc.date, lv.state NULLS FIRST, lv.display_name`,
        [ids],
      );
      return ids.map((id) => rows.filter((r) => r.keyVoteId === id).map(({ keyVoteId: _k, ...vote }) => vote));
    }),
    /** Key 'keyVoteId|legislatorId|chamber' → the legislator's last position among the key vote's roll calls in that chamber. */
    positionByKeyVoteAndLegislator: new DataLoader<string, LegislatorPosition | null>(async (keys) => {
      const triples = keys.map((k) => k.split('|') as [string, string, string]);
      const rows: (LegislatorPosition & { key_vote_id: string; legislator_id: string })[] = await ds.query(
        `SELECT DISTINCT ON (k.key_vote_id, lv.legislator_id, rc.chamber) k.key_vote_id, lv.legislator_id, lv.position, rc.vote_id AS "voteId", rc.chamber, rc.date
           FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS p(key_vote_id, legislator_id, chamber)
           JOIN key_vote_roll_calls k ON k.key_vote_id = p.key_vote_id
           JOIN roll_calls rc ON rc.id = k.roll_call_id AND rc.chamber = p.chamber
           JOIN legislator_votes lv ON lv.roll_call_id = rc.id AND lv.legislator_id = p.legislator_id
          ORDER BY k.key_vote_id, lv.legislator_id, rc.chamber, rc.date DESC`,
        [triples.map((p) => p[0]), triples.map((p) => p[1]), triples.map((p) => p[2])],
      );
      const byKey = new Map(rows.map(({ key_vote_id, legislator_id, ...pos }) => [`${key_vote_id}|${legislator_id}|${pos.chamber}`, pos]));
      return keys.map((k) => byKey.get(k) ?? null);
    }),
    /** Key 'H.R. 1|119' → the key vote on that bill in that Congress (the oldest, should there be several). */
    keyVoteIdByBill: new DataLoader<string, string | null>(async (keys) => {
      const pairs = keys.map((k) => k.split('|') as [string, string]);
      const rows: { k: string; id: string }[] = await ds.query(
        `SELECT DISTINCT ON (k.bill_id, k.congress_number) k.bill_id || '|' || k.congress_number AS k, k.id
           FROM key_votes k JOIN unnest($1::text[], $2::int[]) AS p(bill_id, congress) ON p.bill_id = k.bill_id AND p.congress = k.congress_number
          ORDER BY k.bill_id, k.congress_number, k.created_at, k.id`,
        [pairs.map((p) => p[0]), pairs.map((p) => Number(p[1]))],
      );
      const byKey = new Map(rows.map((r) => [r.k, r.id]));
      return keys.map((k) => byKey.get(k) ?? null);
    }),
    likesByKeyVoteId: new DataLoader<string, number>(async (ids) => {
      const rows: { content_id: string; n: number }[] = await ds.query(
        `SELECT content_id, count(*)::int AS n FROM content_likes WHERE content_type = $1 AND content_id = ANY($2::uuid[]) GROUP BY content_id`,
        [ContentType.KEY_VOTE, ids],
      );
      const byId = new Map(rows.map((r) => [r.content_id, r.n]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
    /** Key 'memberId|keyVoteId'. */
    keyVoteLikedBy: new DataLoader<string, boolean>(async (keys) => {
      const pairs = keys.map(split);
      const rows: { member_id: string; content_id: string }[] = await ds.query(
        `SELECT member_id, content_id FROM content_likes
          WHERE content_type = $1 AND (member_id, content_id) IN (SELECT * FROM unnest($2::uuid[], $3::uuid[]))`,
        [ContentType.KEY_VOTE, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const liked = new Set(rows.map((r) => `${r.member_id}|${r.content_id}`));
      return keys.map((k) => liked.has(k));
    }),
  };
}

/**
 * A page of the key votes list, newest vote first, in ONE statement with what each card shows: its
 * likes, whether the viewer liked it, and its roll calls with their yea/nay tallies, all primed into
 * the loaders above (issue #13: the list in one round trip, not five).
 */
export async function loadKeyVoteCards(
  ds: DataSource,
  loaders: ReturnType<typeof keyVoteLoaders>,
  viewer: Viewer | null,
  page: { limit: number; offset: number },
): Promise<KeyVote[]> {
  const rows = await preparedQuery<KeyVote & { _likes: number; _liked: boolean; _calls: { call: object; yea: number; nay: number; present: number; notVoting: number; vp: VotePosition | null }[] }>(
    ds,
    `SELECT ${allColumnsOf(ds, KeyVote, 'k')},
            (SELECT count(*)::int FROM content_likes l WHERE l.content_type = $3 AND l.content_id = k.id) AS "_likes",
            EXISTS (SELECT 1 FROM content_likes l WHERE l.content_type = $3 AND l.content_id = k.id AND l.member_id = $4::uuid) AS "_liked",
            coalesce((SELECT json_agg(json_build_object('call', ${jsonOf(ds, RollCall, 'rc')}, 'yea', t.yea, 'nay', t.nay, 'present', t.present,
                                                        'notVoting', t.not_voting, 'vp', t.vp) ORDER BY rc.date, rc.id)
                        FROM key_vote_roll_calls kr JOIN roll_calls rc ON rc.id = kr.roll_call_id
                        CROSS JOIN LATERAL (
                          SELECT count(*) FILTER (WHERE lv.position = 'YEA')::int AS yea,
                                 count(*) FILTER (WHERE lv.position = 'NAY')::int AS nay,
                                 count(*) FILTER (WHERE lv.position = 'PRESENT')::int AS present,
                                 count(*) FILTER (WHERE lv.position = 'NOT_VOTING')::int AS not_voting,
                                 max(lv.position) FILTER (WHERE lv.voter_id = 'VP') AS vp
                            FROM legislator_votes lv WHERE lv.roll_call_id = rc.id) t
                       WHERE kr.key_vote_id = k.id), '[]') AS "_calls"
       FROM key_votes k
      ORDER BY k.vote_date DESC NULLS LAST, k.created_at DESC, k.id
      LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, ContentType.KEY_VOTE, viewer?.id ?? null],
  );
  return rows.map(({ _likes, _liked, _calls, ...columns }) => {
    const k = Object.assign(new KeyVote(), columns);
    loaders.keyVoteById.prime(k.id, k);
    loaders.likesByKeyVoteId.prime(k.id, _likes);
    if (viewer) loaders.keyVoteLikedBy.prime(`${viewer.id}|${k.id}`, _liked);
    const calls = fromJson(ds, RollCall, _calls.map((c) => c.call));
    loaders.rollCallsByKeyVoteId.prime(k.id, calls);
    _calls.forEach((c, i) =>
      loaders.tallyByRollCallId.prime(calls[i].id, { rollCallId: calls[i].id, yea: c.yea, nay: c.nay, present: c.present, notVoting: c.notVoting, vicePresident: c.vp }),
    );
    return k;
  });
}
