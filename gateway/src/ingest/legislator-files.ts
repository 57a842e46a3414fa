import { ImportError } from './errors.js';
import { collectingReporter, type ImportReporter } from './report.js';
import { YamlFile, type SourceFile } from './sources.js';

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
