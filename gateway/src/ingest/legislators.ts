import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { ImportError } from './errors.js';
import { collectingReporter, type ImportReporter } from './report.js';
import { requestImages } from '../images/image-store.js';
import { affectedRows, download, isDirectory, readSource, YamlFile, type SourceFile } from './sources.js';

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

/** The official published copies (https://github.com/unitedstates/congress-legislators#data-files). */
export const LEGISLATOR_FILES = {
  current: 'legislators-current.yaml',
  committees: 'committees-current.yaml',
  membership: 'committee-membership-current.yaml',
  departed: 'legislators-departed-119th-subset.yaml',
} as const;

export interface LegislatorFiles {
  current: SourceFile;
  committees?: SourceFile;
  membership?: SourceFile;
  departed?: SourceFile;
}

/** Photos follow the unitedstates/images pattern; the UI falls back to initials when one is missing. */
export const photoUrl = (bioguide: string) => `https://theunitedstates.io/images/congress/225x275/${bioguide}.jpg`;

export interface ParsedTerm {
  type: 'rep' | 'sen';
  state: string;
  district: number | null;
  party: string | null;
  caucus: string | null;
  start: string;
  end: string;
  office: string | null;
  phone: string | null;
  url: string | null;
  address: string | null;
  contactForm: string | null;
  senateClass: number | null;
  stateRank: 'junior' | 'senior' | null;
}

export interface ParsedLegislator {
  bioguide: string;
  lis: string | null;
  govtrack: number | null;
  first: string;
  middle: string | null;
  last: string;
  suffix: string | null;
  nickname: string | null;
  officialFull: string | null;
  gender: string | null;
  birthday: string | null;
  state: string;
  party: string | null;
  leadership: string | null;
  inOffice: boolean;
  terms: ParsedTerm[];
}

export interface ParsedCommittee {
  thomasId: string;
  name: string;
  type: string | null;
  url: string | null;
  parent: string | null;
}

export interface ParsedMembership {
  committee: string;
  bioguide: string;
  title: string | null;
  rank: number | null;
  side: 'majority' | 'minority' | null;
}

export interface ParsedLegislatorData {
  legislators: ParsedLegislator[];
  /** null when the committee files were not given: committees are then left as they are. */
  committees: ParsedCommittee[] | null;
  memberships: ParsedMembership[] | null;
}

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

// ── Parsing and validation (no database) ─────────────────────────────────────────────────────

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BIOGUIDE = /^[A-Z]\d{6}$/;
const STATE = /^[A-Z]{2}$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null);

function parseLegislatorList(y: YamlFile, inOffice: boolean, today: string): ParsedLegislator[] {
  if (!Array.isArray(y.value)) throw y.error([], 'expected a list of legislators');
  const seen = new Map<string, number>();
  return y.value.map((entry, i): ParsedLegislator => {
    if (!isObj(entry)) throw y.error([i], 'expected a legislator (a mapping with id, name, bio and terms)');
    const id = isObj(entry.id) ? entry.id : {};
    const name = isObj(entry.name) ? entry.name : {};
    const bio = isObj(entry.bio) ? entry.bio : {};
    const bioguide = text(id.bioguide);
    if (!bioguide || !BIOGUIDE.test(bioguide)) throw y.error([i, 'id', 'bioguide'], `missing or malformed id.bioguide ${JSON.stringify(id.bioguide ?? null)}`);
    if (seen.has(bioguide)) throw y.error([i], `bioguide id ${bioguide} appears twice (first at entry ${seen.get(bioguide)! + 1})`);
    seen.set(bioguide, i);
    const first = text(name.first);
    const last = text(name.last);
    if (!first || !last) throw y.error([i, 'name'], `${bioguide}: name.first and name.last are required`);
    const birthday = text(bio.birthday);
    if (birthday && !DATE.test(birthday)) throw y.error([i, 'bio', 'birthday'], `${bioguide}: bio.birthday must be YYYY-MM-DD`);
    if (!Array.isArray(entry.terms) || entry.terms.length === 0) throw y.error([i, 'terms'], `${bioguide}: at least one term is required`);
    const terms = entry.terms.map((t, j) => parseTerm(y, [i, 'terms', j], bioguide, t));
    const current = terms[terms.length - 1];
    return {
      bioguide,
      lis: text(id.lis),
      govtrack: int(id.govtrack),
      first,
      middle: text(name.middle),
      last,
      suffix: text(name.suffix),
      nickname: text(name.nickname),
      officialFull: text(name.official_full),
      gender: text(bio.gender),
      birthday,
      state: current.state,
      party: current.party,
      leadership: currentLeadership(entry.leadership_roles, today),
      inOffice,
      terms: dedupeTerms(terms),
    };
  });
}

function parseTerm(y: YamlFile, at: (string | number)[], bioguide: string, t: unknown): ParsedTerm {
  if (!isObj(t)) throw y.error(at, `${bioguide}: expected a term`);
  const type = t.type;
  if (type !== 'rep' && type !== 'sen') throw y.error([...at, 'type'], `${bioguide}: term type must be rep or sen, got ${JSON.stringify(type ?? null)}`);
  const start = text(t.start);
  const end = text(t.end);
  if (!start || !DATE.test(start)) throw y.error([...at, 'start'], `${bioguide}: term start must be YYYY-MM-DD`);
  if (!end || !DATE.test(end)) throw y.error([...at, 'end'], `${bioguide}: term end must be YYYY-MM-DD`);
  const state = text(t.state);
  if (!state || !STATE.test(state)) throw y.error([...at, 'state'], `${bioguide}: term state must be a two-letter USPS code`);
  const district = int(t.district);
  const senateClass = int(t.class);
  return {
    type,
    state,
    // -1 marks an unknown district in historical data; 0 is at-large.
    district: type === 'rep' && district !== null && district >= 0 ? district : null,
    party: text(t.party),
    caucus: text(t.caucus),
    start,
    end,
    office: text(t.office),
    phone: text(t.phone),
    url: text(t.url),
    address: text(t.address),
    contactForm: text(t.contact_form),
    senateClass: senateClass && senateClass >= 1 && senateClass <= 3 ? senateClass : null,
    stateRank: t.state_rank === 'junior' || t.state_rank === 'senior' ? t.state_rank : null,
  };
}

/** The unique key is (start, type): should a file repeat one, the later entry wins. */
function dedupeTerms(terms: ParsedTerm[]): ParsedTerm[] {
  const byKey = new Map<string, ParsedTerm>();
  for (const t of terms) byKey.set(`${t.start}|${t.type}`, t);
  return [...byKey.values()];
}

/** Roles without an end, or ending in the future, newest first; joined when there are several. */
function currentLeadership(roles: unknown, today: string): string | null {
  if (!Array.isArray(roles)) return null;
  const current = roles
    .filter(isObj)
    .filter((r) => text(r.title) && (!text(r.end) || text(r.end)! >= today))
    .sort((a, b) => (text(b.start) ?? '').localeCompare(text(a.start) ?? ''))
    .map((r) => text(r.title)!);
  return current.length ? [...new Set(current)].join('; ') : null;
}

function parseCommittees(y: YamlFile): ParsedCommittee[] {
  if (!Array.isArray(y.value)) throw y.error([], 'expected a list of committees');
  const out: ParsedCommittee[] = [];
  const seen = new Set<string>();
  const add = (c: ParsedCommittee, at: (string | number)[]) => {
    if (seen.has(c.thomasId)) throw y.error(at, `committee id ${c.thomasId} appears twice`);
    seen.add(c.thomasId);
    out.push(c);
  };
  y.value.forEach((c, i) => {
    if (!isObj(c)) throw y.error([i], 'expected a committee');
    const id = text(c.thomas_id);
    const name = text(c.name);
    if (!id) throw y.error([i, 'thomas_id'], 'committee without thomas_id');
    if (!name) throw y.error([i, 'name'], `committee ${id} without a name`);
    add({ thomasId: id, name, type: text(c.type), url: text(c.url), parent: null }, [i]);
    if (c.subcommittees !== undefined && !Array.isArray(c.subcommittees)) throw y.error([i, 'subcommittees'], `${id}: subcommittees must be a list`);
    (c.subcommittees ?? []).forEach((s: unknown, j: number) => {
      const at = [i, 'subcommittees', j];
      if (!isObj(s)) throw y.error(at, `${id}: expected a subcommittee`);
      const sub = text(s.thomas_id);
      const subName = text(s.name);
      if (!sub) throw y.error([...at, 'thomas_id'], `${id}: subcommittee without thomas_id`);
      if (!subName) throw y.error([...at, 'name'], `${id}${sub}: subcommittee without a name`);
      add({ thomasId: id + sub, name: subName, type: null, url: text(s.url), parent: id }, at);
    });
  });
  return out;
}

function parseMemberships(y: YamlFile): ParsedMembership[] {
  if (!isObj(y.value)) throw y.error([], 'expected a mapping from committee id to its members');
  const out: ParsedMembership[] = [];
  for (const [committee, members] of Object.entries(y.value)) {
    if (members === null) continue;
    if (!Array.isArray(members)) throw y.error([committee], `${committee}: expected a list of members`);
    members.forEach((m, j) => {
      if (!isObj(m)) throw y.error([committee, j], `${committee}: expected a member`);
      const bioguide = text(m.bioguide);
      if (!bioguide || !BIOGUIDE.test(bioguide)) throw y.error([committee, j, 'bioguide'], `${committee}: member ${JSON.stringify(m.name ?? j)} has no valid bioguide id`);
      out.push({
        committee,
        bioguide,
        title: text(m.title),
        rank: int(m.rank),
        side: m.party === 'majority' || m.party === 'minority' ? m.party : null,
      });
    });
  }
  return out;
}

/** Parses and validates every file; throws an ImportError naming file and line on the first problem. */
export function parseLegislatorFiles(files: LegislatorFiles, opts: { today?: string; reporter?: ImportReporter } = {}): ParsedLegislatorData {
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const reporter = opts.reporter ?? collectingReporter();
  const currentFile = YamlFile.parse(files.current);
  const current = parseLegislatorList(currentFile, true, today);
  const legislators = [...current];
  if (files.departed) {
    const inCurrent = new Set(current.map((l) => l.bioguide));
    const lisInCurrent = new Set(current.map((l) => l.lis).filter(Boolean));
    for (const l of parseLegislatorList(YamlFile.parse(files.departed), false, today)) {
      if (inCurrent.has(l.bioguide)) continue; // back in office: the current file wins
      if (l.lis && lisInCurrent.has(l.lis)) {
        reporter.warn(`${files.departed.name}: ${l.bioguide} has LIS id ${l.lis}, which a current senator uses; kept without it`);
        l.lis = null;
      }
      legislators.push(l);
    }
  }
  const lisSeen = new Map<string, string>();
  for (const [i, l] of current.entries()) {
    if (!l.lis) continue;
    if (lisSeen.has(l.lis)) throw currentFile.error([i, 'id', 'lis'], `LIS id ${l.lis} is used by both ${lisSeen.get(l.lis)} and ${l.bioguide}`);
    lisSeen.set(l.lis, l.bioguide);
  }
  if (!!files.committees !== !!files.membership) {
    throw new ImportError(
      (files.committees ?? files.current).name,
      null,
      `${LEGISLATOR_FILES.committees} and ${LEGISLATOR_FILES.membership} must be imported together`,
    );
  }
  const committees = files.committees ? parseCommittees(YamlFile.parse(files.committees)) : null;
  const memberships = files.membership ? parseMemberships(YamlFile.parse(files.membership)) : null;
  return { legislators, committees, memberships };
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
