import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config/config.js';
import type { Logger } from '../../config/logger.js';
import { applyConfiguredRoles, ensureMemberProfile } from '../../modules/member/member.service.js';
import { confirmationEmail, magicLinkEmail, recoveryEmail } from './emails.js';
import { AuthError, authErrors } from './errors.js';
import { isUuid, verifyUserToken, type UserClaims } from './jwt.js';
import type { Mailer } from '../../mail/mailer.js';
import type { SigningKeyRing } from './signing-keys.js';
import {
  consumeOneTimeToken,
  emailCooldownSeconds,
  isOneTimeTokenType,
  issueOneTimeToken,
  revokeOneTimeTokens,
  type OneTimeTokenType,
} from './one-time-tokens.js';
import { checkPassword, hashPassword, verifyPassword } from './passwords.js';
import { codeChallengeOf, exchangeAuthCode, issueAuthCode, PKCE_TOKEN_PREFIX, type CodeChallenge } from './pkce.js';
import { safeRedirect, withFragment, withQuery } from './redirects.js';
import { endSessions, openSession, refreshSession, sessionExists, type SessionJson, type TokenSettings } from './sessions.js';
import {
  EMAIL_PROVIDER_META,
  findUserByEmail,
  findUserById,
  isBanned,
  isConfirmed,
  normalizeEmail,
  obfuscatedUserJson,
  returning,
  userJson,
  type AuthUserRow,
  type Db,
} from './users.js';

export interface AuthServiceDeps {
  dataSource: DataSource;
  config: Config;
  log: Logger;
  mailer: Mailer;
  keys: SigningKeyRing;
}

type Body = Record<string, unknown>;
type UserJson = Record<string, unknown>;

/** Verification types GoTrue knows; only the first three are ever issued here. */
const GOTRUE_VERIFY_TYPES = ['signup', 'magiclink', 'recovery', 'invite', 'email_change', 'email'];
const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;

/**
 * The GoTrue-compatible auth service (contract §2): the rules, independent of HTTP.
 * Every multi-row change is one transaction; emails go through the same transaction (outbox).
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { dataSource: ds, config } = deps;
  const settings: TokenSettings = { keys: deps.keys, issuer: config.auth.issuer };
  const redirectFor = (requested: unknown) => safeRedirect(requested, config.siteUrl, config.auth.redirectAllowList);

  const verifyLink = (token: string, type: OneTimeTokenType, redirect: string) =>
    `${config.siteUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`;

  /** A transaction in which unique violations on the email become the matching auth error. */
  async function transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await ds.transaction(work);
    } catch (err) {
      const e = err as { code?: string; constraint?: string };
      if (e.code === '23505' && e.constraint === 'uq_auth_users_email') throw authErrors.userAlreadyExists();
      if (e.code === '23505' && e.constraint === 'uq_members_email') throw authErrors.emailExists();
      throw err;
    }
  }

  /** Serialises requests about one address (two signups at once must not both create a user). */
  const lockEmail = (em: Db, email: string) => em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`auth-email:${email}`]);

  async function createUser(em: Db, email: string, passwordHash: string | null, data: Body): Promise<AuthUserRow> {
    const [user]: AuthUserRow[] = await em.query(
      `INSERT INTO auth_users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
       VALUES ($1, $2, $3::jsonb, $4::jsonb) RETURNING *`,
      [email, passwordHash, JSON.stringify(EMAIL_PROVIDER_META), JSON.stringify(data)],
    );
    await ensureMemberProfile(em, user);
    return user;
  }

  /**
   * The one place an address becomes confirmed (signup link, magic link, recovery link,
   * autoconfirm): the roles server configuration gives that address are granted here, in the
   * same transaction.
   */
  async function confirmEmail(em: Db, user: AuthUserRow): Promise<AuthUserRow> {
    if (isConfirmed(user)) return user;
    const [updated] = await returning<AuthUserRow>(
      em,
      'UPDATE auth_users SET email_confirmed_at = now(), updated_at = now() WHERE id = $1 RETURNING *',
      [user.id],
    );
    await ensureMemberProfile(em, updated);
    await applyConfiguredRoles(em, config.roles, updated);
    return updated;
  }

  /** Emails a link of the kind; with a code challenge, one of the PKCE flow (`pkce_` token, ./pkce.ts). */
  async function sendLink(em: Db, user: AuthUserRow, type: OneTimeTokenType, redirect: string, pkce: CodeChallenge | undefined): Promise<AuthUserRow> {
    const wait = await emailCooldownSeconds(em, user.id, type);
    if (wait > 0) throw authErrors.emailThrottled(wait);
    const token = await issueOneTimeToken(em, user, type, pkce);
    const link = verifyLink(pkce ? PKCE_TOKEN_PREFIX + token : token, type, redirect);
    const column = type === 'signup' ? 'confirmation_sent_at' : 'recovery_sent_at';
    const [updated] = await returning<AuthUserRow>(em, `UPDATE auth_users SET ${column} = now(), updated_at = now() WHERE id = $1 RETURNING *`, [
      user.id,
    ]);
    const message =
      type === 'signup' ? confirmationEmail(user.email, link) : type === 'magiclink' ? magicLinkEmail(user.email, link) : recoveryEmail(user.email, link);
    await deps.mailer.send(em, message);
    return updated;
  }

  function requireEmail(value: unknown, missing: string): string {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw authErrors.validation(missing);
    const email = normalizeEmail(value);
    if (!email) throw authErrors.invalidEmail();
    return email;
  }

  function metadata(value: unknown): Body {
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};
  }

  /** Bearer token → verified claims and the user, with GoTrue's statuses (contract §2.9). */
  async function authenticate(authorization: string | undefined): Promise<{ claims: UserClaims; user: AuthUserRow }> {
    const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
    if (!match) throw authErrors.noAuthorization();
    const claims = await verifyUserToken({ getKey: deps.keys.getKey, issuer: config.auth.issuer }, match[1]);
    const user = await findUserById(ds, claims.sub);
    if (!user) throw authErrors.userNotFoundJwt();
    if (claims.session_id !== undefined && (!isUuid(claims.session_id) || !(await sessionExists(ds, claims.session_id, claims.sub)))) {
      throw authErrors.sessionNotFound();
    }
    return { claims, user };
  }

  /**
   * Consumes an emailed token and confirms the address. A link of the implicit flow gives a
   * session; one of the PKCE flow opened in the browser (`asLink`) an auth code for it (./pkce.ts),
   * which only a link can give.
   * `pkce_` before a token of the other flow, or missing before one of the PKCE flow, voids it.
   */
  function verifyToken(presented: string, type: OneTimeTokenType, asLink: true): Promise<{ session: SessionJson } | { code: string } | { error: AuthError }>;
  function verifyToken(presented: string, type: OneTimeTokenType, asLink: false): Promise<{ session: SessionJson } | { error: AuthError }>;
  async function verifyToken(presented: string, type: OneTimeTokenType, asLink: boolean): Promise<{ session: SessionJson } | { code: string } | { error: AuthError }> {
    const prefixed = presented.startsWith(PKCE_TOKEN_PREFIX);
    const token = prefixed ? presented.slice(PKCE_TOKEN_PREFIX.length) : presented;
    return transaction(async (em) => {
      const consumed = await consumeOneTimeToken(em, token, type);
      const user = consumed ? await findUserById(em, consumed.userId, true) : undefined;
      if (!user || (asLink && prefixed !== Boolean(consumed?.pkce))) return { error: new AuthError(403, 'otp_expired', 'Email link is invalid or has expired') };
      if (isBanned(user)) return { error: authErrors.userBanned() };
      const confirmed = await confirmEmail(em, user);
      const method = type === 'recovery' ? 'recovery' : 'otp';
      if (asLink && consumed?.pkce) return { code: await issueAuthCode(em, confirmed.id, consumed.pkce, method) };
      return { session: await openSession(em, settings, confirmed, method) };
    });
  }

  return {
    settings,

    /** POST /token?grant_type=password */
    async passwordGrant(body: Body): Promise<SessionJson> {
      if (!body.email && !body.phone) throw authErrors.validation('missing email or phone');
      const email = normalizeEmail(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      const user = email ? await findUserByEmail(ds, email) : undefined;
      const ok = await verifyPassword(user?.encrypted_password, password);
      if (!user || !ok) throw authErrors.invalidCredentials();
      if (isBanned(user)) throw authErrors.userBanned();
      if (!isConfirmed(user)) throw authErrors.emailNotConfirmed();
      return transaction((em) => openSession(em, settings, user, 'password'));
    },

    /**
     * POST /token?grant_type=pkce: an emailed link's auth code and the verifier of its challenge.
     * The code is spent by the attempt even when the session then cannot be opened.
     */
    async pkceGrant(body: Body): Promise<SessionJson> {
      const { userId, authenticationMethod } = await exchangeAuthCode(ds, body);
      const user = await findUserById(ds, userId);
      if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (isBanned(user)) throw authErrors.userBanned();
      return transaction((em) => openSession(em, settings, user, authenticationMethod));
    },

    /** POST /token?grant_type=refresh_token */
    async refreshGrant(body: Body): Promise<SessionJson> {
      const token = body.refresh_token;
      if (typeof token !== 'string' || token === '') throw authErrors.refreshTokenRequired();
      return refreshSession(ds, settings, token);
    },

    /** POST /signup: a Session when autoconfirm is on, otherwise a User and a confirmation email. */
    async signup(body: Body, redirectTo: unknown): Promise<SessionJson | UserJson> {
      const password = checkPassword(body.password);
      const email = requireEmail(body.email, 'To signup, please provide your email');
      const data = metadata(body.data);
      const pkce = codeChallengeOf(body);
      const redirect = redirectFor(redirectTo);
      const passwordHash = await hashPassword(password);
      return transaction(async (em) => {
        await lockEmail(em, email);
        let user = await findUserByEmail(em, email, true);
        if (user && isConfirmed(user)) {
          if (config.auth.autoconfirm) throw authErrors.userAlreadyExists();
          return obfuscatedUserJson(email, data);
        }
        if (user) {
          // Not confirmed yet: the newest signup's password and data win; only the newest link works.
          [user] = await returning<AuthUserRow>(
            em,
            `UPDATE auth_users SET encrypted_password = $2, raw_user_meta_data = raw_user_meta_data || $3::jsonb, updated_at = now()
              WHERE id = $1 RETURNING *`,
            [user.id, passwordHash, JSON.stringify(data)],
          );
        } else {
          user = await createUser(em, email, passwordHash, data);
        }
        if (config.auth.autoconfirm) {
          return openSession(em, settings, await confirmEmail(em, user!), 'password');
        }
        return userJson(await sendLink(em, user!, 'signup', redirect, pkce));
      });
    },

    /** POST /otp: magic link (or the signup confirmation for a new or unconfirmed address). */
    async otp(body: Body, redirectTo: unknown): Promise<Record<string, never>> {
      const email = requireEmail(body.email, 'An email address is required');
      const createUserAllowed = body.create_user !== false;
      const data = metadata(body.data);
      const pkce = codeChallengeOf(body);
      const redirect = redirectFor(redirectTo);
      await transaction(async (em) => {
        await lockEmail(em, email);
        let user = await findUserByEmail(em, email, true);
        if (!user) {
          if (!createUserAllowed) throw authErrors.otpDisabled();
          user = await createUser(em, email, null, data);
        }
        if (!isConfirmed(user)) {
          if (!config.auth.autoconfirm) {
            await sendLink(em, user, 'signup', redirect, pkce);
            return;
          }
          user = await confirmEmail(em, user);
        }
        await sendLink(em, user, 'magiclink', redirect, pkce);
      });
      return {};
    },

    /** POST /recover: a reset link; unknown addresses get {} or, behind the flag, 404 'Email not found'. */
    async recover(body: Body, redirectTo: unknown): Promise<Record<string, never>> {
      const email = requireEmail(body.email, 'Password recovery requires an email');
      const pkce = codeChallengeOf(body);
      const redirect = redirectFor(redirectTo);
      await transaction(async (em) => {
        await lockEmail(em, email);
        const user = await findUserByEmail(em, email, true);
        if (!user) {
          if (config.auth.recoverRevealsUnknownEmail) throw authErrors.userNotFoundEmail();
          return;
        }
        await sendLink(em, user, 'recovery', redirect, pkce);
      });
      return {};
    },

    /**
     * GET /verify (the emailed link): consumes the token and answers with where to send the
     * browser — the redirect with the session, or with `otp_expired`, in the hash; for a link of the
     * PKCE flow, with the auth code (`?code=`), or the error in the query as well.
     */
    async verifyLink(query: Body): Promise<string> {
      const { token, type } = query;
      if (typeof token !== 'string' || token === '') throw authErrors.validation('Verify requires a token or a token hash');
      if (typeof type !== 'string' || type === '') throw authErrors.validation('Verify requires a verification type');
      if (!GOTRUE_VERIFY_TYPES.includes(type)) throw authErrors.validation('Unsupported verification type');
      const redirect = redirectFor(query.redirect_to);
      const result = isOneTimeTokenType(type)
        ? await verifyToken(token, type, true)
        : { error: new AuthError(403, 'otp_expired', 'Email link is invalid or has expired') };
      if ('error' in result) {
        const error = {
          error: result.error.status === 400 ? 'invalid_request' : 'access_denied',
          error_code: result.error.code,
          error_description: result.error.message,
        };
        const inQuery = token.startsWith(PKCE_TOKEN_PREFIX) ? withQuery(redirect, error) : redirect;
        return withFragment(inQuery, { ...error, sb: '' });
      }
      if ('code' in result) return withQuery(redirect, { code: result.code });
      const s = result.session;
      return withFragment(redirect, {
        access_token: s.access_token,
        expires_at: s.expires_at,
        expires_in: s.expires_in,
        refresh_token: s.refresh_token,
        sb: '',
        token_type: s.token_type,
        type,
      });
    },

    /** POST /verify with {type, token_hash} (supabase.auth.verifyOtp): the session as JSON. */
    async verifyOtp(body: Body): Promise<SessionJson> {
      const token = body.token_hash ?? body.token;
      if (typeof token !== 'string' || token === '') throw authErrors.validation('Verify requires a token or a token hash');
      if (!isOneTimeTokenType(body.type)) throw authErrors.validation('Unsupported verification type');
      const result = await verifyToken(token, body.type, false);
      if ('error' in result) throw result.error;
      return result.session;
    },

    /** GET /user */
    async getUser(authorization: string | undefined): Promise<UserJson> {
      const { user } = await authenticate(authorization);
      return userJson(user);
    },

    /**
     * PUT /user: password and/or user_metadata. A new password signs out every other session of
     * the user and voids outstanding reset links; the caller's own session stays valid.
     */
    async updateUser(authorization: string | undefined, body: Body): Promise<UserJson> {
      const { claims, user } = await authenticate(authorization);
      if (body.email !== undefined && body.email !== null && normalizeEmail(body.email) !== user.email) {
        throw authErrors.validation('Changing the email address is not supported; sign up with the new address instead.');
      }
      if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
        throw authErrors.validation('Phone numbers are not supported.');
      }
      let passwordHash: string | undefined;
      if (body.password !== undefined && body.password !== null) {
        const password = checkPassword(body.password, 'Password update requires a valid password');
        if (await verifyPassword(user.encrypted_password, password)) throw authErrors.samePassword();
        passwordHash = await hashPassword(password);
      }
      const data = body.data === undefined || body.data === null ? undefined : metadata(body.data);
      const updated = await transaction(async (em) => {
        let current = (await findUserById(em, user.id, true)) ?? user;
        if (passwordHash) {
          [current] = await returning<AuthUserRow>(em, 'UPDATE auth_users SET encrypted_password = $2, updated_at = now() WHERE id = $1 RETURNING *', [
            user.id,
            passwordHash,
          ]);
          await revokeOneTimeTokens(em, user.id, ['recovery', 'magiclink']);
          await endSessions(em, user.id, 'others', claims.session_id);
        }
        if (data) {
          const merged: Body = { ...(current.raw_user_meta_data ?? {}), ...data };
          for (const key of Object.keys(merged)) if (merged[key] === null) delete merged[key];
          [current] = await returning<AuthUserRow>(em, 'UPDATE auth_users SET raw_user_meta_data = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING *', [
            user.id,
            JSON.stringify(merged),
          ]);
        }
        return current;
      });
      return userJson(updated);
    },

    /** POST /logout?scope=global|local|others */
    async logout(authorization: string | undefined, scope: unknown): Promise<void> {
      const chosen = scope === undefined || scope === '' ? 'global' : scope;
      if (typeof chosen !== 'string' || !(LOGOUT_SCOPES as readonly string[]).includes(chosen)) {
        throw authErrors.validation(`Unsupported logout scope "${String(chosen)}"`);
      }
      const { claims, user } = await authenticate(authorization);
      await endSessions(ds, user.id, chosen as (typeof LOGOUT_SCOPES)[number], claims.session_id);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
