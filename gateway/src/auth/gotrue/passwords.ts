import { hash, verify } from '@node-rs/argon2';
import { authErrors, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './errors.js';

/**
 * Password hashing with argon2id (@node-rs/argon2's defaults: m=19 MiB, t=2, p=1, the OWASP
 * baseline), encoded as a PHC string (`$argon2id$v=19$…`) that carries its own parameters.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so response time does not tell whether the account exists.
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

const dummyHash = hash('not-a-real-password-only-for-timing');

/**
 * GoTrue's password rules (contract §2.2): empty → 400, over 72 characters → 400, under the
 * minimum (SPEC §9: 6 on signup) → 422 weak_password with reasons ['length'].
 */
export function checkPassword(password: unknown, emptyMessage = 'Signup requires a valid password'): string {
  if (typeof password !== 'string' || password === '') throw authErrors.validation(emptyMessage);
  if ([...password].length > PASSWORD_MAX_LENGTH) throw authErrors.passwordTooLong();
  if ([...password].length < PASSWORD_MIN_LENGTH) throw authErrors.weakPassword(['length']);
  return password;
}
