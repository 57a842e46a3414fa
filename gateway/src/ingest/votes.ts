import type { DataSource, EntityManager } from 'typeorm';
import { linkKeyVotes } from '../modules/key-vote/roll-call-links.js';
import { hasJobQueue } from '../jobs/queue.js';
import { notifyLegislatorVotes } from '../modules/notification/notification.events.js';
import { ImportError, lineAt } from './errors.js';
import { collectingReporter, type ImportReporter } from './report.js';
import { affectedRows, findFiles, isDirectory, readSource, type SourceFile } from './sources.js';

/**
 * `npm run import:votes`: roll calls in the unitedstates/congress `data.json` format → roll_calls
 * and legislator_votes, then links them to the key votes about the same bill.
 *
 * Positions are normalised to YEA / NAY / PRESENT / NOT_VOTING (Aye→YEA, No→NAY). House voters are
 * matched by bioguide id, Senate voters by LIS id; the Vice President's tie-break is kept as voter
 * 'VP'. Voters not in the legislators table are kept with no legislator link and reported.
 * Idempotent (upserts on vote_id and voter) and atomic (one transaction for all files).
 */

export type Position = 'YEA' | 'NAY' | 'PRESENT' | 'NOT_VOTING';

/** The chambers' option labels. Guilty / Not Guilty are the Senate's labels on impeachment articles. */
const POSITIONS: Record<string, Position> = {
  yea: 'YEA',
  aye: 'YEA',
  guilty: 'YEA',
  nay: 'NAY',
  no: 'NAY',
  'not guilty': 'NAY',
  present: 'PRESENT',
  'not voting': 'NOT_VOTING',
};

export function normalisePosition(label: string): Position | null {
  return POSITIONS[label.trim().toLowerCase()] ?? null;
}

export interface ParsedVoter {
  id: string;
  position: Position;
  displayName: string;
  party: string | null;
  state: string | null;
}

export interface ParsedRollCall {
  file: string;
  voteId: string;
  chamber: 'h' | 's';
  congress: number;
  session: string;
  number: number;
  date: string;
  question: string | null;
  type: string | null;
  category: string | null;
  requires: string | null;
  result: string | null;
  resultText: string | null;
  subject: string | null;
  bill: { type: string; number: number; congress: number; title: string | null } | null;
  sourceUrl: string | null;
  voters: ParsedVoter[];
}

export interface VoteImportSummary {
  files: number;
  rollCalls: { total: number; inserted: number; updated: number; skipped: number };
  positions: { total: number; byPosition: Record<Position, number>; unknownVoters: number; removed: number };
  keyVoteLinks: number;
  /** Roll calls on a key vote whose voters' followers are told (legislator_vote); 0 when this process runs no job queue. */
  followerAlerts: number;
}

/** data.json files: the file itself, or every data.json under a folder. */
export async function readVoteSources(from: string): Promise<SourceFile[]> {
  const files = (await isDirectory(from)) ? await findFiles(from, 'data.json') : [from];
  if (files.length === 0) throw new ImportError(from, null, 'no data.json files under this folder');
  return Promise.all(files.map(readSource));
}

// ── Parsing and validation ───────────────────────────────────────────────────────────────────

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);

/** Line of `"key"` in a JSON text (first occurrence after `from`), for messages about a field. */
function keyLine(source: SourceFile, key: string, from = 0): number {
  const at = source.text.indexOf(JSON.stringify(key), from);
  return at < 0 ? 1 : lineAt(source.text, at);
}

function parseJson(source: SourceFile): unknown {
  try {
    return JSON.parse(source.text);
  } catch (err) {
    const message = (err as Error).message;
    // V8 says "... at position 123" (and on newer versions "(line 4 column 5)").
    const line = /line (\d+)/.exec(message)?.[1];
    const position = /position (\d+)/.exec(message)?.[1];
    const at = line ? Number(line) : position ? lineAt(source.text, Number(position)) : lineAt(source.text, source.text.length);
    throw new ImportError(source.name, at, `invalid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}`);
  }
}

/** Parses one data.json; returns null (with a warning) for roll calls whose options are not yea/nay style. */
export function parseRollCall(source: SourceFile, reporter: ImportReporter = collectingReporter()): ParsedRollCall | null {
  const v = parseJson(source);
  const fail = (key: string | null, detail: string) => new ImportError(source.name, key ? keyLine(source, key) : 1, detail);
  if (!isObj(v)) throw fail(null, 'expected a roll call object');
  const voteId = text(v.vote_id);
  if (!voteId) throw fail('vote_id', 'vote_id is missing');
  const chamber = v.chamber;
  if (chamber !== 'h' && chamber !== 's') throw fail('chamber', `${voteId}: chamber must be "h" or "s"`);
  const congress = int(v.congress);
  const number = int(v.number);
  if (!congress) throw fail('congress', `${voteId}: congress must be a number`);
  if (!number) throw fail('number', `${voteId}: number must be a number`);
  const date = text(v.date);
  if (!date || Number.isNaN(Date.parse(date))) throw fail('date', `${voteId}: date must be an ISO 8601 date and time`);
  const session = text(v.session) ?? String(v.session ?? date.slice(0, 4));
  if (!isObj(v.votes)) throw fail('votes', `${voteId}: votes must be a mapping from option to voters`);

  let bill: ParsedRollCall['bill'] = null;
  if (isObj(v.bill)) {
    const type = text(v.bill.type)?.toLowerCase();
    const billNumber = int(v.bill.number);
    if (!type || !billNumber) throw fail('bill', `${voteId}: bill needs a type and a number`);
    bill = { type, number: billNumber, congress: int(v.bill.congress) ?? congress, title: text(v.bill.title) };
  }

  const votesAt = source.text.indexOf('"votes"');
  const voters = new Map<string, ParsedVoter>();
  for (const [label, list] of Object.entries(v.votes)) {
    const position = normalisePosition(label);
    if (!position) {
      reporter.warn(`${source.name}: ${voteId} has the option "${label}", not a yea/nay vote (e.g. an election of the Speaker); roll call skipped`);
      return null;
    }
    if (!Array.isArray(list)) throw new ImportError(source.name, keyLine(source, label, votesAt), `${voteId}: votes["${label}"] must be a list`);
    list.forEach((voter, i) => {
      let parsed: ParsedVoter;
      if (voter === 'VP') {
        parsed = { id: 'VP', position, displayName: 'Vice President', party: null, state: null };
      } else if (isObj(voter) && text(voter.id)) {
        const id = text(voter.id)!;
        const display =
          text(voter.display_name) ?? ([text(voter.first_name), text(voter.last_name)].filter(Boolean).join(' ') || id);
        parsed = { id, position, displayName: display, party: text(voter.party), state: text(voter.state) };
      } else {
        throw new ImportError(source.name, keyLine(source, label, votesAt), `${voteId}: voter ${i + 1} under "${label}" has no id`);
      }
      if (voters.has(parsed.id)) reporter.warn(`${source.name}: ${voteId} lists ${parsed.id} twice; the later position (${position}) is kept`);
      voters.set(parsed.id, parsed);
    });
  }

  return {
    file: source.name,
    voteId,
    chamber,
    congress,
    session,
    number,
    date,
    question: text(v.question),
    type: text(v.type),
    category: text(v.category),
    requires: text(v.requires),
    result: text(v.result),
    resultText: text(v.result_text),
    subject: text(v.subject),
    bill,
    sourceUrl: text(v.source_url),
    voters: [...voters.values()],
  };
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────

export async function importVotes(ds: DataSource, sources: SourceFile[], reporter: ImportReporter = collectingReporter()): Promise<VoteImportSummary> {
  const parsed: ParsedRollCall[] = [];
  const seen = new Map<string, string>();
  let skipped = 0;
  for (const source of sources) {
    const rc = parseRollCall(source, reporter);
    if (!rc) {
      skipped++;
      continue;
    }
    if (seen.has(rc.voteId)) throw new ImportError(source.name, keyLine(source, 'vote_id'), `${rc.voteId} is also in ${seen.get(rc.voteId)}`);
    seen.set(rc.voteId, source.name);
    parsed.push(rc);
  }

  return ds.transaction(async (em) => {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('member-portal:import:votes'))`);
    const bar = reporter.phase('Roll calls', parsed.length);
    const byBioguide = new Map<string, string>();
    const byLis = new Map<string, string>();
    const people: { id: string; bioguide_id: string; lis_id: string | null }[] = await em.query(`SELECT id, bioguide_id, lis_id FROM legislators`);
    for (const p of people) {
      byBioguide.set(p.bioguide_id, p.id);
      if (p.lis_id) byLis.set(p.lis_id, p.id);
    }

    const summary: VoteImportSummary = {
      files: sources.length,
      rollCalls: { total: parsed.length, inserted: 0, updated: 0, skipped },
      positions: { total: 0, byPosition: { YEA: 0, NAY: 0, PRESENT: 0, NOT_VOTING: 0 }, unknownVoters: 0, removed: 0 },
      keyVoteLinks: 0,
      followerAlerts: 0,
    };
    const written: string[] = [];
    for (const rc of parsed) {
      const { id, inserted } = await upsertRollCall(em, rc);
      written.push(id);
      if (inserted) summary.rollCalls.inserted++;
      else summary.rollCalls.updated++;

      const unknown: string[] = [];
      const legislatorIds = rc.voters.map((voter) => {
        if (voter.id === 'VP') return null;
        const found = (rc.chamber === 'h' ? byBioguide : byLis).get(voter.id) ?? null;
        if (!found) unknown.push(`${voter.id} (${voter.displayName})`);
        return found;
      });
      if (unknown.length) {
        reporter.warn(`${rc.voteId}: ${unknown.length} voter(s) not in the legislators table, kept without a link: ${unknown.join(', ')}`);
        summary.positions.unknownVoters += unknown.length;
      }
      summary.positions.removed += await writePositions(em, id, rc.voters, legislatorIds);
      summary.positions.total += rc.voters.length;
      for (const v of rc.voters) summary.positions.byPosition[v.position]++;
      bar.tick();
    }
    bar.done();
    summary.keyVoteLinks = await linkKeyVotes(em);
    // Followers hear about each roll call on a key vote once (the event is keyed by the roll call).
    if (hasJobQueue(ds)) summary.followerAlerts = await notifyLegislatorVotes(em, written);
    return summary;
  });
}

async function upsertRollCall(em: EntityManager, rc: ParsedRollCall): Promise<{ id: string; inserted: boolean }> {
  const fields = ['chamber', 'congress', 'session', 'number', 'date', 'question', 'type', 'category', 'requires', 'result', 'result_text', 'subject', 'bill_type', 'bill_number', 'bill_congress', 'source_url', 'bill_title'];
  const [row]: { id: string; inserted: boolean }[] = await em.query(
    `INSERT INTO roll_calls (vote_id, ${fields.join(', ')})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (vote_id) DO UPDATE SET ${fields.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}
     RETURNING id, (xmax = 0) AS inserted`,
    [
      rc.voteId,
      rc.chamber,
      rc.congress,
      rc.session,
      rc.number,
      rc.date,
      rc.question,
      rc.type,
      rc.category,
      rc.requires,
      rc.result,
      rc.resultText,
      rc.subject,
      rc.bill?.type ?? null,
      rc.bill?.number ?? null,
      rc.bill?.congress ?? null,
      rc.sourceUrl,
      rc.bill?.title ?? null,
    ],
  );
  return row;
}

/** Upserts every position of one roll call and removes voters the file no longer lists. */
async function writePositions(em: EntityManager, rollCallId: string, voters: ParsedVoter[], legislatorIds: (string | null)[]): Promise<number> {
  if (voters.length) {
    await em.query(
      `INSERT INTO legislator_votes (roll_call_id, voter_id, legislator_id, position, display_name, party, state)
       SELECT $1, * FROM unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (roll_call_id, voter_id) DO UPDATE SET legislator_id = EXCLUDED.legislator_id, position = EXCLUDED.position,
              display_name = EXCLUDED.display_name, party = EXCLUDED.party, state = EXCLUDED.state`,
      [
        rollCallId,
        voters.map((v) => v.id),
        legislatorIds,
        voters.map((v) => v.position),
        voters.map((v) => v.displayName),
        voters.map((v) => v.party),
        voters.map((v) => v.state),
      ],
    );
  }
  return affectedRows(
    em,
    `DELETE FROM legislator_votes WHERE roll_call_id = $1 AND NOT (voter_id = ANY($2::text[]))`,
    [rollCallId, voters.map((v) => v.id)],
  );
}
