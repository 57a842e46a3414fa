import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getNamedType, Kind, parse, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { isStaff } from '../auth/roles.js';
import type { Logger } from '../config/logger.js';
import type { Notifier } from '../db/notify.js';
import type { Context } from '../graphql/context.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

/**
 * Cached answers of the staff legislator dashboard (issue #13), for GraphQL (POST /graphql) and
 * its REST twin (GET /api/legislators): the whole response bytes, on top of an uncached path that
 * is fast on its own.
 *
 * What may be cached: a read-only operation whose only root field is `legislators` and whose
 * every selected field is one of CACHEABLE_TYPES' viewer-independent fields (the staff-only ones
 * included: they depend on the caller's role, which is in the key, not on who the caller is). A
 * field added to those types is cached only once it is added here (a test lists them).
 *
 * Who gets a cached answer: the key holds the caller's role set as read from the database for
 * this request, so a cached answer only ever goes to a caller with exactly the roles of the
 * caller who produced it; callers below staff level never reach the cache (they get the normal
 * path's 401/403), and a role change takes effect on the next request.
 *
 * When: every answer is stored under the data version (cache_versions, migration
 * 1764900000000) read before its data, and looked up under the current version, which every
 * committed write to the dashboard's tables bumps (commentary through the API, imports in other
 * processes, any SQL). A cached answer is therefore never older than the latest committed write
 * a request could see — on every gateway on the database, since the version lives there.
 *
 * Across gateways: the same bump sends NOTIFY response_cache '<name>:<version>' on commit, which
 * every gateway hears through the portal's notifier (db/notify.ts); each then drops its answers of
 * older versions at once (memory, bounded by RESPONSE_CACHE_MB, holds only current answers) and
 * stops storing answers that requests in flight read under an older version. When the listener
 * may have missed messages (a reconnect), the whole cache is cleared. Notifications are
 * asynchronous, so they free memory; correctness still rests on the version read per request,
 * which sees a write committed on another gateway a moment ago.
 */
export const CACHEABLE_ROOT_FIELDS = new Set(['legislators']);
export const CACHEABLE_TYPES: Record<string, readonly string[]> = {
  Legislator: [
    'bioguideId', 'birthday', 'committees', 'content', 'currentParty', 'currentTerm', 'district', 'firstName', 'fullName', 'gender', 'govtrackId',
    'hasStaffCommentary', 'id', 'inOffice', 'lastName', 'leadershipRole', 'lisId', 'middleName', 'nickname', 'officialFull', 'photo', 'photoUrl', 'role',
    'staffCommentary', 'state', 'suffix', 'terms',
    // Issue #60: the key-vote and vote tables bump the version too (migration 1765800000000).
    'congressAlignment',
  ],
  AlignmentSummary: ['agreed', 'congress', 'counted', 'keyVotes', 'notCounted', 'percent'],
  LegislatorTerm: [
    'address', 'caucus', 'contactForm', 'district', 'endDate', 'id', 'office', 'party', 'phone', 'senateClass', 'startDate', 'state', 'stateRank', 'type', 'url',
  ],
  CommitteeMembership: ['committee', 'id', 'name', 'partySide', 'rank', 'subcommittee', 'title'],
  Committee: ['id', 'name', 'thomasId', 'type', 'url'],
  // A legislator's stored photo (images: its writes bump the version too).
  Image: ['color', 'height', 'id', 'src', 'srcSet', 'width'],
  LegislatorContent: ['content', 'contentType', 'createdAt', 'id', 'isPublic', 'isStaff', 'legislatorId', 'staffCommentary', 'title', 'updatedAt'],
};
const CACHEABLE_FIELDS = new Set(Object.entries(CACHEABLE_TYPES).flatMap(([type, fields]) => fields.map((f) => `${type}.${f}`)));

/** The data version the cached answers hang on (cache_versions.name). */
const VERSION = 'legislators';
/** The channel the version bump notifies on (migration 1764900000000). */
export const RESPONSE_CACHE_CHANNEL = 'response_cache';

/**
 * Levels for the compressed copies kept with a cached answer. They are paid once per answer (per
 * data version and role set), off the event loop (zlib's thread pool), so they can be higher than
 * the per-response levels of http/compression.ts: measured on the dashboard's GraphQL answer
 * (1.2 MB), brotli 5 takes about 30 ms once for 20% fewer bytes than quality 2.
 */
export const CACHED_BROTLI_QUALITY = 5;
export const CACHED_GZIP_LEVEL = 6;
export type CachedEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One cached response: the bytes as sent, and its compressed forms, each made once. */
export class CachedResponse {
  readonly etag: string;
  private readonly encoded = new Map<CachedEncoding, Promise<Buffer>>();
  private encodedBytes = 0;

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    /** The data version it was read under (cache_versions). */
    readonly version: number,
  ) {
    this.etag = `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  }

  /** The body in a content encoding: compressed on first use (concurrent callers share it), then kept. */
  encodedAs(encoding: CachedEncoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body, { level: CACHED_GZIP_LEVEL });
      this.encoded.set(encoding, bytes);
      bytes.then(
        (b) => (this.encodedBytes += b.length),
        () => this.encoded.delete(encoding),
      );
    }
    return bytes;
  }

  get size(): number {
    return this.body.length + this.encodedBytes;
  }
}

export interface ResponseCacheOptions {
  schema: GraphQLSchema;
  dataSource: DataSource;
  maxBytes: number;
  log: Logger;
  /** How a request's caller is established (memoized per request, shared with Apollo and the REST adapter). */
  contextFor: (req: Request) => Promise<Context>;
  /** Cross-gateway invalidation: answers of older versions are dropped when a bump is heard. */
  notifier?: Notifier;
  /** Serve compressed copies of cached answers (false where response compression is off). */
  compress?: boolean;
}

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse>;
  /** query text → whether the document is cacheable (bounded: documents are caller-supplied). */
  private readonly documents = new LRUCache<string, boolean>({ max: 500 });

  /** The newest data version heard of (by notification or read by a request). */
  private latest = 0;
  private readonly unsubscribe?: () => void;

  constructor(private readonly opts: ResponseCacheOptions) {
    this.entries = new LRUCache({ maxSize: opts.maxBytes, sizeCalculation: (e) => Math.max(1, e.size) });
    this.unsubscribe = opts.notifier?.subscribe(
      RESPONSE_CACHE_CHANNEL,
      (payload) => {
        const [name, version] = payload.split(':');
        if (name === VERSION && Number.isSafeInteger(Number(version))) this.advance(Number(version));
      },
      // Messages may have been missed: nothing kept so far is known to be current.
      () => this.entries.clear(),
    );
  }

  /** Entries and bytes held (tests, diagnostics). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** Stops listening (the portal's close). */
  close(): void {
    this.unsubscribe?.();
  }

  /** A newer version exists: answers read under older ones can never be served again. */
  private advance(version: number): void {
    if (version <= this.latest) return;
    this.latest = version;
    const stale: string[] = [];
    for (const [key, entry] of this.entries.entries()) if (entry.version < version) stale.push(key);
    for (const key of stale) this.entries.delete(key);
  }

  /** Whether a document's operation may be cached (see CACHEABLE_TYPES). */
  cacheableDocument(query: string, operationName?: string | null): boolean {
    let ok = this.documents.get(query + '\0' + (operationName ?? ''));
    if (ok === undefined) {
      try {
        ok = isCacheable(this.opts.schema, parse(query), operationName ?? undefined);
      } catch {
        ok = false;
      }
      this.documents.set(query + '\0' + (operationName ?? ''), ok);
    }
    return ok;
  }

  /** For POST /graphql, in front of Apollo: cacheable documents are answered from or stored into the cache. */
  graphql(): RequestHandler {
    return (req, res, next) => {
      const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown } | undefined;
      if (req.method !== 'POST' || !body || typeof body !== 'object' || Array.isArray(body) || typeof body.query !== 'string' || body.extensions !== undefined) return next();
      const operationName = typeof body.operationName === 'string' ? body.operationName : null;
      if (!this.cacheableDocument(body.query, operationName)) return next();
      void this.serve(req, res, next, `graphql\0${body.query}\0${operationName ?? ''}\0${stableJson(body.variables ?? {})}`);
    };
  }

  /** For a REST route whose operation is cacheable (rest/adapter.ts): keyed by its path and query string. */
  rest(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET') return next();
      void this.serve(req, res, next, `rest\0${req.originalUrl}`);
    };
  }

  private async serve(req: Request, res: Response, next: NextFunction, identity: string): Promise<void> {
    let key: string;
    let version: number;
    try {
      // The caller and the data version at the same time (one round trip); the version is read
      // no later than the data an answer stored under it.
      const [ctx, [row]] = await Promise.all([
        this.opts.contextFor(req),
        this.opts.dataSource.query('SELECT version FROM cache_versions WHERE name = $1', [VERSION]) as Promise<{ version: string }[]>,
      ]);
      // Below staff level the operation answers 401/403: never from the cache, never into it.
      if (!isStaff(ctx.viewer)) return next();
      version = Number(row.version);
      this.advance(version);
      key = createHash('sha256').update(`${identity}\0${[...ctx.viewer!.roles].sort().join(',')}\0${version}`).digest('base64url');
    } catch {
      // An invalid token, a database outage: the normal path answers it (401, 503…).
      return next();
    }
    const hit = this.entries.get(key);
    if (hit) {
      res.setHeader('X-Cache', 'hit');
      res.setHeader('ETag', hit.etag);
      res.type(hit.contentType);
      // The compressed bytes are kept with the answer, so a hit costs no compression work; the
      // response compression middleware leaves a body that already has a Content-Encoding alone.
      const encoding = this.opts.compress && hit.body.length >= COMPRESSION_THRESHOLD_BYTES ? acceptedEncoding(req) : undefined;
      if (!encoding) return void res.send(hit.body);
      res.vary('Accept-Encoding');
      try {
        const bytes = await hit.encodedAs(encoding);
        if (this.entries.peek(key) === hit) this.entries.set(key, hit); // counts the new bytes
        res.setHeader('Content-Encoding', encoding);
        res.send(bytes);
      } catch (err) {
        this.opts.log.warn(`Could not compress a cached answer (${encoding}): ${err instanceof Error ? err.message : String(err)}`);
        if (!res.headersSent) res.send(hit.body);
      }
      return;
    }
    res.setHeader('X-Cache', 'miss');
    captureBody(res, (body) => {
      const contentType = String(res.getHeader('content-type') ?? 'application/json; charset=utf-8');
      // Only complete successes: a GraphQL answer with errors (a 200 with "errors") is not kept.
      if (res.statusCode !== 200 || !/json/.test(contentType) || body.includes('"errors":')) return;
      // A newer version was committed while this answer was built: it would never be looked up.
      if (version < this.latest) return;
      const entry = new CachedResponse(body, contentType, version);
      this.entries.set(key, entry);
      // The form most callers ask for, made now off the request path, so the next hit has it.
      if (this.opts.compress && body.length >= COMPRESSION_THRESHOLD_BYTES) {
        entry.encodedAs('br').then(
          () => this.entries.peek(key) === entry && this.entries.set(key, entry),
          () => undefined,
        );
      }
    });
    next();
  }
}

/**
 * A read-only operation (the one named, or the only one) whose root fields are all in
 * CACHEABLE_ROOT_FIELDS and whose every field, fragments included, is in CACHEABLE_TYPES.
 */
export function isCacheable(schema: GraphQLSchema, document: DocumentNode, operationName?: string): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== 'query') return false;
  const queryType = schema.getQueryType();
  const typeInfo = new TypeInfo(schema);
  let ok = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        // Other operations in the document are not run: their fields do not matter.
        return node === operation ? undefined : false;
      },
      Field(node) {
        if (node.name.value === '__typename') return;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) ok = false;
        else if (parent === queryType) ok &&= CACHEABLE_ROOT_FIELDS.has(field.name);
        else ok &&= CACHEABLE_FIELDS.has(`${getNamedType(parent).name}.${field.name}`);
      },
    }),
  );
  return ok;
}

/** Collects what a response writes and hands the complete body over when it ends. */
function captureBody(res: Response, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const add = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    add(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') add(chunk, rest[0]);
    const result = (end as (...a: unknown[]) => Response).call(this, chunk, ...rest);
    done(Buffer.concat(chunks));
    return result;
  } as Response['end'];
}

/**
 * The encoding to send a cached answer in, negotiated as http/compression.ts does: the highest
 * q-value among brotli and gzip, brotli when they tie; none for `identity`, no Accept-Encoding, or
 * `Cache-Control: no-transform`.
 */
function acceptedEncoding(req: Request): CachedEncoding | undefined {
  const header = req.headers['accept-encoding'];
  if (!header || /\bno-transform\b/.test(String(req.headers['cache-control'] ?? ''))) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name.trim(), weight ? Number(weight[1]) : 1);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const [br, gz] = [of('br'), of('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** JSON with object keys sorted, so equal variables give equal keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
