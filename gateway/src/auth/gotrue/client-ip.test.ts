import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { clientIpHeaders, limitedIp } from './client-ip.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const request = (ip: string, headers: Record<string, string> = {}) =>
  ({ ip, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe('the address the built-in /auth/v1 counts a request under', () => {
  it('is the member the gateway named, when the gateway itself calls over loopback', () => {
    expect(limitedIp(request('127.0.0.1', clientIpHeaders(SECRET, '203.0.113.7')), SECRET)).toBe('203.0.113.7');
  });

  it('is the request\'s own for anyone else: no header, a forged or copied signature, another secret', () => {
    expect(limitedIp(request('198.51.100.2'), SECRET)).toBe('198.51.100.2');
    const forged = { ...clientIpHeaders(SECRET, '203.0.113.7'), 'x-portal-client-ip': '203.0.113.8' };
    expect(limitedIp(request('198.51.100.2', forged), SECRET)).toBe('198.51.100.2');
    expect(limitedIp(request('198.51.100.2', clientIpHeaders('another-secret-of-thirty-two-characters!', '203.0.113.7')), SECRET)).toBe('198.51.100.2');
    expect(limitedIp(request('198.51.100.2', { 'x-portal-client-ip': '203.0.113.7', 'x-portal-client-ip-signature': '' }), SECRET)).toBe('198.51.100.2');
  });

  it('names nobody when the member\'s address is unknown', () => {
    expect(clientIpHeaders(SECRET, undefined)).toEqual({});
  });
});
