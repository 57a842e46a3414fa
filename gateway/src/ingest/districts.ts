import { parse, CsvError } from 'csv-parse/sync';
import type { DataSource } from 'typeorm';
import { ImportError } from './errors.js';
import { collectingReporter, type ImportReporter } from './report.js';
import { affectedRows, type SourceFile } from './sources.js';

/**
 * `npm run import:districts`: the ZIP (ZCTA) → congressional district crosswalk
 * (OpenSourceActivismTech/us-zipcodes-congress zccd.csv: state_fips,state_abbr,zcta,cd; cd 0 =
 * at-large) → zip_districts. The file is the whole crosswalk: rows it no longer has are removed.
 * One transaction; a malformed row stops the import with its file and line.
 */

export const DISTRICT_COLUMNS = ['state_fips', 'state_abbr', 'zcta', 'cd'] as const;

export interface ZipDistrictRow {
  zcta: string;
  state: string;
  district: number;
  fips: string;
}

export interface DistrictImportSummary {
  rows: number;
  zctas: number;
  splitZctas: number;
  inserted: number;
  updated: number;
  removed: number;
}

export function parseDistricts(source: SourceFile): ZipDistrictRow[] {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(source.text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      // Hand-edited copies may mix Windows and Unix line ends.
      record_delimiter: ['\r\n', '\n'],
    });
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines ?? null;
      throw new ImportError(source.name, line, `invalid CSV: ${err.message.replace(/ on line \d+\.?$/, '')}`);
    }
    throw err;
  }
  const header = source.text.split(/\r?\n/, 1)[0].replace(/^\uFEFF/, '').split(',').map((h) => h.trim());
  const missing = DISTRICT_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new ImportError(source.name, 1, `the header must name the columns ${DISTRICT_COLUMNS.join(',')} (missing ${missing.join(', ')})`);

  const seen = new Set<string>();
  const rows: ZipDistrictRow[] = [];
  for (const { record, info } of records) {
    const bad = (detail: string) => new ImportError(source.name, info.lines, detail);
    const { state_fips: fips, state_abbr: state, zcta, cd } = record;
    if (!/^\d{5}$/.test(zcta)) throw bad(`zcta must be five digits, got ${JSON.stringify(zcta)}`);
    if (!/^[A-Z]{2}$/.test(state)) throw bad(`state_abbr must be a two-letter USPS code, got ${JSON.stringify(state)}`);
    if (!/^\d{2}$/.test(fips)) throw bad(`state_fips must be two digits, got ${JSON.stringify(fips)}`);
    if (!/^\d{1,2}$/.test(cd)) throw bad(`cd must be a district number (0 for at-large), got ${JSON.stringify(cd)}`);
    const key = `${zcta}|${state}|${Number(cd)}`;
    if (seen.has(key)) continue; // a repeated row adds nothing
    seen.add(key);
    rows.push({ zcta, state, district: Number(cd), fips });
  }
  if (rows.length === 0) throw new ImportError(source.name, null, 'no rows');
  return rows;
}

export async function importDistricts(ds: DataSource, source: SourceFile, reporter: ImportReporter = collectingReporter()): Promise<DistrictImportSummary> {
  const rows = parseDistricts(source);
  const bar = reporter.phase('ZIP → district rows', rows.length);
  const summary = await ds.transaction(async (em) => {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('member-portal:import:districts'))`);
    const params = [rows.map((r) => r.zcta), rows.map((r) => r.state), rows.map((r) => r.district), rows.map((r) => r.fips)];
    const changed: { inserted: boolean }[] = await em.query(
      `INSERT INTO zip_districts (zcta, state_abbr, district, state_fips)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])
       ON CONFLICT (zcta, state_abbr, district) DO UPDATE SET state_fips = EXCLUDED.state_fips
        WHERE zip_districts.state_fips IS DISTINCT FROM EXCLUDED.state_fips
       RETURNING (xmax = 0) AS inserted`,
      params,
    );
    const removed = await affectedRows(
      em,
      `DELETE FROM zip_districts z
        WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[], $2::text[], $3::int[]) AS n(zcta, state_abbr, district)
                           WHERE n.zcta = z.zcta AND n.state_abbr = z.state_abbr AND n.district = z.district)`,
      params.slice(0, 3),
    );
    const inserted = changed.filter((c) => c.inserted).length;
    return { inserted, updated: changed.length - inserted, removed };
  });
  bar.tick(rows.length);
  bar.done();
  const perZcta = new Map<string, number>();
  for (const r of rows) perZcta.set(r.zcta, (perZcta.get(r.zcta) ?? 0) + 1);
  return {
    rows: rows.length,
    zctas: perZcta.size,
    splitZctas: [...perZcta.values()].filter((n) => n > 1).length,
    ...summary,
  };
}
