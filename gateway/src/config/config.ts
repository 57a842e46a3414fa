import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { authConfig, authEnv, rolesConfig, type AuthConfig, type RolesConfig } from './auth.js';
import { databaseConfig, databaseEnv, seedDemo, type DatabaseConfig } from './database.js';
import { graphqlConfig, graphqlEnv, type GraphqlConfig } from './graphql.js';
import { httpConfig, httpEnv, type HttpConfig } from './http.js';
import { jobsConfig, jobsEnv, type JobsConfig } from './jobs.js';
import { mailConfig, mailEnv, type MailConfig } from './mail.js';
import { metricsConfig, metricsEnv, type MetricsConfig } from './metrics.js';
import {
  articleFetchConfig,
  dataConfig,
  geocoderConfig,
  imagesConfig,
  outboundEnv,
  type ArticleFetchConfig,
  type DataConfig,
  type GeocoderConfig,
  type ImagesConfig,
} from './outbound.js';
import { pushConfig, pushEnv, type PushConfig } from './push.js';

/**
 * The one reader of process.env. Everything the gateway can be told comes through here,
 * validated once at start-up; a bad value stops the process with a message saying which
 * variable is wrong and why. Documented in .env.example.
 *
 * The process-wide settings (server, logging, client) are declared here; each area's variables,
 * what they become and the types of its section of Config live in its own file beside this one
 * (database.ts, auth.ts, mail.ts, jobs.ts, graphql.ts, http.ts, metrics.ts, outbound.ts, push.ts),
 * composed below; the order of the variables there is the order a bad configuration's problems
 * are listed in.
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

export { LOCAL_DEV_ANON_KEY } from './auth.js';
export { LOCAL_DEV_EMAIL_LINK_SECRET } from './mail.js';

/** Every environment variable the gateway reads, what each must be, and what production refuses. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8000),
    HOST: z.string().min(1).optional(),
    ...databaseEnv.shape,
    CLIENT_DIST: z.string().min(1).default('client/dist'),
    ...authEnv.shape,
    ...mailEnv.shape,
    ...jobsEnv.shape,
    ...graphqlEnv.shape,
    ...httpEnv.shape,
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'text']).optional(),
    ...metricsEnv.shape,
    ...outboundEnv.shape,
    ...pushEnv.shape,
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

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host?: string;
  database: DatabaseConfig;
  seedDemo: boolean;
  clientDist: string;
  /** Public origin of the portal, used in emailed links and as the default redirect. */
  siteUrl: string;
  auth: AuthConfig;
  roles: RolesConfig;
  mail: MailConfig;
  /** The job queue (gateway/src/jobs): whether this process runs the workers, and when digests go out. */
  jobs: JobsConfig;
  graphql: GraphqlConfig;
  http: HttpConfig;
  shutdownGraceMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** json (structured, default in production) or text lines; both carry the request id. */
  logFormat: 'json' | 'text';
  /**
   * GET /metrics (Prometheus): on the main port with `Authorization: Bearer <METRICS_TOKEN>`, and/or
   * without a token on an internal listener (METRICS_PORT on METRICS_HOST). Neither set: off.
   */
  metrics: MetricsConfig;
  /** Official data sources: the congress-legislators files `npm run import:legislators` downloads by default. */
  data: DataConfig;
  /** Address → congressional district; off (ZIP crosswalk only) unless CENSUS_GEOCODER_URL is set. */
  geocoder: GeocoderConfig;
  /** Article submission by URL: loopback and private addresses only for tests and local runs (never in production). */
  articleFetch: ArticleFetchConfig;
  /** The image store's worker (gateway/src/images): fetches pictures in the background. */
  images: ImagesConfig;
  /** Web push (modules/push): the VAPID key pair (unset outside production: generated and kept in the database), the contact push services see, loopback for tests. */
  push: PushConfig;
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
  const parsed = envSchema.safeParse(cleaned);
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
    database: databaseConfig(env, resolve),
    seedDemo: seedDemo(env, isProduction),
    clientDist: resolve(env.CLIENT_DIST),
    siteUrl,
    auth: authConfig(env, isProduction, siteUrl),
    roles: rolesConfig(env),
    mail: mailConfig(env),
    jobs: jobsConfig(env),
    graphql: graphqlConfig(env, isProduction),
    http: httpConfig(env),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? (isProduction ? 'json' : 'text'),
    metrics: metricsConfig(env),
    data: dataConfig(env),
    geocoder: geocoderConfig(env),
    articleFetch: articleFetchConfig(env, isProduction),
    images: imagesConfig(env),
    push: pushConfig(env, isProduction, siteUrl),
  };
}
