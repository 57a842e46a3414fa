import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { ImportError } from '../../gateway/src/ingest/errors.js';
import { importOffices } from '../../gateway/src/ingest/offices.js';
import { collectingReporter } from '../../gateway/src/ingest/report.js';
import { readSource } from '../../gateway/src/ingest/sources.js';
import { DISTRICT_OFFICES_FILE, importSharedData } from '../factories/legislators.js';
import { migratedDataSource } from '../setup/db.js';

// `npm run import:offices`: congress-legislators' district offices, idempotent, one transaction.

let ds: DataSource;
beforeAll(async () => {
  ds = await migratedDataSource('offices_import');
}, 120_000);
afterAll(() => ds?.destroy());

const count = async () => (await ds.query('SELECT count(*)::int AS n FROM district_offices'))[0].n as number;

describe('import:offices', () => {
  it('refuses to run before the legislators are imported, writing nothing', async () => {
    const err = await importOffices(ds, await readSource(DISTRICT_OFFICES_FILE)).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect(err.message).toMatch(/import:legislators first/);
    expect(await count()).toBe(0);
  });

  it('imports every office of a known legislator, with progress; a second run changes nothing', async () => {
    await importSharedData(ds, { votes: false, districts: false });
    const phases: { label: string; total: number; ticked: number }[] = [];
    const reporter = { ...collectingReporter(), phase: (label: string, total: number) => {
      const p = { label, total, ticked: 0 };
      phases.push(p);
      return { tick: (n = 1) => void (p.ticked += n), done: () => undefined };
    } };
    const first = await importOffices(ds, await readSource(DISTRICT_OFFICES_FILE), reporter);
    expect(first.offices).toBeGreaterThan(1000);
    expect(first.inserted).toBe(first.offices);
    expect(phases).toEqual([{ label: 'District offices', total: first.offices + first.skipped, ticked: first.offices + first.skipped }]);
    const [birmingham] = await ds.query(
      `SELECT o.city, o.state, o.phone, o.address FROM district_offices o JOIN legislators l ON l.id = o.legislator_id WHERE l.bioguide_id = 'S001185' AND o.city = 'Birmingham'`,
    );
    expect(birmingham).toMatchObject({ city: 'Birmingham', state: 'AL', phone: '205-254-1960' });

    const again = await importOffices(ds, await readSource(DISTRICT_OFFICES_FILE));
    expect(again).toMatchObject({ inserted: 0, updated: 0, removed: 0, offices: first.offices });
    expect(await count()).toBe(first.offices);
  });

  it('updates a changed office in place and removes one the file no longer has', async () => {
    const text = readFileSync(DISTRICT_OFFICES_FILE, 'utf8').replace('phone: 205-254-1960', 'phone: 205-555-0100').replace(/  - id: A000055-jasper\n(    .*\n)+?(?=  - id:)/, '');
    const before = await count();
    const summary = await importOffices(ds, { name: 'legislators-district-offices.yaml', text });
    expect(summary).toMatchObject({ inserted: 0, updated: 1, removed: 1 });
    expect(await count()).toBe(before - 1);
    expect((await ds.query(`SELECT phone FROM district_offices WHERE phone = '205-555-0100'`)).length).toBe(1);
    expect(await ds.query(`SELECT 1 FROM district_offices WHERE id = 'A000055-jasper'`)).toEqual([]);
  });

  it('stops at the line of a malformed office and writes nothing', async () => {
    const before = await ds.query('SELECT id, phone FROM district_offices ORDER BY id');
    const lines = readFileSync(DISTRICT_OFFICES_FILE, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('state: AL'));
    lines[at] = lines[at]!.replace('state: AL', 'state: Alabama');
    const err = await importOffices(ds, { name: 'legislators-district-offices.yaml', text: lines.join('\n').replace('phone: 256-734-6043', 'phone: 256-555-0199') }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect(err.line).toBe(at + 1);
    expect(err.message).toMatch(/state must be a two-letter USPS code/);
    expect(await ds.query('SELECT id, phone FROM district_offices ORDER BY id')).toEqual(before);
  });
});
