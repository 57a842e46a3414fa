import { describe, expect, it } from 'vitest';
import { safeRedirect, withFragment } from './redirects.js';

const SITE = 'https://portal.example.org';

describe('safeRedirect', () => {
  it('keeps the site origin, localhost on any port and allow-listed URLs', () => {
    expect(safeRedirect('https://portal.example.org/reset-password', SITE, [])).toBe('https://portal.example.org/reset-password');
    expect(safeRedirect('http://localhost:5173/login', SITE, [])).toBe('http://localhost:5173/login');
    expect(safeRedirect('http://127.0.0.1:41234/login?next=%2Fstories', SITE, [])).toBe('http://127.0.0.1:41234/login?next=%2Fstories');
    expect(safeRedirect('https://staging.example.org/login', SITE, ['https://staging.example.org'])).toBe('https://staging.example.org/login');
    expect(safeRedirect('https://pr-12.preview.example.org/x', SITE, ['https://*.preview.example.org/**'])).toBe(
      'https://pr-12.preview.example.org/x',
    );
  });

  it('falls back to the site URL for anything else', () => {
    for (const bad of [
      'https://evil.example.com/steal',
      'https://portal.example.org.evil.com/',
      'http://portal.example.org/login', // other scheme
      'javascript:alert(1)',
      'https://user:pass@portal.example.org/',
      '/relative/path',
      '',
      undefined,
      42,
      'https://staging.example.org.evil.com/login',
    ]) {
      expect(safeRedirect(bad, SITE, ['https://staging.example.org'])).toBe(SITE);
    }
    // An allow-listed path does not open its siblings.
    expect(safeRedirect('https://other.example.org/app-evil', SITE, ['https://other.example.org/app'])).toBe(SITE);
    expect(safeRedirect('https://other.example.org/app/login', SITE, ['https://other.example.org/app'])).toBe('https://other.example.org/app/login');
  });

  it('drops any fragment and does not add a slash to a bare origin', () => {
    expect(safeRedirect('http://localhost:8000', SITE, [])).toBe('http://localhost:8000');
    expect(safeRedirect('http://localhost:8000/#old', SITE, [])).toBe('http://localhost:8000/');
  });
});

describe('withFragment', () => {
  it('sorts keys and encodes like url.Values.Encode (spaces as +)', () => {
    expect(
      withFragment('http://localhost:3000/r#stale', {
        type: 'recovery',
        error_description: 'Email link is invalid or has expired',
        sb: '',
        access_token: 'a.b.c',
      }),
    ).toBe('http://localhost:3000/r#access_token=a.b.c&error_description=Email+link+is+invalid+or+has+expired&sb=&type=recovery');
  });
});
