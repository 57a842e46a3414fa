import { describe, expect, it } from 'vitest';
import { normalizeEmail, obfuscatedUserJson, userJson, type AuthUserRow } from './users.js';

const row = (over: Partial<AuthUserRow> = {}): AuthUserRow => ({
  id: '3f5588ef-5480-471f-851d-78726c20e4d4',
  email: 'a@example.org',
  encrypted_password: '$argon2id$…',
  email_confirmed_at: new Date('2025-01-02T00:00:00Z'),
  confirmation_sent_at: new Date('2025-01-01T00:00:00Z'),
  recovery_sent_at: null,
  last_sign_in_at: null,
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: { username: 'alex', email_verified: false },
  banned_until: null,
  created_at: new Date('2025-01-01T00:00:00Z'),
  updated_at: new Date('2025-01-02T00:00:00Z'),
  ...over,
});

describe('user JSON', () => {
  it('has the GoTrue fields, omits null timestamps and never exposes the password hash', () => {
    const json = userJson(row());
    expect(json).toMatchObject({
      id: '3f5588ef-5480-471f-851d-78726c20e4d4',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'a@example.org',
      phone: '',
      email_confirmed_at: '2025-01-02T00:00:00.000Z',
      confirmed_at: '2025-01-02T00:00:00.000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      // The server's own state wins over anything stored in metadata.
      user_metadata: { username: 'alex', email_verified: true },
      is_anonymous: false,
    });
    expect(json).not.toHaveProperty('recovery_sent_at');
    expect(json).not.toHaveProperty('last_sign_in_at');
    expect(JSON.stringify(json)).not.toContain('argon2');
    const [identity] = json.identities as Record<string, unknown>[];
    expect(identity).toMatchObject({ provider: 'email', user_id: json.id, identity_data: { email_verified: true } });
    expect(identity.identity_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(userJson(row()).identities).toEqual(json.identities);
  });

  it('an obfuscated user looks new and has no identities', () => {
    const json = obfuscatedUserJson('a@example.org', {});
    expect(json.identities).toEqual([]);
    expect(json.id).not.toBe(row().id);
  });
});

describe('normalizeEmail', () => {
  it('lower-cases and trims valid addresses, rejects the rest', () => {
    expect(normalizeEmail('  Alex@Example.ORG ')).toBe('alex@example.org');
    for (const bad of ['alex', 'alex@', '@example.org', 'alex@example', 'a b@example.org', 'a@b@example.org', 42, undefined, `${'a'.repeat(250)}@example.org`]) {
      expect(normalizeEmail(bad)).toBeUndefined();
    }
  });
});
