import { describe, expect, it } from 'vitest';
import { AuthError } from './errors.js';
import { checkPassword, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('correct-horse-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct-horse-1')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-2')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
  });

  it("applies GoTrue's rules: empty 400, over 72 characters 400, under 6 422 weak_password", () => {
    const fail = (p: unknown) => {
      try {
        checkPassword(p);
      } catch (err) {
        return err as AuthError;
      }
      throw new Error('accepted');
    };
    expect(fail('')).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
    expect(fail(undefined)).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(fail('x'.repeat(73))).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(fail('12345')).toMatchObject({ status: 422, code: 'weak_password', extra: { weak_password: { reasons: ['length'] } } });
    expect(checkPassword('123456')).toBe('123456');
    expect(checkPassword('é'.repeat(72))).toHaveLength(72);
  });
});
