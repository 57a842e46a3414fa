// The organization bench's figures, each printed beside its goal as it is recorded (the table at
// the end of organization-bench.ts lists them all), and the timings its measures share.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

export interface Figure {
  measure: string;
  value: string;
  floor?: string;
  goal: string;
  ok: boolean;
}

export const figures: Figure[] = [];
export const record = (f: Figure) => {
  figures.push(f);
  console.log(`  ${f.ok ? 'ok  ' : 'MISS'} ${f.measure}: ${f.value}${f.floor ? ` (floor ${f.floor})` : ''} — goal ${f.goal}`);
};

/** Polls `count` until it reaches `target`: when the first and the last one were seen (ms since `from`). */
export async function until(db: pg.Client, sql: string, params: unknown[], target: number, from: number, timeoutMs: number): Promise<{ firstMs: number; allMs: number; reached: number }> {
  let firstMs = NaN;
  for (;;) {
    const { rows } = await db.query(sql, params);
    const n = Number(rows[0].n);
    const now = performance.now() - from;
    if (n > 0 && Number.isNaN(firstMs)) firstMs = now;
    if (n >= target) return { firstMs, allMs: now, reached: n };
    if (now > timeoutMs) return { firstMs, allMs: NaN, reached: n };
    await sleep(100);
  }
}

/**
 * Times one statement (the floor) writing into the product's own table — its indexes, foreign keys
 * and write-ahead log — in a transaction that is then rolled back, in ms.
 */
export async function floor(db: pg.Client, sql: string, params: unknown[] = []): Promise<number> {
  await db.query('BEGIN');
  try {
    const started = performance.now();
    await db.query(sql, params);
    return performance.now() - started;
  } finally {
    await db.query('ROLLBACK');
  }
}

export const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'not reached');
