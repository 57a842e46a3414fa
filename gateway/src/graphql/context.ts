import type { DataSource } from 'typeorm';
import { preparedQuery } from '../db/prepared.js';
import { isRole, Role } from '../auth/roles.js';
import { bearerToken, type AccessClaims, type TokenVerifier } from '../auth/tokens.js';
import { openSessionSql } from '../auth/gotrue/index.js';
import { isUuid } from '../db/ids.js';
import type { Logger } from '../config/logger.js';
import { DomainError } from '../errors/errors.js';
import type { ApiRateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/mailer.js';
import { createLoaders, type Loaders } from './loaders.js';

export type { Viewer } from './viewer.js';
import type { Viewer } from './viewer.js';

export interface Context {
  viewer: Viewer | null;
  dataSource: DataSource;
  loaders: Loaders;
  log: Logger;
  /** The client IP (Express req.ip, honouring TRUST_PROXY): rate limits for anonymous calls. */
  ip?: string;
  /** API rate limits (@RateLimit); absent when API_RATE_LIMITS=false. */
  rateLimiter?: ApiRateLimiter;
  /** The one mailer and the public origin emailed links point to; absent where no email is sent (scripts). */
  mail?: MailDeps;
}

export interface MailDeps {
  mailer: Mailer;
  siteUrl: string;
  /** Local hour digests go out at (notification preferences show it). */
  digestHour?: number;
}

export interface ContextDeps {
  dataSource: DataSource;
  verifyToken: TokenVerifier;
  /** Built-in auth: tokens must carry a session_id that is still open (not signed out). */
  checkSessions?: boolean;
  log: Logger;
  rateLimiter?: ApiRateLimiter;
  mail?: MailDeps;
}

/**
 * Builds the per-request context for both transports (POST /graphql and the REST adapter):
 * verifies the Bearer token, loads the caller's roles, and creates fresh DataLoaders.
 * A present-but-invalid token is an error (401), not a silent downgrade to anonymous.
 */
export async function buildContext(deps: ContextDeps, authorization: string | undefined, request: { ip?: string } = {}): Promise<Context> {
  const token = bearerToken(authorization);
  let viewer: Viewer | null = null;
  if (token) {
    const claims = await deps.verifyToken(token);
    const caller = await readCaller(deps, claims);
    if (!caller.open) throw new DomainError('UNAUTHENTICATED', 'Your session has ended. Please log in again.');
    const roles = new Set<Role>([Role.USER]);
    for (const role of caller.roles) if (isRole(role)) roles.add(role);
    viewer = { id: claims.sub, email: claims.email ?? null, roles: [...roles], signupMetadata: claims.user_metadata };
  }
  return { viewer, dataSource: deps.dataSource, loaders: createLoaders(deps.dataSource, viewer), log: deps.log, ip: request.ip, rateLimiter: deps.rateLimiter, mail: deps.mail };
}

/** The caller's roles, and whether the token's session is still open: one statement, one round trip. */
const ROLES_SQL = 'ARRAY(SELECT role::text FROM member_roles WHERE member_id = $1)';
const CALLER = `SELECT ${ROLES_SQL} AS roles, true AS open`;
const CALLER_IN_SESSION = `SELECT ${ROLES_SQL} AS roles, ${openSessionSql('$2', '$1')} AS open`;

async function readCaller(deps: ContextDeps, claims: AccessClaims): Promise<{ roles: string[]; open: boolean }> {
  if (deps.checkSessions && !(claims.session_id && isUuid(claims.session_id))) return { roles: [], open: false };
  const [row]: { roles: string[]; open: boolean }[] = deps.checkSessions
    ? await preparedQuery(deps.dataSource, CALLER_IN_SESSION, [claims.sub, claims.session_id])
    : await preparedQuery(deps.dataSource, CALLER, [claims.sub]);
  return row;
}
