import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { collectingReporter, type ImportReporter } from './report.js';
import { requestImages } from '../images/image-store.js';
import { affectedRows, download, isDirectory, readSource } from './sources.js';
import { LEGISLATOR_FILES, parseLegislatorFiles, type LegislatorFiles, type ParsedCommittee, type ParsedLegislator, type ParsedMembership } from './legislator-files.js';

/**
 * `npm run import:legislators`: the unitedstates/congress-legislators files (CC0) →
 * legislators, legislator_terms, committees, committee_memberships.
 *
 * - legislators-current.yaml (required): every current member with all terms, current leadership
 *   roles, bioguide and LIS ids. Upserted by bioguide id; members no longer in the file are kept
 *   (their votes and commentary stay) but marked in_office = false.
 * - committees-current.yaml + committee-membership-current.yaml: committees, subcommittees (full id
 *   = parent id + sub id, e.g. HSAG15) and seats with their titles. Committees and seats no longer
 *   in the files are removed.
 * - legislators-departed-119th-subset.yaml (optional, folder only): people who cast the imported
 *   roll-call votes but have left; stored with in_office = false so their votes link to them.
 *
 * Idempotent (upserts on natural keys) and atomic: everything happens in one transaction.
 */

/** Photos follow the unitedstates/images pattern; the UI falls back to initials when one is missing. */
export const photoUrl = (bioguide: string) => `https://theunitedstates.io/images/congress/225x275/${bioguide}.jpg`;

export interface LegislatorImportSummary {
  legislators: { current: number; departed: number; inserted: number; updated: number; leftOffice: number };
  terms: { total: number; inserted: number; updated: number; removed: number };
  committees: { committees: number; subcommittees: number; inserted: number; updated: number; removed: number } | null;
  memberships: { total: number; inserted: number; updated: number; removed: number; skipped: number } | null;
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────

/**
 * The files from a folder (or from the folder of a given legislators-current.yaml).
 * legislators-current.yaml is required; the committee files come as a pair.
 */
export async function readLegislatorFolder(from: string): Promise<LegislatorFiles> {
  const dir = (await isDirectory(from)) ? from : path.dirname(from);
  const current = (await isDirectory(from)) ? path.join(dir, LEGISLATOR_FILES.current) : from;
  const optional = async (name: string) => {
    try {
      return await readSource(path.join(dir, name));
    } catch {
      return undefined;
    }
  };
  const files: LegislatorFiles = {
    current: await readSource(current),
    committees: await optional(LEGISLATOR_FILES.committees),
    membership: await optional(LEGISLATOR_FILES.membership),
    departed: await optional(LEGISLATOR_FILES.departed),
  };
  return files;
}

/** The current files from the project's published site (no departed subset there: it is ours). */
export async function downloadLegislatorFiles(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<LegislatorFiles> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const [current, committees, membership] = await Promise.all(
    [LEGISLATOR_FILES.current, LEGISLATOR_FILES.committees, LEGISLATOR_FILES.membership].map((f) => download(base + f, fetchImpl)),
  );
  return { current, committees, membership };
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────

/** Parses, then writes everything in ONE transaction: a failure leaves the database untouched. */
export async function importLegislators(
  ds: DataSource,
  files: LegislatorFiles,
  reporter: ImportReporter = collectingReporter(),
  opts: { today?: string } = {},
): Promise<LegislatorImportSummary> {
  const data = parseLegislatorFiles(files, { today: opts.today, reporter });
  return ds.transaction(async (em) => {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('member-portal:import:legislators'))`);
    const legislators = await writeLegislators(em, data.legislators, reporter);
    const terms = await writeTerms(em, data.legislators, legislators.ids, reporter);
    let committees: LegislatorImportSummary['committees'] = null;
    let memberships: LegislatorImportSummary['memberships'] = null;
    if (data.committees && data.memberships) {
      const written = await writeCommittees(em, data.committees, reporter);
      committees = written.summary;
      memberships = await writeMemberships(em, data.memberships, written.ids, legislators.ids, reporter);
    }
    return { legislators: legislators.summary, terms, committees, memberships };
  });
}

const column = <T, V>(rows: T[], f: (r: T) => V): V[] => rows.map(f);

async function writeLegislators(em: EntityManager, rows: ParsedLegislator[], reporter: ImportReporter) {
  const bar = reporter.phase('Legislators', rows.length);
  // A LIS id that moved to another person (rare) must be released before the upsert claims it.
  await em.query(
    `UPDATE legislators l SET lis_id = NULL, updated_at = now()
       FROM unnest($1::text[], $2::text[]) AS n(bioguide, lis)
      WHERE n.lis IS NOT NULL AND l.lis_id = n.lis AND l.bioguide_id <> n.bioguide`,
    [column(rows, (r) => r.bioguide), column(rows, (r) => r.lis)],
  );
  const fields = ['lis_id', 'govtrack_id', 'first_name', 'middle_name', 'last_name', 'suffix', 'nickname', 'official_full', 'gender', 'birthday', 'state', 'current_party', 'photo_url', 'leadership_role', 'in_office'];
  const changed: { inserted: boolean }[] = await em.query(
    `INSERT INTO legislators (bioguide_id, ${fields.join(', ')})
     SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                          $10::text[], $11::date[], $12::text[], $13::text[], $14::text[], $15::text[], $16::bool[])
     ON CONFLICT (bioguide_id) DO UPDATE SET ${fields.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, updated_at = now()
      WHERE (${fields.map((f) => `legislators.${f}`).join(', ')}) IS DISTINCT FROM (${fields.map((f) => `EXCLUDED.${f}`).join(', ')})
     RETURNING (xmax = 0) AS inserted`,
    [
      column(rows, (r) => r.bioguide),
      column(rows, (r) => r.lis),
      column(rows, (r) => r.govtrack),
      column(rows, (r) => r.first),
      column(rows, (r) => r.middle),
      column(rows, (r) => r.last),
      column(rows, (r) => r.suffix),
      column(rows, (r) => r.nickname),
      column(rows, (r) => r.officialFull),
      column(rows, (r) => r.gender),
      column(rows, (r) => r.birthday),
      column(rows, (r) => r.state),
      column(rows, (r) => r.party),
      column(rows, (r) => photoUrl(r.bioguide)),
      column(rows, (r) => r.leadership),
      column(rows, (r) => r.inOffice),
    ],
  );
  bar.tick(rows.length);
  bar.done();
  // Their photos go on the image store's work list: a running portal fetches and serves them.
  await requestImages(em, column(rows, (r) => photoUrl(r.bioguide)));
  // Whoever is no longer in the current file has left office; their records and votes stay.
  const left = await affectedRows(
    em,
    `UPDATE legislators SET in_office = false, updated_at = now()
      WHERE in_office AND NOT (bioguide_id = ANY($1::text[]))`,
    [rows.filter((r) => r.inOffice).map((r) => r.bioguide)],
  );
  const idRows: { id: string; bioguide_id: string }[] = await em.query(`SELECT id, bioguide_id FROM legislators WHERE bioguide_id = ANY($1::text[])`, [
    column(rows, (r) => r.bioguide),
  ]);
  const inserted = changed.filter((c) => c.inserted).length;
  return {
    ids: new Map(idRows.map((r) => [r.bioguide_id, r.id])),
    summary: {
      current: rows.filter((r) => r.inOffice).length,
      departed: rows.filter((r) => !r.inOffice).length,
      inserted,
      updated: changed.length - inserted,
      leftOffice: left,
    },
  };
}

async function writeTerms(em: EntityManager, legislators: ParsedLegislator[], ids: Map<string, string>, reporter: ImportReporter) {
  const rows = legislators.flatMap((l) => l.terms.map((t) => ({ ...t, legislatorId: ids.get(l.bioguide)! })));
  const bar = reporter.phase('Terms', rows.length);
  const fields = ['state', 'district', 'party', 'caucus', 'end_date', 'office', 'phone', 'url', 'address', 'contact_form', 'senate_class', 'state_rank'];
  const changed: { inserted: boolean }[] = await em.query(
    `INSERT INTO legislator_terms (legislator_id, type, start_date, ${fields.join(', ')})
     SELECT * FROM unnest($1::uuid[], $2::text[], $3::date[], $4::text[], $5::int[], $6::text[], $7::text[], $8::date[], $9::text[],
                          $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::text[])
     ON CONFLICT (legislator_id, start_date, type) DO UPDATE SET ${fields.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}
      WHERE (${fields.map((f) => `legislator_terms.${f}`).join(', ')}) IS DISTINCT FROM (${fields.map((f) => `EXCLUDED.${f}`).join(', ')})
     RETURNING (xmax = 0) AS inserted`,
    [
      column(rows, (r) => r.legislatorId),
      column(rows, (r) => r.type),
      column(rows, (r) => r.start),
      column(rows, (r) => r.state),
      column(rows, (r) => r.district),
      column(rows, (r) => r.party),
      column(rows, (r) => r.caucus),
      column(rows, (r) => r.end),
      column(rows, (r) => r.office),
      column(rows, (r) => r.phone),
      column(rows, (r) => r.url),
      column(rows, (r) => r.address),
      column(rows, (r) => r.contactForm),
      column(rows, (r) => r.senateClass),
      column(rows, (r) => r.stateRank),
    ],
  );
  bar.tick(rows.length);
  bar.done();
  // Terms of these legislators that the files no longer list (corrections upstream) go.
  const removed = await affectedRows(
    em,
    `DELETE FROM legislator_terms t
      WHERE t.legislator_id = ANY($4::uuid[])
        AND NOT EXISTS (SELECT 1 FROM unnest($1::uuid[], $2::date[], $3::text[]) AS n(legislator_id, start_date, type)
                         WHERE n.legislator_id = t.legislator_id AND n.start_date = t.start_date AND n.type = t.type)`,
    [column(rows, (r) => r.legislatorId), column(rows, (r) => r.start), column(rows, (r) => r.type), [...new Set(ids.values())]],
  );
  const inserted = changed.filter((c) => c.inserted).length;
  return { total: rows.length, inserted, updated: changed.length - inserted, removed };
}

async function writeCommittees(em: EntityManager, committees: ParsedCommittee[], reporter: ImportReporter) {
  const bar = reporter.phase('Committees', committees.length);
  const upsert = async (rows: ParsedCommittee[]) => {
    if (!rows.length) return [] as { inserted: boolean }[];
    return em.query(
      `INSERT INTO committees (thomas_id, name, type, url, parent_id)
       SELECT n.thomas_id, n.name, n.type, n.url, p.id
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS n(thomas_id, name, type, url, parent)
         LEFT JOIN committees p ON p.thomas_id = n.parent
       ON CONFLICT (thomas_id) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, url = EXCLUDED.url, parent_id = EXCLUDED.parent_id
        WHERE (committees.name, committees.type, committees.url, committees.parent_id) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.type, EXCLUDED.url, EXCLUDED.parent_id)
       RETURNING (xmax = 0) AS inserted`,
      [column(rows, (r) => r.thomasId), column(rows, (r) => r.name), column(rows, (r) => r.type), column(rows, (r) => r.url), column(rows, (r) => r.parent)],
    ) as Promise<{ inserted: boolean }[]>;
  };
  // Parents first, so subcommittees find their parent's id.
  const changed = [...(await upsert(committees.filter((c) => !c.parent))), ...(await upsert(committees.filter((c) => c.parent)))];
  bar.tick(committees.length);
  bar.done();
  const removed = await affectedRows(em, `DELETE FROM committees WHERE NOT (thomas_id = ANY($1::text[]))`, [column(committees, (c) => c.thomasId)]);
  const idRows: { id: string; thomas_id: string }[] = await em.query(`SELECT id, thomas_id FROM committees`);
  const inserted = changed.filter((c) => c.inserted).length;
  return {
    ids: new Map(idRows.map((r) => [r.thomas_id, r.id])),
    summary: {
      committees: committees.filter((c) => !c.parent).length,
      subcommittees: committees.filter((c) => c.parent).length,
      inserted,
      updated: changed.length - inserted,
      removed,
    },
  };
}

async function writeMemberships(
  em: EntityManager,
  memberships: ParsedMembership[],
  committeeIds: Map<string, string>,
  legislatorIds: Map<string, string>,
  reporter: ImportReporter,
) {
  const bar = reporter.phase('Committee memberships', memberships.length);
  const unknownCommittees = new Set<string>();
  const unknownMembers = new Set<string>();
  const byKey = new Map<string, { committeeId: string; legislatorId: string; m: ParsedMembership }>();
  for (const m of memberships) {
    const committeeId = committeeIds.get(m.committee);
    const legislatorId = legislatorIds.get(m.bioguide) ?? null;
    if (!committeeId) unknownCommittees.add(m.committee);
    else if (!legislatorId) unknownMembers.add(m.bioguide);
    else byKey.set(`${committeeId}|${legislatorId}`, { committeeId, legislatorId, m });
  }
  if (unknownCommittees.size) reporter.warn(`memberships skipped for committees not in ${LEGISLATOR_FILES.committees}: ${[...unknownCommittees].sort().join(', ')}`);
  if (unknownMembers.size) reporter.warn(`memberships skipped for bioguide ids not in the legislator files: ${[...unknownMembers].sort().join(', ')}`);
  const rows = [...byKey.values()];
  const changed: { inserted: boolean }[] = rows.length
    ? await em.query(
        `INSERT INTO committee_memberships (committee_id, legislator_id, title, rank, party_side)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::text[])
         ON CONFLICT (committee_id, legislator_id) DO UPDATE SET title = EXCLUDED.title, rank = EXCLUDED.rank, party_side = EXCLUDED.party_side
          WHERE (committee_memberships.title, committee_memberships.rank, committee_memberships.party_side)
                IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.rank, EXCLUDED.party_side)
         RETURNING (xmax = 0) AS inserted`,
        [column(rows, (r) => r.committeeId), column(rows, (r) => r.legislatorId), column(rows, (r) => r.m.title), column(rows, (r) => r.m.rank), column(rows, (r) => r.m.side)],
      )
    : [];
  bar.tick(memberships.length);
  bar.done();
  const removed = await affectedRows(
    em,
    `DELETE FROM committee_memberships c
      WHERE NOT EXISTS (SELECT 1 FROM unnest($1::uuid[], $2::uuid[]) AS n(committee_id, legislator_id)
                         WHERE n.committee_id = c.committee_id AND n.legislator_id = c.legislator_id)`,
    [column(rows, (r) => r.committeeId), column(rows, (r) => r.legislatorId)],
  );
  const inserted = changed.filter((c) => c.inserted).length;
  return { total: rows.length, inserted, updated: changed.length - inserted, removed, skipped: memberships.length - rows.length };
}
