import type { DataSource } from 'typeorm';
import { ImportError } from './errors.js';
import { collectingReporter, type ImportReporter } from './report.js';
import { affectedRows, download, YamlFile, type SourceFile } from './sources.js';

/**
 * `npm run import:offices`: congress-legislators' legislators-district-offices.yaml (CC0) →
 * district_offices, the offices members call besides the Washington one (the current term's).
 *
 * The file is the whole list: offices it no longer has are removed. Entries are keyed by the
 * file's office id ('A000055-cullman'); offices of a legislator the database does not have are
 * skipped with a warning (run import:legislators first). Idempotent (an unchanged office is not
 * written again) and atomic: one transaction, nothing written on any error.
 */
export const OFFICES_FILE = 'legislators-district-offices.yaml';

export interface ParsedOffice {
  id: string;
  bioguide: string;
  address: string | null;
  suite: string | null;
  building: string | null;
  city: string;
  state: string;
  zip: string | null;
  phone: string | null;
  fax: string | null;
  hours: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface OfficeImportSummary {
  legislators: number;
  offices: number;
  inserted: number;
  updated: number;
  removed: number;
  /** Offices of legislators the database does not have. */
  skipped: number;
}

const BIOGUIDE = /^[A-Z]\d{6}$/;
const STATE = /^[A-Z]{2}$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The published copy, from the same site as the legislators. */
export function downloadOffices(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<SourceFile> {
  return download(`${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${OFFICES_FILE}`, fetchImpl);
}

/** Parses and checks the file (no database): a malformed entry stops the import at its line. */
export function parseOffices(source: SourceFile): ParsedOffice[] {
  const y = YamlFile.parse(source);
  if (!Array.isArray(y.value)) throw y.error([], 'expected a list of legislators with their offices');
  const seen = new Map<string, number>();
  const out: ParsedOffice[] = [];
  y.value.forEach((entry, i) => {
    if (!isObj(entry)) throw y.error([i], 'expected a legislator (a mapping with id and offices)');
    const bioguide = text(isObj(entry.id) ? entry.id.bioguide : undefined);
    if (!bioguide || !BIOGUIDE.test(bioguide)) throw y.error([i, 'id', 'bioguide'], `missing or malformed id.bioguide ${JSON.stringify((isObj(entry.id) && entry.id.bioguide) ?? null)}`);
    if (entry.offices === undefined || entry.offices === null) return;
    if (!Array.isArray(entry.offices)) throw y.error([i, 'offices'], `${bioguide}: offices must be a list`);
    entry.offices.forEach((o: unknown, j: number) => {
      const at = [i, 'offices', j];
      if (!isObj(o)) throw y.error(at, `${bioguide}: expected an office`);
      const id = text(o.id);
      if (!id) throw y.error([...at, 'id'], `${bioguide}: an office without an id`);
      if (seen.has(id)) throw y.error([...at, 'id'], `office id ${id} appears twice (first under entry ${seen.get(id)! + 1})`);
      seen.set(id, i);
      const city = text(o.city);
      if (!city) throw y.error([...at, 'city'], `${id}: city is required`);
      const state = text(o.state);
      if (!state || !STATE.test(state)) throw y.error([...at, 'state'], `${id}: state must be a two-letter USPS code, got ${JSON.stringify(o.state ?? null)}`);
      out.push({
        id,
        bioguide,
        address: text(o.address),
        suite: text(o.suite),
        building: text(o.building),
        city,
        state,
        zip: text(o.zip),
        phone: text(o.phone),
        fax: text(o.fax),
        hours: text(o.hours),
        latitude: num(o.latitude),
        longitude: num(o.longitude),
      });
    });
  });
  if (out.length === 0) throw new ImportError(source.name, null, 'no offices');
  return out;
}

const COLUMNS = ['address', 'suite', 'building', 'city', 'state', 'zip', 'phone', 'fax', 'hours', 'latitude', 'longitude'] as const;
const BATCH = 500;

export async function importOffices(ds: DataSource, source: SourceFile, reporter: ImportReporter = collectingReporter()): Promise<OfficeImportSummary> {
  const offices = parseOffices(source);
  const bioguides = [...new Set(offices.map((o) => o.bioguide))];
  const bar = reporter.phase('District offices', offices.length);
  const summary = await ds.transaction(async (em) => {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('member-portal:import:offices'))`);
    const known: { id: string; bioguide_id: string }[] = await em.query('SELECT id, bioguide_id FROM legislators WHERE bioguide_id = ANY($1::text[])', [bioguides]);
    const legislatorOf = new Map(known.map((k) => [k.bioguide_id, k.id]));
    if (legislatorOf.size === 0) {
      throw new ImportError(source.name, null, `none of the ${bioguides.length} legislators in the file is in the database: run npm run import:legislators first`);
    }
    const missing = bioguides.filter((b) => !legislatorOf.has(b));
    if (missing.length) reporter.warn(`${missing.length} legislator(s) with district offices are not in the database; their offices are skipped: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`);
    const rows = offices.filter((o) => legislatorOf.has(o.bioguide));
    let inserted = 0;
    let updated = 0;
    for (let from = 0; from < rows.length; from += BATCH) {
      const batch = rows.slice(from, from + BATCH);
      const changed: { inserted: boolean }[] = await em.query(
        `INSERT INTO district_offices (id, legislator_id, ${COLUMNS.join(', ')})
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::float8[], $13::float8[])
         ON CONFLICT (id) DO UPDATE SET legislator_id = EXCLUDED.legislator_id, ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
          WHERE (district_offices.legislator_id, ${COLUMNS.map((c) => `district_offices.${c}`).join(', ')})
                IS DISTINCT FROM (EXCLUDED.legislator_id, ${COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})
         RETURNING (xmax = 0) AS inserted`,
        [batch.map((o) => o.id), batch.map((o) => legislatorOf.get(o.bioguide)), ...COLUMNS.map((c) => batch.map((o) => o[c]))],
      );
      inserted += changed.filter((c) => c.inserted).length;
      updated += changed.filter((c) => !c.inserted).length;
      bar.tick(batch.length);
    }
    const removed = await affectedRows(em, 'DELETE FROM district_offices WHERE NOT (id = ANY($1::text[]))', [rows.map((o) => o.id)]);
    return { legislators: legislatorOf.size, offices: rows.length, inserted, updated, removed, skipped: offices.length - rows.length };
  });
  bar.tick(offices.length - summary.offices);
  bar.done();
  return summary;
}
