import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import type { Logger } from '../config/logger.js';
import type { FetchOptions } from '../ingest/article/fetch-page.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { fetchImage, isPermanent } from './fetch-image.js';
import { ImageRejected, processImage } from './resize-image.js';
import { isSameOriginPath } from './image.types.js';

/**
 * The image store (issue #12): the one place that fetches, resizes and keeps pictures. Features
 * never fetch pictures themselves; they name the source URLs they show (`requestImages`), and the
 * GraphQL `Image` fields (image.resolver.ts) answer with the stored copy once it is ready — null
 * until then, so a page view never waits on a third-party host and the client shows its fallback.
 *
 * The `images` table is the work list, shared by every gateway on the database: a gateway's worker
 * claims one pending row at a time (`FOR UPDATE SKIP LOCKED`), fetches it through the SSRF guard,
 * resizes it and stores the sizes in one transaction. A refused URL (private address, not a
 * picture, too large, a decompression bomb, 4xx) is marked failed for good with nothing stored; a
 * network error or 5xx is tried again later, with growing pauses. A claim left behind by a gateway
 * that stopped is taken over after CLAIM_TIMEOUT.
 */
const CLAIM_TIMEOUT = "interval '5 minutes'";
/** Pause before the next try after a transient failure, by attempt (then given up). */
const RETRY_AFTER_MINUTES = [10, 60, 360, 1440];
/** How often an idle worker looks for work other gateways (or the importers) left. */
const POLL_MS = 60_000;
const MAX_URL_LENGTH = 2048;
const STOP_WAIT_MS = 2_000;

/** Wakes this process's worker when a request names pictures it has not seen. */
const wake = new EventEmitter();

/** http(s) URLs the store can fetch (the portal's own paths are served as they are). */
export function isStorableUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH || isSameOriginPath(url)) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Asks for these pictures to be stored (on a DataSource, or an importer's transaction); returns at
 * once: a worker fetches them in the background.
 */
export async function requestImages(ds: Pick<DataSource, 'query'>, urls: readonly (string | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(urls.filter((u): u is string => typeof u === 'string' && isStorableUrl(u)))];
  if (!wanted.length) return;
  const inserted: unknown[] = await ds.query(
    `INSERT INTO images (source_url) SELECT unnest($1::text[]) ON CONFLICT (source_url) DO NOTHING RETURNING id`,
    [wanted],
  );
  if (inserted.length) wake.emit('work');
}

export interface ImageWorkerOptions {
  dataSource: DataSource;
  log: Logger;
  /** The SSRF policy (ARTICLE_FETCH_ALLOW_PRIVATE) and, in tests, a DNS resolver. */
  fetch: FetchOptions;
}

export interface ImageWorker {
  /** Resolves once the work list has nothing this worker can take now (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts this gateway's worker: it takes pending pictures one at a time until there are none. */
export function startImageWorker(opts: ImageWorkerOptions): ImageWorker {
  const { dataSource: ds, log } = opts;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!stopped && (await takeOne())) {
          /* one picture at a time */
        }
      } while (again && !stopped);
    })()
      .catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) log.warn('Image store: the database is unavailable; pictures will be fetched later');
        else log.error('Image store worker failed', err);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  /**
   * Claims, fetches and stores one picture; false when there was nothing to take. Newest first:
   * the picture of the article someone just submitted or edited does not wait behind a bulk
   * import's hundreds of legislator photos (or behind hosts that are down and tried again).
   */
  const takeOne = async (): Promise<boolean> => {
    const [row] = await updateReturning<{ id: string; source_url: string; attempts: number }>(
      ds,
      `UPDATE images SET status = 'fetching', claimed_at = now(), attempts = attempts + 1
        WHERE id = (SELECT id FROM images
                     WHERE status = 'pending'
                        OR (status = 'fetching' AND claimed_at < now() - ${CLAIM_TIMEOUT})
                        OR (status = 'failed' AND retry_at <= now())
                     ORDER BY created_at DESC LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, source_url, attempts`,
    );
    if (!row) return false;
    try {
      const fetched = await fetchImage(row.source_url, opts.fetch);
      const image = await processImage(fetched.body);
      await ds.transaction(async (tx) => {
        await tx.query('DELETE FROM image_variants WHERE image_id = $1', [row.id]);
        for (const v of image.variants) {
          await tx.query('INSERT INTO image_variants (image_id, width, height, content_type, data) VALUES ($1, $2, $3, $4, $5)', [
            row.id,
            v.width,
            v.height,
            v.contentType,
            v.data,
          ]);
        }
        await tx.query(
          `UPDATE images SET status = 'ready', width = $2, height = $3, color = $4, failure = NULL, retry_at = NULL, fetched_at = now()
            WHERE id = $1`,
          [row.id, image.width, image.height, image.color],
        );
      });
      log.debug(`Image stored: ${row.source_url} (${image.variants.map((v) => v.width).join('/')} px)`);
    } catch (err) {
      if (isDatabaseUnavailable(err)) throw err;
      const permanent = err instanceof ImageRejected || isPermanent(err);
      const pause = RETRY_AFTER_MINUTES[row.attempts - 1];
      const retry = !permanent && pause !== undefined;
      const reason = err instanceof Error ? err.message : String(err);
      await ds.query(
        `UPDATE images SET status = 'failed', failure = $2, retry_at = CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(mins => $3::int) END
          WHERE id = $1`,
        [row.id, reason.slice(0, 500), retry ? pause : null],
      );
      // A refusal is worth a line; a host that is down for now is not (it is tried again).
      (retry ? log.debug : log.info)(`Image not stored: ${row.source_url}: ${reason}${retry ? ` (trying again in ${pause} min)` : ''}`);
    }
    return true;
  };

  const onWake = () => void run();
  wake.on('work', onWake);
  const timer = setInterval(onWake, POLL_MS);
  timer.unref();
  void run();

  return {
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      wake.off('work', onWake);
      clearInterval(timer);
      // A fetch in flight is not waited for beyond STOP_WAIT_MS (shutdown has its own deadline);
      // its row is taken over later, by this gateway or another.
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
    },
  };
}

/** The rows of an UPDATE … RETURNING (TypeORM's query() gives [rows, count] for UPDATE). */
async function updateReturning<T>(ds: DataSource, sql: string, params: unknown[] = []): Promise<T[]> {
  const runner = ds.createQueryRunner();
  try {
    return (await runner.query(sql, params, true)).records as T[];
  } finally {
    await runner.release();
  }
}
