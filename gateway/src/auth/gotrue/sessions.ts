import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { authErrors } from './errors.js';
import { ACCESS_TOKEN_TTL_SECONDS, isUuid, signAccessToken, type Amr } from './jwt.js';
import type { SigningKeyRing } from './signing-keys.js';
import { findUserById, isBanned, returning, userJson, type AuthUserRow, type Db } from './users.js';

/** What signing a token needs from the configuration. */
export interface TokenSettings {
  /** The asymmetric signing keys (auth/gotrue/signing-keys.ts): new tokens use the current one. */
  keys: Pick<SigningKeyRing, 'current'>;
  /** `iss` claim: `${siteUrl}/auth/v1`. */
  issuer: string;
}

/** The GoTrue "Session" JSON (contract §2). */
export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

interface SessionRow {
  id: string;
  user_id: string;
  amr: Amr[];
  not_after: Date | null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
}

/** Opaque refresh token: 24 random bytes, base64url (32 characters). */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function sessionJson(settings: TokenSettings, user: AuthUserRow, session: Pick<SessionRow, 'id' | 'amr'>, refreshToken: string): Promise<SessionJson> {
  const { token, expiresAt } = await signAccessToken({
    key: await settings.keys.current(),
    issuer: settings.issuer,
    user,
    sessionId: session.id,
    amr: session.amr,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/**
 * Opens a session for a user who just authenticated (password, email link, autoconfirmed
 * signup): records the sign-in time, creates the session and its first refresh token.
 * Call inside the transaction that authenticated the user.
 */
export async function openSession(db: Db, settings: TokenSettings, user: AuthUserRow, method: string): Promise<SessionJson> {
  const now = new Date();
  const amr: Amr[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
  const [updated] = await returning<AuthUserRow>(
    db,
    'UPDATE auth_users SET last_sign_in_at = $2, updated_at = $2 WHERE id = $1 RETURNING *',
    [user.id, now],
  );
  const [session]: SessionRow[] = await db.query(
    'INSERT INTO auth_sessions (user_id, amr) VALUES ($1, $2::jsonb) RETURNING id, user_id, amr, not_after',
    [user.id, JSON.stringify(amr)],
  );
  const refreshToken = newRefreshToken();
  await db.query('INSERT INTO auth_refresh_tokens (token, user_id, session_id) VALUES ($1, $2, $3)', [refreshToken, user.id, session.id]);
  return sessionJson(settings, updated, session, refreshToken);
}

/**
 * grant_type=refresh_token with rotation (contract §2.8, reuse interval 0):
 * - an active token is revoked and replaced by a child in the same session;
 * - the revoked direct parent of the session's active token returns that active token again
 *   (concurrent tabs, retried requests) with a fresh access token;
 * - any other revoked token is a replay: the whole session is ended → refresh_token_already_used.
 * The session row is locked so concurrent refreshes of one session are serialised.
 */
export async function refreshSession(ds: DataSource, settings: TokenSettings, presented: string): Promise<SessionJson> {
  const outcome = await ds.transaction(async (em) => {
    const [found]: RefreshTokenRow[] = await em.query('SELECT id, token, session_id, parent, revoked FROM auth_refresh_tokens WHERE token = $1', [
      presented,
    ]);
    if (!found) return { error: authErrors.refreshTokenNotFound() };
    const [session]: SessionRow[] = await em.query('SELECT id, user_id, amr, not_after FROM auth_sessions WHERE id = $1 FOR UPDATE', [
      found.session_id,
    ]);
    if (!session) return { error: authErrors.refreshTokenNotFound() };
    if (session.not_after && session.not_after <= new Date()) return { error: authErrors.sessionExpired() };
    const user = await findUserById(em, session.user_id);
    if (!user) return { error: authErrors.refreshTokenNotFound() };
    if (isBanned(user)) return { error: authErrors.userBanned() };

    // Re-read under the session lock: a concurrent refresh may have rotated it meanwhile.
    const [token]: RefreshTokenRow[] = await em.query('SELECT id, token, session_id, parent, revoked FROM auth_refresh_tokens WHERE id = $1', [
      found.id,
    ]);
    if (token.revoked) {
      const [active]: RefreshTokenRow[] = await em.query(
        'SELECT id, token, session_id, parent, revoked FROM auth_refresh_tokens WHERE session_id = $1 AND revoked = false ORDER BY id DESC LIMIT 1',
        [session.id],
      );
      if (active && active.parent === token.token) {
        await em.query('UPDATE auth_sessions SET updated_at = now() WHERE id = $1', [session.id]);
        return { session: await sessionJson(settings, user, session, active.token) };
      }
      // A replayed old token: someone else may hold the current one. End the session.
      await em.query('DELETE FROM auth_sessions WHERE id = $1', [session.id]);
      return { error: authErrors.refreshTokenAlreadyUsed() };
    }

    const child = newRefreshToken();
    await em.query('UPDATE auth_refresh_tokens SET revoked = true, updated_at = now() WHERE id = $1', [token.id]);
    await em.query('INSERT INTO auth_refresh_tokens (token, user_id, session_id, parent) VALUES ($1, $2, $3, $4)', [
      child,
      user.id,
      session.id,
      token.token,
    ]);
    await em.query('UPDATE auth_sessions SET updated_at = now() WHERE id = $1', [session.id]);
    return { session: await sessionJson(settings, user, session, child) };
  });
  // Errors are returned rather than thrown so that the replay case still commits its revocation.
  if ('error' in outcome && outcome.error) throw outcome.error;
  return outcome.session!;
}

/**
 * SQL that is true when the session whose id is the uuid parameter `sessionParam` (e.g. '$2') is
 * open and belongs to the user whose id is `userParam` (a token's `sub`): here, and inside the
 * statement that reads a caller's roles (graphql/context.ts), so both agree. A token naming one
 * member with another member's open session is refused.
 */
export const openSessionSql = (sessionParam: string, userParam: string) =>
  `EXISTS (SELECT 1 FROM auth_sessions WHERE id = ${sessionParam}::uuid AND user_id = ${userParam}::uuid AND (not_after IS NULL OR not_after > now()))`;

/** Whether `sessionId` is an open session of `userId`. */
export async function sessionExists(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row]: { open: boolean }[] = await db.query(`SELECT ${openSessionSql('$1', '$2')} AS open`, [sessionId, userId]);
  return row?.open === true;
}

/** Ends sessions (their refresh tokens go with them): all, all but one, or one. */
export async function endSessions(db: Db, userId: string, scope: 'global' | 'others' | 'local', sessionId?: string): Promise<void> {
  if (scope === 'global') {
    await db.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
  } else if (scope === 'others') {
    if (sessionId) await db.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id <> $2', [userId, sessionId]);
    else await db.query('DELETE FROM auth_sessions WHERE user_id = $1', [userId]);
  } else if (sessionId) {
    await db.query('DELETE FROM auth_sessions WHERE user_id = $1 AND id = $2', [userId, sessionId]);
  }
}
