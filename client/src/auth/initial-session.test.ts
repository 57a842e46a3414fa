import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '../app/server-state';
import { SUPABASE_SESSION_COOKIE } from './cookie-names';
import { drawnAccessToken, initialSessionUser } from './initial-session';

/** The data block of a page the gateway drew (prerender/member-render.tsx writes it). */
function drawnPage(attributes: Record<string, string>) {
  const state = document.createElement('script');
  Object.assign(state, { type: 'application/json', id: SERVER_STATE_ID, textContent: '{}' });
  Object.assign(state.dataset, attributes);
  document.body.append(state);
}

afterEach(() => {
  document.getElementById(SERVER_STATE_ID)?.remove();
  document.cookie = `${SUPABASE_SESSION_COOKIE}=; Path=/; Max-Age=0`;
});

describe('who the first render may assume is signed in, before supabase-js has loaded', () => {
  it('nobody, without a session cookie', () => {
    expect(initialSessionUser()).toEqual({ checked: true, user: null });
  });

  it('unknown with a session cookie on a page not drawn for anyone: supabase-js will tell', () => {
    document.cookie = `${SUPABASE_SESSION_COOKIE}=base64-x; Path=/`;
    expect(initialSessionUser()).toEqual({ checked: false });
  });

  it('the member a drawn page was drawn for', () => {
    drawnPage({ drawnFor: 'u-1', drawnEmail: 'a@example.org' });
    expect(initialSessionUser()).toEqual({ checked: true, user: { id: 'u-1', email: 'a@example.org' } });
  });
});

describe('the token a drawn page was drawn with', () => {
  const now = 1_800_000_000_000;
  it('is sent while it is good for more than the renewal margin', () => {
    drawnPage({ drawnFor: 'u-1', drawnToken: 'a.b.c', drawnTokenExpiresAt: String(now / 1000 + 3600) });
    expect(drawnAccessToken(now)).toBe('a.b.c');
    expect(drawnAccessToken(now + 3600_000 - 60_000)).toBeUndefined();
  });

  it('is not there on other pages, or without an expiry', () => {
    expect(drawnAccessToken(now)).toBeUndefined();
    drawnPage({ drawnFor: 'u-1', drawnToken: 'a.b.c' });
    expect(drawnAccessToken(now)).toBeUndefined();
  });
});
