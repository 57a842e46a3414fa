import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { importDistricts } from '../../gateway/src/ingest/districts.js';
import { DownloadError, ImportError } from '../../gateway/src/ingest/errors.js';
import { downloadLegislatorFiles, importLegislators, readLegislatorFolder } from '../../gateway/src/ingest/legislators.js';
import { collectingReporter } from '../../gateway/src/ingest/report.js';
import { readSource } from '../../gateway/src/ingest/sources.js';
import { importVotes, readVoteSources } from '../../gateway/src/ingest/votes.js';
import { migratedDataSource } from '../setup/db.js';
import { LEGISLATORS_DIR, VOTES_DIR, ZCCD_CSV } from '../setup/shared-data.js';

const TABLES = ['legislators', 'legislator_terms', 'committees', 'committee_memberships', 'roll_calls', 'legislator_votes', 'zip_districts', 'key_vote_roll_calls'];

async function counts(ds: DataSource): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = (await ds.query(`SELECT count(*)::int AS n FROM ${t}`))[0].n;
  return out;
}

/** Writes a scratch copy of some input (outside the repository) and returns its path. */
let scratch: string;
function scratchFile(name: string, text: string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, text);
  return file;
}

let ds: DataSource;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-import-'));
  ds = await migratedDataSource('importers');
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await ds?.destroy();
});

describe('malformed input: a clear error naming file and line, nothing written', () => {
  it('rejects broken YAML', async () => {
    const lines = readFileSync(path.join(LEGISLATORS_DIR, 'legislators-current.yaml'), 'utf8').split('\n');
    lines.splice(99, 0, '  name: [unclosed');
    const file = scratchFile('legislators-current.yaml', lines.join('\n'));
    const err = await importLegislators(ds, { current: await readSource(file) }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect(err.file).toBe(file);
    expect(err.line).toBeGreaterThanOrEqual(100);
    expect(err.line).toBeLessThanOrEqual(102);
    expect(err.message).toMatch(/legislators-current\.yaml, line \d+: invalid YAML/);
    expect(await counts(ds)).toMatchObject({ legislators: 0, legislator_terms: 0 });
  });

  it('rejects a legislator without a valid bioguide id, at its line', async () => {
    const text = readFileSync(path.join(LEGISLATORS_DIR, 'legislators-current.yaml'), 'utf8');
    const broken = text.replace('bioguide: K000367', 'bioguide: klobuchar');
    const line = broken.split('\n').findIndex((l) => l.includes('bioguide: klobuchar')) + 1;
    const err = await importLegislators(ds, { current: { name: 'legislators-current.yaml', text: broken } }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect(err.line).toBe(line);
    expect(err.message).toContain('id.bioguide');
    expect(await counts(ds)).toMatchObject({ legislators: 0 });
  });

  it('rejects broken JSON in a roll call', async () => {
    const good = readFileSync(path.join(VOTES_DIR, 'h23-119.2025/data.json'), 'utf8');
    const lines = good.split('\n');
    lines[9] = lines[9].replace(/,$/, ''); // drop a comma: the next line is then unexpected
    const file = scratchFile('data.json', lines.join('\n'));
    const err = await importVotes(ds, [await readSource(path.join(VOTES_DIR, 'h12-119.2025/data.json')), await readSource(file)]).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect(err.file).toBe(file);
    expect(err.line).toBe(11);
    expect(err.message).toMatch(/data\.json, line 11: invalid JSON/);
    expect(await counts(ds)).toMatchObject({ roll_calls: 0, legislator_votes: 0 });
  });

  it('rejects a malformed CSV row', async () => {
    const lines = readFileSync(ZCCD_CSV, 'utf8').split(/\r?\n/).slice(0, 20);
    lines[6] = '01,AL,3501'; // a short zcta, and one column missing
    const err = await importDistricts(ds, { name: 'zccd.csv', text: lines.join('\n') }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect(err.line).toBe(7);
    expect(err.message).toMatch(/^zccd\.csv, line 7: /);
    lines[6] = '01,AL,3501,2';
    const err2 = await importDistricts(ds, { name: 'zccd.csv', text: lines.join('\n') }).catch((e) => e);
    expect(err2.message).toBe('zccd.csv, line 7: zcta must be five digits, got "3501"');
    expect(await counts(ds)).toMatchObject({ zip_districts: 0 });
  });

  it('writes nothing when the run fails half way (one transaction)', async () => {
    const reporter = collectingReporter();
    reporter.phase = (label) => {
      if (label === 'Terms') throw new Error('disk full');
      return { tick: () => undefined, done: () => undefined };
    };
    await expect(importLegislators(ds, await readLegislatorFolder(LEGISLATORS_DIR), reporter)).rejects.toThrow('disk full');
    expect(await counts(ds)).toMatchObject({ legislators: 0, committees: 0 });
  });

  it('says which URL it could not download', async () => {
    const offline = (async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } });
    }) as unknown as typeof fetch;
    const err = await downloadLegislatorFiles('https://unitedstates.github.io/congress-legislators/', offline).catch((e) => e);
    expect(err).toBeInstanceOf(DownloadError);
    expect(err.message).toMatch(/^Could not download https:\/\/unitedstates\.github\.io\/congress-legislators\/[a-z-]+\.yaml: ENOTFOUND$/);
  });
});

describe('the full shared data', () => {
  it('imports legislators, committees and memberships with exact counts', async () => {
    const summary = await importLegislators(ds, await readLegislatorFolder(LEGISLATORS_DIR), collectingReporter(), { today: '2026-07-01' });
    expect(summary.legislators).toEqual({ current: 537, departed: 14, inserted: 551, updated: 0, leftOffice: 0 });
    expect(summary.terms).toMatchObject({ total: 2870, inserted: 2870 });
    expect(summary.committees).toMatchObject({ committees: 49, subcommittees: 181, inserted: 230 });
    expect(summary.memberships).toMatchObject({ total: 3879, inserted: 3879, skipped: 0 });
    expect(await counts(ds)).toMatchObject({ legislators: 551, legislator_terms: 2870, committees: 230, committee_memberships: 3879 });
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM legislators WHERE in_office`);
    expect(n).toBe(537);
    const chambers = await ds.query(
      `SELECT t.type, count(*)::int AS n FROM legislators l
         JOIN LATERAL (SELECT type FROM legislator_terms WHERE legislator_id = l.id ORDER BY start_date DESC LIMIT 1) t ON true
        WHERE l.in_office GROUP BY t.type ORDER BY t.type`,
    );
    expect(chambers).toEqual([{ type: 'rep', n: 437 }, { type: 'sen', n: 100 }]);
  });

  it('keeps the spot values of the official files', async () => {
    const [klobuchar] = await ds.query(`SELECT * FROM legislators WHERE bioguide_id = 'K000367'`);
    expect(klobuchar).toMatchObject({ lis_id: 'S311', first_name: 'Amy', middle_name: 'Jean', last_name: 'Klobuchar', state: 'MN', current_party: 'Democrat', gender: 'F', birthday: '1960-05-25', in_office: true });
    expect(klobuchar.photo_url).toBe('https://theunitedstates.io/images/congress/225x275/K000367.jpg');

    // Wyoming is at-large: one representative, district 0.
    const wyoming = await ds.query(
      `SELECT l.bioguide_id, l.official_full, t.district FROM legislators l JOIN legislator_terms t ON t.legislator_id = l.id
        WHERE l.in_office AND t.type = 'rep' AND t.state = 'WY' AND t.end_date > '2026-07-01'`,
    );
    expect(wyoming).toEqual([{ bioguide_id: 'H001096', official_full: 'Harriet M. Hageman', district: 0 }]);

    const seats = await ds.query(
      `SELECT c.thomas_id, c.name, p.name AS parent, m.title FROM committee_memberships m
         JOIN committees c ON c.id = m.committee_id LEFT JOIN committees p ON p.id = c.parent_id
        WHERE m.legislator_id = $1 ORDER BY c.thomas_id`,
      [klobuchar.id],
    );
    expect(seats).toHaveLength(18);
    expect(seats).toContainEqual({ thomas_id: 'SSAF', name: 'Senate Committee on Agriculture, Nutrition, and Forestry', parent: null, title: 'Ranking Member' });
    expect(seats).toContainEqual({ thomas_id: 'SSJU28', name: 'Privacy, Technology, and the Law', parent: 'Senate Committee on the Judiciary', title: 'Ranking Member' });
    expect(seats.filter((s: { title: string | null }) => s.title === 'Ex Officio')).toHaveLength(5);

    const [rubio] = await ds.query(`SELECT lis_id, in_office FROM legislators WHERE bioguide_id = 'R000595'`);
    expect(rubio).toEqual({ lis_id: 'S350', in_office: false });
    const [speaker] = await ds.query(`SELECT leadership_role FROM legislators WHERE bioguide_id = 'J000299'`);
    expect(speaker.leadership_role).toBe('Speaker of the House');
  });

  it('imports the roll calls: positions normalised, the VP tie-break kept', async () => {
    const reporter = collectingReporter();
    const summary = await importVotes(ds, await readVoteSources(VOTES_DIR), reporter);
    expect(summary.rollCalls).toEqual({ total: 8, inserted: 8, updated: 0, skipped: 0 });
    expect(summary.positions.total).toBe(2464);
    expect(summary.positions.unknownVoters).toBe(0);
    expect(reporter.warnings).toEqual([]);

    const tally = async (voteId: string) =>
      Object.fromEntries(
        (
          await ds.query(
            `SELECT position, count(*)::int AS n FROM legislator_votes v JOIN roll_calls r ON r.id = v.roll_call_id WHERE r.vote_id = $1 GROUP BY position`,
            [voteId],
          )
        ).map((r: { position: string; n: number }) => [r.position, r.n]),
      );
    // 50–50 in the Senate, broken by the Vice President.
    expect(await tally('s372-119.2025')).toEqual({ YEA: 51, NAY: 50 });
    const [vp] = await ds.query(`SELECT v.* FROM legislator_votes v JOIN roll_calls r ON r.id = v.roll_call_id WHERE r.vote_id = 's372-119.2025' AND v.voter_id = 'VP'`);
    expect(vp).toMatchObject({ position: 'YEA', legislator_id: null, display_name: 'Vice President' });
    // Aye/No labels become YEA/NAY.
    expect(await tally('h190-119.2025')).toEqual({ YEA: 218, NAY: 214 });
    expect(await tally('h289-119.2025')).toEqual({ YEA: 427, NAY: 1, NOT_VOTING: 5 });
    expect(await tally('h145-119.2025')).toEqual({ YEA: 215, NAY: 214, PRESENT: 1, NOT_VOTING: 2 });

    // Senators by LIS id, representatives by bioguide id; departed members link too.
    const linked = await ds.query(
      `SELECT r.vote_id, l.bioguide_id, v.position FROM legislator_votes v JOIN roll_calls r ON r.id = v.roll_call_id
         JOIN legislators l ON l.id = v.legislator_id
        WHERE (r.vote_id = 's372-119.2025' AND v.voter_id = 'S311') OR (r.vote_id = 's7-119.2025' AND v.voter_id = 'S350')
           OR (r.vote_id = 'h190-119.2025' AND v.voter_id = 'H001096') ORDER BY r.vote_id`,
    );
    expect(linked).toEqual([
      { vote_id: 'h190-119.2025', bioguide_id: 'H001096', position: 'YEA' },
      { vote_id: 's372-119.2025', bioguide_id: 'K000367', position: 'NAY' },
      { vote_id: 's7-119.2025', bioguide_id: 'R000595', position: 'YEA' },
    ]);
    const [rc] = await ds.query(`SELECT chamber, congress, number, question, result, bill_type, bill_number, bill_congress, date FROM roll_calls WHERE vote_id = 'h190-119.2025'`);
    expect(rc).toMatchObject({ chamber: 'h', congress: 119, number: 190, result: 'Passed', bill_type: 'hr', bill_number: 1, bill_congress: 119 });
    expect(rc.date.toISOString()).toBe('2025-07-03T18:31:00.000Z');
  });

  it('imports the ZIP crosswalk', async () => {
    const summary = await importDistricts(ds, await readSource(ZCCD_CSV));
    expect(summary).toEqual({ rows: 42033, zctas: 33774, splitZctas: 7299, inserted: 42033, updated: 0, removed: 0 });
  });

  it('re-imports in place: counts unchanged, nothing duplicated', async () => {
    const before = await counts(ds);
    const legislators = await importLegislators(ds, await readLegislatorFolder(LEGISLATORS_DIR), collectingReporter(), { today: '2026-07-01' });
    expect(legislators.legislators).toMatchObject({ inserted: 0, updated: 0, leftOffice: 0 });
    expect(legislators.terms).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(legislators.memberships).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    const votes = await importVotes(ds, await readVoteSources(VOTES_DIR));
    expect(votes.rollCalls).toMatchObject({ inserted: 0, updated: 8 });
    expect(votes.positions.removed).toBe(0);
    const districts = await importDistricts(ds, await readSource(ZCCD_CSV));
    expect(districts).toMatchObject({ inserted: 0, updated: 0, removed: 0 });
    expect(await counts(ds)).toEqual(before);
  });

  it('imports a single data.json given as a file', async () => {
    const sources = await readVoteSources(path.join(VOTES_DIR, 's372-119.2025/data.json'));
    expect(sources).toHaveLength(1);
    expect((await importVotes(ds, sources)).rollCalls).toMatchObject({ total: 1, updated: 1 });
  });
});

describe('unknown voters', () => {
  let other: DataSource;
  beforeAll(async () => {
    other = await migratedDataSource('importers_unknown');
  });
  afterAll(() => other?.destroy());

  it('are reported and kept without a link, not fatal', async () => {
    const files = await readLegislatorFolder(LEGISLATORS_DIR);
    delete files.departed; // Rubio (S350) left the Senate: only the departed subset knows him
    await importLegislators(other, files);
    const reporter = collectingReporter();
    const summary = await importVotes(other, await readVoteSources(path.join(VOTES_DIR, 's7-119.2025')), reporter);
    // Rubio (S350) and Mullin (S419) are only in the departed subset.
    expect(summary.positions).toMatchObject({ total: 99, unknownVoters: 2 });
    expect(reporter.warnings).toEqual([expect.stringMatching(/^s7-119\.2025: 2 voter\(s\) not in the legislators table, kept without a link: .*S350 \(Rubio/)]);
    const [row] = await other.query(`SELECT legislator_id, position FROM legislator_votes WHERE voter_id = 'S350'`);
    expect(row).toEqual({ legislator_id: null, position: 'YEA' });
  });
});
