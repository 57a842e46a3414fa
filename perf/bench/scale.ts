// Issue #13 item 3: the staff dashboard with more legislators than Congress has. The bench copies
// every current legislator (with all their terms, committee seats and staff commentary) factor − 1
// times under synthetic bioguide ids, measures, and removes the copies again.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Synthetic legislators' bioguide ids start with this (real ones are a capital letter and six digits). */
export const SYNTHETIC_PREFIX = 'SYNTH';

/**
 * Makes the database hold `factor` times the real current legislators (1: only the real ones), in
 * one transaction; returns how many legislators are then in office.
 */
export async function setLegislatorScale(databaseUrl: string, factor: number): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    // Terms, seats and content go with their legislator (ON DELETE CASCADE).
    await db.query(`DELETE FROM legislators WHERE bioguide_id LIKE '${SYNTHETIC_PREFIX}%'`);
    if (factor > 1) {
      await db.query(
        `CREATE TEMP TABLE synthetic ON COMMIT DROP AS
           SELECT l.id AS source, k, gen_random_uuid() AS id
             FROM legislators l, generate_series(1, $1::int - 1) AS k
            WHERE l.in_office`,
        [factor],
      );
      await db.query(
        `INSERT INTO legislators (id, bioguide_id, first_name, middle_name, last_name, suffix, nickname, official_full, gender, birthday,
                                  state, current_party, photo_url, leadership_role, in_office)
         SELECT s.id, '${SYNTHETIC_PREFIX}' || s.k || '-' || l.bioguide_id, l.first_name, l.middle_name, l.last_name, l.suffix, l.nickname,
                l.official_full, l.gender, l.birthday, l.state, l.current_party, l.photo_url, l.leadership_role, true
           FROM synthetic s JOIN legislators l ON l.id = s.source`,
      );
      await db.query(
        `INSERT INTO legislator_terms (legislator_id, type, state, district, party, caucus, start_date, end_date, office, phone, url, address,
                                       contact_form, senate_class, state_rank)
         SELECT s.id, t.type, t.state, t.district, t.party, t.caucus, t.start_date, t.end_date, t.office, t.phone, t.url, t.address,
                t.contact_form, t.senate_class, t.state_rank
           FROM synthetic s JOIN legislator_terms t ON t.legislator_id = s.source`,
      );
      await db.query(
        `INSERT INTO committee_memberships (committee_id, legislator_id, title, rank, party_side)
         SELECT m.committee_id, s.id, m.title, m.rank, m.party_side FROM synthetic s JOIN committee_memberships m ON m.legislator_id = s.source`,
      );
      await db.query(
        `INSERT INTO legislator_content (legislator_id, author_id, title, content, content_type, is_staff, is_public, created_at, updated_at)
         SELECT s.id, c.author_id, c.title, c.content, c.content_type, c.is_staff, c.is_public, c.created_at, c.updated_at
           FROM synthetic s JOIN legislator_content c ON c.legislator_id = s.source`,
      );
    }
    const { rows } = await db.query('SELECT count(*)::int AS n FROM legislators WHERE in_office');
    await db.query('COMMIT');
    await db.query('ANALYZE legislators, legislator_terms, committee_memberships, legislator_content');
    return rows[0].n;
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await db.end();
  }
}

/** Resident set size of a process, in MB (Linux). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

/**
 * CPU time a process's threads have used, in ms (Linux): the sum of each live thread's run time
 * from /proc/<pid>/task/<tid>/schedstat, in nanoseconds — /proc/<pid>/stat counts in 10 ms clock
 * ticks, too coarse for a request of a few milliseconds (compression runs on zlib's pool threads,
 * which this counts). Falls back to the ticks where schedstat is missing.
 */
export function cpuMs(pid: number): number {
  const { total } = cpuByThreadMs(pid);
  if (total > 0) return total;
  // No schedstat on this kernel: the ticks.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A Node process's CPU time by kind of thread, in ms: see cpuByThreadMs. */
export interface ThreadCpu {
  /** Every thread. */
  total: number;
  /** libuv's pool threads ("libuv-worker"), where zlib and brotli compress. */
  pool: number;
  /** V8's helper threads ("V8Worker"): concurrent marking and sweeping, background compiling. */
  v8: number;
  /** The rest: the main thread (JavaScript, and the collections' pauses) and Node's small helpers. */
  main: number;
}

/**
 * CPU time of a Node process's threads grouped by their names (Linux, /proc/<pid>/task/<tid>/comm
 * and schedstat): compression's own work is on the pool threads and nothing else of a request's is,
 * so it is measured there without the noise of the collections, which land on the main and V8's
 * threads of whichever request is running. All zeros where schedstat is missing.
 */
export function cpuByThreadMs(pid: number): ThreadCpu {
  const out: ThreadCpu = { total: 0, pool: 0, v8: 0, main: 0 };
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const ms = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      out.total += ms;
      if (name === 'libuv-worker') out.pool += ms;
      else if (name === 'V8Worker') out.v8 += ms;
      else out.main += ms;
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** The CPU a process has used since `before` (a cpuByThreadMs reading), by kind of thread; NaN without a process. */
export function threadCpuSince(pid: number | undefined, before: ThreadCpu | undefined): ThreadCpu {
  if (!pid || !before) return { total: NaN, pool: NaN, v8: NaN, main: NaN };
  const now = cpuByThreadMs(pid);
  return { total: now.total - before.total, pool: now.pool - before.pool, v8: now.v8 - before.v8, main: now.main - before.main };
}
