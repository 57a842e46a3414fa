import { createHash, randomBytes } from 'node:crypto';
import { sameSecret } from '../same-secret.js';
import { AuthError, authErrors } from './errors.js';
import { hashToken } from './one-time-tokens.js';
import { returning, type Db } from './users.js';

/**
 * The PKCE flow (docs/auth-contract.md §2.6; GoTrue's internal/api/pkce.go): an emailed link asked
 * for with a code challenge does not carry a session to the browser. Opening it hands the browser a
 * short-lived auth code instead (`<redirect_to>?code=…`), which only the holder of the code verifier
 * — the browser that asked for the link — can exchange for a session
 * (POST /token?grant_type=pkce). This is the flow @supabase/ssr uses.
 */
export type CodeChallengeMethod = 's256' | 'plain';
export interface CodeChallenge {
  challenge: string;
  method: CodeChallengeMethod;
}

/** The prefix GoTrue gives an emailed token of the PKCE flow. */
export const PKCE_TOKEN_PREFIX = 'pkce_';
/** An auth code is good for five minutes (GoTrue's FlowStateExpiryDuration), and once. */
export const AUTH_CODE_TTL_MS = 5 * 60 * 1000;

const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * The request's code challenge: none for the implicit flow (both absent or null, as supabase-js
 * sends them then), or GoTrue's 400 for a half-given or malformed one.
 */
export function codeChallengeOf(body: Record<string, unknown>): CodeChallenge | undefined {
  const { code_challenge: challenge, code_challenge_method: method } = body;
  const absent = (v: unknown) => v === undefined || v === null || v === '';
  if (absent(challenge) && absent(method)) return undefined;
  if (absent(challenge) || absent(method)) throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  if (typeof challenge !== 'string' || !CHALLENGE_PATTERN.test(challenge)) {
    throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  }
  const normalized = typeof method === 'string' ? method.toLowerCase() : '';
  if (normalized !== 's256' && normalized !== 'plain') throw authErrors.validation('code challenge method not supported');
  return { challenge, method: normalized };
}

/** After an emailed PKCE link was opened: a new auth code for the user. Only its SHA-256 is stored. */
export async function issueAuthCode(db: Db, userId: string, challenge: CodeChallenge, authenticationMethod: string): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.query(
    'INSERT INTO auth_flow_states (user_id, auth_code_hash, code_challenge, code_challenge_method, authentication_method) VALUES ($1, $2, $3, $4, $5)',
    [userId, hashToken(code), challenge.challenge, challenge.method, authenticationMethod],
  );
  return code;
}

/**
 * POST /token?grant_type=pkce: the auth code's user and how they signed in, if the verifier answers
 * its challenge. The flow state is deleted by the attempt, right or wrong (one statement, so two
 * exchanges cannot both win, and a guessed verifier gets no second try).
 */
export async function exchangeAuthCode(db: Db, body: Record<string, unknown>, now = Date.now()): Promise<{ userId: string; authenticationMethod: string }> {
  const { auth_code: code, code_verifier: verifier } = body;
  if (typeof code !== 'string' || code === '' || typeof verifier !== 'string' || verifier === '') {
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  const [state] = await returning<{ user_id: string; code_challenge: string; code_challenge_method: CodeChallengeMethod; authentication_method: string; created_at: Date }>(
    db,
    'DELETE FROM auth_flow_states WHERE auth_code_hash = $1 RETURNING user_id, code_challenge, code_challenge_method, authentication_method, created_at',
    [hashToken(code)],
  );
  if (!state) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (state.created_at.getTime() + AUTH_CODE_TTL_MS < now) throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  const expected = state.code_challenge_method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  if (!sameSecret(expected, state.code_challenge)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  return { userId: state.user_id, authenticationMethod: state.authentication_method };
}
