import { createHash, randomBytes } from 'node:crypto';
import type { CodeChallenge, CodeChallengeMethod } from './pkce.js';
import { returning, type Db } from './users.js';

export type OneTimeTokenType = 'signup' | 'magiclink' | 'recovery';
export const ONE_TIME_TOKEN_TYPES: readonly OneTimeTokenType[] = ['signup', 'magiclink', 'recovery'];

/** Emailed links work once and for one hour (issue 3, SPEC §9 "reset links expire after 1 hour"). */
export const ONE_TIME_TOKEN_TTL_MS = 60 * 60 * 1000;
/** One email of a kind per user per minute (GoTrue's SMTP_MAX_FREQUENCY default). */
export const EMAIL_MIN_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isOneTimeTokenType(value: unknown): value is OneTimeTokenType {
  return typeof value === 'string' && (ONE_TIME_TOKEN_TYPES as readonly string[]).includes(value);
}

/**
 * Issues a single-use token for an emailed link. Only its SHA-256 is stored; earlier unused
 * tokens of the same kind for the user stop working (only the newest link is valid). A link asked
 * for with a code challenge (the PKCE flow, ./pkce.ts) keeps it, for the auth code the link gives.
 */
export async function issueOneTimeToken(db: Db, user: { id: string; email: string }, type: OneTimeTokenType, pkce?: CodeChallenge): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2 AND used_at IS NULL', [user.id, type]);
  await db.query(
    'INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, relates_to, code_challenge, code_challenge_method) VALUES ($1, $2, $3, $4, $5, $6)',
    [user.id, type, hashToken(token), user.email, pkce?.challenge ?? null, pkce?.method ?? null],
  );
  return token;
}

/**
 * Seconds the user must still wait before another email of this kind, or 0. Measured from the
 * newest token of the kind (so a magic link does not block a password reset, and vice versa).
 */
export async function emailCooldownSeconds(db: Db, userId: string, type: OneTimeTokenType, now = Date.now()): Promise<number> {
  const [row]: { created_at: Date }[] = await db.query(
    'SELECT created_at FROM auth_one_time_tokens WHERE user_id = $1 AND token_type = $2 ORDER BY created_at DESC LIMIT 1',
    [userId, type],
  );
  if (!row) return 0;
  const wait = row.created_at.getTime() + EMAIL_MIN_INTERVAL_MS - now;
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

/**
 * Consumes a token: marks it used in one statement (so two clicks cannot both win) if it exists,
 * is of the given type, is unused and is younger than an hour. Returns its user and, for a link of
 * the PKCE flow, its code challenge; or undefined.
 */
export async function consumeOneTimeToken(db: Db, token: string, type: OneTimeTokenType): Promise<{ userId: string; pkce?: CodeChallenge } | undefined> {
  const [row] = await returning<{ user_id: string; code_challenge: string | null; code_challenge_method: CodeChallengeMethod | null }>(
    db,
    `UPDATE auth_one_time_tokens SET used_at = now()
      WHERE token_hash = $1 AND token_type = $2 AND used_at IS NULL AND created_at > now() - make_interval(secs => $3::double precision)
      RETURNING user_id, code_challenge, code_challenge_method`,
    [hashToken(token), type, ONE_TIME_TOKEN_TTL_MS / 1000],
  );
  if (!row) return undefined;
  return { userId: row.user_id, pkce: row.code_challenge && row.code_challenge_method ? { challenge: row.code_challenge, method: row.code_challenge_method } : undefined };
}

/** After a password change: outstanding reset links must not work any more. */
export async function revokeOneTimeTokens(db: Db, userId: string, types: OneTimeTokenType[]): Promise<void> {
  await db.query('UPDATE auth_one_time_tokens SET used_at = now() WHERE user_id = $1 AND token_type = ANY($2::text[]) AND used_at IS NULL', [
    userId,
    types,
  ]);
}
