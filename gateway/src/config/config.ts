import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one reader of process.env. Everything the gateway can be told comes through here,
 * validated once at start-up; a bad value stops the process with a message saying which
 * variable is wrong and why. Documented in .env.example.
 */

/** Repository root, whether running from gateway/src (dev, tests) or gateway/dist/gateway/src (build). */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  while (dir !== path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'gateway')) && existsSync(path.join(dir, 'client'))) {
      return dir;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Could not find the repository root above ${start}`);
}

/** The anon key for the built-in /auth/v1 when SUPABASE_ANON_KEY is unset outside production. */
export const LOCAL_DEV_ANON_KEY = 'local-dev-anon-key';
/** Signs emailed unsubscribe links when EMAIL_LINK_SECRET is unset outside production (local runs, tests). */
export const LOCAL_DEV_EMAIL_LINK_SECRET = 'local-dev-only-email-link-secret-change-me-0123456789';

const SECRET_KEY_MESSAGE = 'is a secret key (sb_secret_…): it must never reach browsers; use the publishable key (sb_publishable_…) or the anon key';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8000),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
    DATABASE_MIGRATE_ON_START: bool.default(true),
    DATABASE_PREPARED_STATEMENTS: bool.default(true),
    PG_BIN_DIR: z.string().min(1).optional(),
    EMBEDDED_PG_DIR: z.string().min(1).default('.data/pg'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    SEED_DEMO: bool.optional(),
    CLIENT_DIST: z.string().min(1).default('client/dist'),
    SUPABASE_URL: z.string().url().optional(),
    SUPABASE_ANON_KEY: z.string().min(1).refine((v) => !v.startsWith('sb_secret_'), SECRET_KEY_MESSAGE).optional(),
    SUPABASE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^sb_publishable_[A-Za-z0-9_-]+$/, 'must be a publishable key (sb_publishable_…)')
      .optional(),
    SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_SIGNING_KEY: z.string().min(2).optional(),
    SITE_URL: z.string().url().optional(),
    AUTH_AUTOCONFIRM: bool.default(false),
    AUTH_RECOVER_REVEALS_UNKNOWN_EMAIL: bool.optional(),
    AUTH_RATE_LIMITS: bool.default(true),
    AUTH_REDIRECT_ALLOW_LIST: z.string().optional(),
    ORG_OWNER_EMAIL: z.string().email().optional(),
    ORG_STAFF_EMAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a bare domain such as example.org')
      .optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().min(3).default('Member Portal <no-reply@localhost>'),
    EMAIL_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(5),
    SMTP_MAX_PER_SECOND: z.coerce.number().int().min(0).max(10_000).default(0),
    JOBS_WORKER: bool.default(true),
    JOBS_FANOUT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    JOBS_EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    JOBS_DIGEST_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    JOBS_EXPIRY_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    GRAPHQL_PLAYGROUND: bool.optional(),
    GRAPHQL_INTROSPECTION: bool.optional(),
    GRAPHQL_PERSISTED_ONLY: bool.default(false),
    CORS_ORIGINS: z
      .string()
      .refine((v) => list(v).every(isOrigin), 'must be comma-separated origins such as https://members.example.org (scheme, host, optional port; no path)')
      .optional(),
    TRUST_PROXY: z
      .string()
      .refine(isTrustProxy, 'must be false, true, a number of proxy hops, or comma-separated IP addresses/CIDR ranges (or loopback, linklocal, uniquelocal)')
      .optional(),
    API_RATE_LIMITS: bool.default(true),
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    MEMBER_PAGE_RENDER_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
    COMPRESSION_BROTLI_QUALITY: z.coerce.number().int().min(0).max(11).default(1),
    COMPRESSION_GZIP_LEVEL: z.coerce.number().int().min(1).max(9).default(1),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'text']).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces').optional(),
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    CONGRESS_LEGISLATORS_URL: z.string().url().default('https://unitedstates.github.io/congress-legislators/'),
    CENSUS_GEOCODER_URL: z.string().url().optional(),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
    ARTICLE_FETCH_ALLOW_PRIVATE: bool.default(false),
    IMAGE_FETCH: bool.optional(),
    WEB_PUSH_VAPID_PUBLIC_KEY: z
      .string()
      .refine((v) => isBase64Url(v, 65) && Buffer.from(v, 'base64url')[0] === 4, 'must be the base64url public key `npx web-push generate-vapid-keys` prints (a P-256 point, 65 bytes)')
      .optional(),
    WEB_PUSH_VAPID_PRIVATE_KEY: z.string().refine((v) => isBase64Url(v, 32), 'must be the base64url private key `npx web-push generate-vapid-keys` prints (32 bytes)').optional(),
    WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL push services can reach you at').optional(),
    WEB_PUSH_ALLOW_LOOPBACK: bool.default(false),
    JOBS_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production') {
      if (!env.EMAIL_LINK_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['EMAIL_LINK_SECRET'], message: 'is required in production (it signs the unsubscribe links in emails)' });
      }
      // With hosted Supabase, SUPABASE_URL alone is enough (its JWKS); the built-in /auth/v1 needs
      // its public key set explicitly instead of the local default.
      if (!env.SUPABASE_URL && !env.SUPABASE_ANON_KEY && !env.SUPABASE_PUBLISHABLE_KEY) {
        ctx.addIssue({ code: 'custom', path: ['SUPABASE_PUBLISHABLE_KEY'], message: 'or SUPABASE_ANON_KEY is required in production when the built-in /auth/v1 is used' });
      }
      if (env.AUTH_AUTOCONFIRM) {
        ctx.addIssue({ code: 'custom', path: ['AUTH_AUTOCONFIRM'], message: 'is refused in production: emails must be confirmed' });
      }
      if (env.ARTICLE_FETCH_ALLOW_PRIVATE) {
        ctx.addIssue({ code: 'custom', path: ['ARTICLE_FETCH_ALLOW_PRIVATE'], message: 'is refused in production: article URLs may never reach private or loopback addresses' });
      }
      if (env.AUTH_SIGNING_KEY && env.SUPABASE_URL) {
        ctx.addIssue({ code: 'custom', path: ['AUTH_SIGNING_KEY'], message: 'is for the built-in /auth/v1; with SUPABASE_URL hosted Supabase signs the tokens' });
      }
      if (!env.WEB_PUSH_VAPID_PUBLIC_KEY || !env.WEB_PUSH_VAPID_PRIVATE_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: [env.WEB_PUSH_VAPID_PUBLIC_KEY ? 'WEB_PUSH_VAPID_PRIVATE_KEY' : 'WEB_PUSH_VAPID_PUBLIC_KEY'],
          message: 'is required in production, with its pair (WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY: `npx web-push generate-vapid-keys`); keys generated per database are for local runs only',
        });
      }
      if (env.WEB_PUSH_ALLOW_LOOPBACK) {
        ctx.addIssue({ code: 'custom', path: ['WEB_PUSH_ALLOW_LOOPBACK'], message: 'is refused in production: push endpoints may never reach loopback addresses or plain http' });
      }
      if (env.SEED_DEMO === true) {
        ctx.addIssue({ code: 'custom', path: ['SEED_DEMO'], message: 'demo data is never seeded in production' });
      }
    }
    // One half of a key pair is a mistake wherever it happens.
    if (Boolean(env.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(env.WEB_PUSH_VAPID_PRIVATE_KEY) && env.NODE_ENV !== 'production') {
      ctx.addIssue({
        code: 'custom',
        path: [env.WEB_PUSH_VAPID_PUBLIC_KEY ? 'WEB_PUSH_VAPID_PRIVATE_KEY' : 'WEB_PUSH_VAPID_PUBLIC_KEY'],
        message: 'must be set together with its pair (WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY), or neither (a key pair is then generated and kept in the database)',
      });
    }
  });

/** base64url (padding allowed) of exactly `bytes` bytes. */
function isBase64Url(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value.replace(/=+$/, ''), 'base64url').length === bytes;
}

function list(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d{1,2})$/.test(value.trim())) return true;
  const items = list(value);
  return (
    items.length > 0 &&
    items.every((item) => {
      if (PROXY_NAMES.has(item)) return true;
      const [ip, prefix, ...rest] = item.split('/');
      const version = isIP(ip!);
      if (!version || rest.length) return false;
      return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    })
  );
}

/** TRUST_PROXY → the value app.set('trust proxy', …) takes (Express docs, "Express behind proxies"). */
function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return list(v);
}

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host?: string;
  database: {
    url?: string;
    embeddedDir: string;
    embeddedPort: number;
    /** Connections this gateway may hold (DATABASE_POOL_SIZE), and as many for prepared reads (db/prepared.ts); N gateways hold up to N × 2 × this. */
    poolSize: number;
    /** Run pending migrations when the gateway starts (off when `npm run db:migrate` is a release step). */
    migrateOnStart: boolean;
    /** Send the hot reads as named prepared statements (db/prepared.ts); off behind a pooler that cannot keep them. */
    preparedStatements: boolean;
    /** Where pg_dump/pg_restore are (PG_BIN_DIR) for `npm run db:backup` / `db:restore`; else searched. */
    binDir?: string;
  };
  seedDemo: boolean;
  clientDist: string;
  /** Public origin of the portal, used in emailed links and as the default redirect. */
  siteUrl: string;
  auth: {
    /** Hosted Supabase URL; when set the local /auth/v1 is off. */
    supabaseUrl?: string;
    /** True when the gateway serves the GoTrue-compatible /auth/v1 itself. */
    local: boolean;
    /** The public API key clients send as `apikey` (publishable key or legacy anon key). */
    anonKey: string;
    /** `iss` of every accepted access token: `<SUPABASE_URL>/auth/v1`, or `<SITE_URL>/auth/v1` for the built-in auth. */
    issuer: string;
    /** Legacy HS256 secret; HS256 tokens are refused unless it is set. */
    jwtSecret?: string;
    /** The built-in auth's private signing key (a JWK as JSON); unset: generated and kept in the database. */
    signingKey?: string;
    autoconfirm: boolean;
    /** SPEC §8 'Email not found' on recover (a local divergence from GoTrue; off in production by default). */
    recoverRevealsUnknownEmail: boolean;
    rateLimits: boolean;
    /** Extra origins emailed links may redirect to (comma-separated in the env). */
    redirectAllowList: string[];
  };
  roles: { ownerEmail?: string; staffEmailDomain?: string };
  mail: {
    smtpUrl?: string;
    /** SMTP connections kept open and reused (nodemailer's pool). */
    smtpPoolSize: number;
    /** At most this many emails a second through SMTP (0: as fast as the server takes them). */
    smtpMaxPerSecond: number;
    from: string;
    /** HMAC secret of the signed unsubscribe links every notification email carries. */
    linkSecret: string;
  };
  /** The job queue (gateway/src/jobs): whether this process runs the workers, and when digests go out. */
  jobs: {
    /** false: this gateway only enqueues; a separate `npm run worker` process does the work. */
    worker: boolean;
    /** Local hour (in each member's time zone) daily and weekly (Monday) digests are sent. */
    digestHour: number;
    /** Jobs of each kind one process runs at once. */
    concurrency: { fanOut: number; email: number; digest: number };
    /** How often a worker looks for jobs whose worker died (claims past their expiry) to run them again. */
    expiryCheckSeconds: number;
    /** Push jobs (each up to PUSHES_PER_JOB notifications to every device of their members) one process runs at once. */
    pushConcurrency: number;
  };
  graphql: { playground: boolean; introspection: boolean; persistedOnly: boolean };
  http: {
    /** Origins allowed by CORS; empty = same-origin only. */
    corsOrigins: string[];
    /** Express 'trust proxy': false (default), true, hop count, or addresses/CIDRs of trusted proxies. */
    trustProxy: boolean | number | string[];
    /** Rate limits on votes, comments and URL submission (http/rate-limit.ts). */
    apiRateLimits: boolean;
    /** Memory for cached staff-dashboard responses (http/response-cache.ts), in bytes; 0 turns the cache off. */
    responseCacheBytes: number;
    /** Gateway processes sharing the port (cluster.ts): GATEWAY_WORKERS, default 1; one per core in production. */
    workers: number;
    /** Levels of per-response compression (http/compression.ts); static assets are compressed at build time. */
    compression: { brotliQuality: number; gzipLevel: number };
    /**
     * How long the gateway may take to draw a member page with its data (http/member-pages.ts)
     * before it sends the route's shell instead; 0 turns server-drawn member pages off.
     */
    memberPageRenderMs: number;
  };
  shutdownGraceMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** json (structured, default in production) or text lines; both carry the request id. */
  logFormat: 'json' | 'text';
  /**
   * GET /metrics (Prometheus): on the main port with `Authorization: Bearer <METRICS_TOKEN>`, and/or
   * without a token on an internal listener (METRICS_PORT on METRICS_HOST). Neither set: off.
   */
  metrics: { token?: string; port?: number; host: string };
  /** Official data sources: the congress-legislators files `npm run import:legislators` downloads by default. */
  data: { congressLegislatorsUrl: string };
  /** Address → congressional district; off (ZIP crosswalk only) unless CENSUS_GEOCODER_URL is set. */
  geocoder: { censusUrl?: string; timeoutMs: number };
  /** Article submission by URL: loopback and private addresses only for tests and local runs (never in production). */
  articleFetch: { allowPrivate: boolean };
  /** The image store's worker (gateway/src/images): fetches pictures in the background. */
  images: { fetch: boolean };
  /** Web push (modules/push): the VAPID key pair (unset outside production: generated and kept in the database), the contact push services see, loopback for tests. */
  push: {
    vapid?: { publicKey: string; privateKey: string };
    /** The VAPID `sub` claim: a mailto: or https: contact (default: MAIL_FROM's address, else SITE_URL when https). */
    subject: string;
    /** Push endpoints on loopback over plain http (test push services); never in production. */
    allowLoopback: boolean;
  };
}

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}\nSee .env.example for every setting.`);
    this.name = 'ConfigError';
  }
}

/** Reads `.env` at the repository root into process.env (existing variables win). */
export function loadDotEnv(): void {
  const file = path.join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.join(REPO_ROOT, p));
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    database: {
      url: env.DATABASE_URL,
      embeddedDir: resolve(env.EMBEDDED_PG_DIR),
      embeddedPort: env.EMBEDDED_PG_PORT,
      poolSize: env.DATABASE_POOL_SIZE,
      migrateOnStart: env.DATABASE_MIGRATE_ON_START,
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
      binDir: env.PG_BIN_DIR,
    },
    // Demo data goes only into the embedded default database, never in production.
    seedDemo: !isProduction && (env.SEED_DEMO ?? !env.DATABASE_URL),
    clientDist: resolve(env.CLIENT_DIST),
    siteUrl,
    auth: {
      supabaseUrl: env.SUPABASE_URL,
      local: !env.SUPABASE_URL,
      anonKey: env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_ANON_KEY ?? LOCAL_DEV_ANON_KEY,
      issuer: `${env.SUPABASE_URL ? env.SUPABASE_URL.replace(/\/$/, '') : siteUrl}/auth/v1`,
      jwtSecret: env.SUPABASE_JWT_SECRET,
      signingKey: env.AUTH_SIGNING_KEY,
      autoconfirm: env.AUTH_AUTOCONFIRM,
      recoverRevealsUnknownEmail: env.AUTH_RECOVER_REVEALS_UNKNOWN_EMAIL ?? !isProduction,
      rateLimits: env.AUTH_RATE_LIMITS,
      redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    },
    roles: { ownerEmail: env.ORG_OWNER_EMAIL?.toLowerCase(), staffEmailDomain: env.ORG_STAFF_EMAIL_DOMAIN?.toLowerCase() },
    mail: {
      smtpUrl: env.SMTP_URL,
      smtpPoolSize: env.SMTP_POOL_SIZE,
      smtpMaxPerSecond: env.SMTP_MAX_PER_SECOND,
      from: env.MAIL_FROM,
      linkSecret: env.EMAIL_LINK_SECRET ?? LOCAL_DEV_EMAIL_LINK_SECRET,
    },
    jobs: {
      worker: env.JOBS_WORKER,
      digestHour: env.DIGEST_HOUR,
      concurrency: { fanOut: env.JOBS_FANOUT_CONCURRENCY, email: env.JOBS_EMAIL_CONCURRENCY, digest: env.JOBS_DIGEST_CONCURRENCY },
      expiryCheckSeconds: env.JOBS_EXPIRY_CHECK_SECONDS,
      pushConcurrency: env.JOBS_PUSH_CONCURRENCY,
    },
    graphql: {
      playground: env.GRAPHQL_PLAYGROUND ?? !isProduction,
      introspection: env.GRAPHQL_INTROSPECTION ?? !isProduction,
      persistedOnly: env.GRAPHQL_PERSISTED_ONLY,
    },
    http: {
      corsOrigins: list(env.CORS_ORIGINS ?? '').map((o) => o.replace(/\/$/, '')),
      trustProxy: parseTrustProxy(env.TRUST_PROXY ?? 'false'),
      apiRateLimits: env.API_RATE_LIMITS,
      responseCacheBytes: env.RESPONSE_CACHE_MB * 2 ** 20,
      workers: env.GATEWAY_WORKERS,
      compression: { brotliQuality: env.COMPRESSION_BROTLI_QUALITY, gzipLevel: env.COMPRESSION_GZIP_LEVEL },
      memberPageRenderMs: env.MEMBER_PAGE_RENDER_MS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (isProduction ? 'json' : 'text'),
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    data: { congressLegislatorsUrl: env.CONGRESS_LEGISLATORS_URL.replace(/\/?$/, '/') },
    geocoder: { censusUrl: env.CENSUS_GEOCODER_URL?.replace(/\/$/, ''), timeoutMs: env.GEOCODER_TIMEOUT_MS },
    articleFetch: { allowPrivate: !isProduction && env.ARTICLE_FETCH_ALLOW_PRIVATE },
    // Off in the test configuration unless a suite asks: other suites' made-up picture URLs stay unfetched.
    images: { fetch: env.IMAGE_FETCH ?? env.NODE_ENV !== 'test' },
    push: {
      vapid: env.WEB_PUSH_VAPID_PUBLIC_KEY && env.WEB_PUSH_VAPID_PRIVATE_KEY ? { publicKey: env.WEB_PUSH_VAPID_PUBLIC_KEY.replace(/=+$/, ''), privateKey: env.WEB_PUSH_VAPID_PRIVATE_KEY.replace(/=+$/, '') } : undefined,
      subject: env.WEB_PUSH_SUBJECT ?? vapidSubject(env.MAIL_FROM, siteUrl),
      allowLoopback: !isProduction && env.WEB_PUSH_ALLOW_LOOPBACK,
    },
  };
}

/** The VAPID contact when WEB_PUSH_SUBJECT is unset: the sender address of MAIL_FROM, else the site when it is https. */
function vapidSubject(mailFrom: string, siteUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s@]+@[^\s@]+$/.test(mailFrom.trim()) ? mailFrom.trim() : undefined);
  if (address && !address.endsWith('@localhost')) return `mailto:${address}`;
  return siteUrl.startsWith('https://') ? siteUrl : 'mailto:push@localhost.invalid';
}
