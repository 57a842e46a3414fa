import { describe, expect, it } from 'vitest';
import { NotificationKind } from './notification.enums.js';
import { describeTarget, signUnsubscribeToken, UNSUBSCRIBE_VALID_DAYS, verifyUnsubscribeToken } from './unsubscribe.js';

const SECRET = 'test-email-link-secret-0123456789abcdef';

describe('unsubscribe tokens', () => {
  it('name the address and what to turn off, and verify with the same secret', async () => {
    const token = await signUnsubscribeToken(SECRET, 'Member@Example.org', NotificationKind.KEY_VOTE);
    expect(await verifyUnsubscribeToken(SECRET, token)).toEqual({ ok: true, email: 'member@example.org', target: 'key_vote' });
    expect(await verifyUnsubscribeToken(SECRET, await signUnsubscribeToken(SECRET, 'm@example.org', 'digest:weekly'))).toMatchObject({ target: 'digest:weekly' });
  });

  it('refuse a token changed after signing, signed with another secret, or not a token at all', async () => {
    const token = await signUnsubscribeToken(SECRET, 'member@example.org', NotificationKind.KEY_VOTE);
    const [head, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.sub = 'someone.else@example.org';
    const tampered = [head, Buffer.from(JSON.stringify(forged)).toString('base64url'), signature].join('.');
    expect(await verifyUnsubscribeToken(SECRET, tampered)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyUnsubscribeToken(SECRET, `${token.slice(0, -2)}xx`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyUnsubscribeToken('another-secret-of-at-least-32-chars!!', token)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of [undefined, '', 'abc', ['x'], 'a.b.c', 'x'.repeat(5000)]) expect(await verifyUnsubscribeToken(SECRET, junk)).toEqual({ ok: false, reason: 'invalid' });
  });

  it(`expire after ${UNSUBSCRIBE_VALID_DAYS} days`, async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await signUnsubscribeToken(SECRET, 'member@example.org', NotificationKind.STORY_ARTICLE, issued);
    expect(await verifyUnsubscribeToken(SECRET, token, new Date('2026-03-31T00:00:00Z'))).toMatchObject({ ok: true });
    expect(await verifyUnsubscribeToken(SECRET, token, new Date('2026-04-02T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('say in words what they turn off', () => {
    expect(describeTarget(NotificationKind.STORY_INVITE)).toBe('emails about invitations to collaborate');
    expect(describeTarget(NotificationKind.STORY_ARTICLE)).toBe('emails about stories you follow');
    expect(describeTarget('digest:daily')).toBe('the daily digest');
  });
});
