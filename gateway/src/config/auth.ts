import { z } from 'zod';
import { bool } from './env-values.js';

/** The anon key for the built-in /auth/v1 when SUPABASE_ANON_KEY is unset outside production. */
export const LOCAL_DEV_ANON_KEY = 'local-dev-anon-key';

const SECRET_KEY_MESSAGE = 'is a secret key (sb_secret_…): it must never reach browsers; use the publishable key (sb_publishable_…) or the anon key';

/**
 * The auth and roles settings (.env.example, Auth and Roles): hosted Supabase or the built-in
 * /auth/v1, the portal's public origin (SITE_URL), and who is made owner or staff.
 */
export const authEnv = z.object({
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
});

export type AuthEnv = z.output<typeof authEnv>;

export interface AuthConfig {
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
}

export interface RolesConfig {
  ownerEmail?: string;
  staffEmailDomain?: string;
}

/** `siteUrl`: the portal's public origin without a trailing slash (SITE_URL, else localhost on PORT). */
export function authConfig(env: AuthEnv, isProduction: boolean, siteUrl: string): AuthConfig {
  return {
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
  };
}

export function rolesConfig(env: AuthEnv): RolesConfig {
  return { ownerEmail: env.ORG_OWNER_EMAIL?.toLowerCase(), staffEmailDomain: env.ORG_STAFF_EMAIL_DOMAIN?.toLowerCase() };
}
