import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/*
 * Scroll positions across navigations, for both apps (issue #12: the routers run in declarative
 * mode, whose code is less than half the data router's, and which has no <ScrollRestoration>).
 * What members expect from pages: a new page starts at the top (or at its #anchor), a filter or
 * tab kept in the query leaves the page where it is, Back and Forward return to where they were
 * on that page, and a reload keeps the place.
 *
 * Positions are kept per history entry (entryKey) while the member scrolls, and in
 * sessionStorage when the tab is hidden or reloaded, like react-router's own ScrollRestoration.
 */
const STORAGE_KEY = 'portal-scroll-positions';
const positions = new Map<string, number>(readStored());

function readStored(): Array<[string, number]> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, number] => typeof e?.[0] === 'string' && typeof e?.[1] === 'number') : [];
  } catch {
    return [];
  }
}

function store() {
  try {
    // The newest 100 entries are plenty for Back and Forward.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-100)));
  } catch {
    // Storage full or refused: positions are then kept for this page's life only.
  }
}

/** The field of a history entry's state that holds the key of the entry a page was loaded into. */
const LOADED_ENTRY_FIELD = 'portalScrollEntry';

/**
 * The key positions are kept under for the entry `routerKey` names. The router keys the entries it
 * pushes, but calls the entry a page was loaded into 'default': every address opened from outside
 * in this tab (typed, a link from an email, a bookmark) would share one kept position. That entry
 * is given a key of its own in a field of its history state the router does not use, which the
 * browser keeps across reloads and Back/Forward like the router's keys.
 */
function entryKey(routerKey: string): string {
  // (On the server, which draws a page but never scrolls it, any key does.)
  if (routerKey !== 'default' || typeof window === 'undefined') return routerKey;
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const own = current[LOADED_ENTRY_FIELD];
  if (typeof own === 'string') return own;
  const key = `loaded-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ ...current, [LOADED_ENTRY_FIELD]: key }, '');
  return key;
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => window.removeEventListener('pagehide', store);
  }, []);

  // Where this entry is scrolled to, kept as the member scrolls (read once per frame).
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.delete(key);
        positions.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  // The page the last position was set for: a change of its query alone is not a new page.
  const shownPath = useRef<string | null>(null);

  useLayoutEffect(() => {
    const samePage = shownPath.current === location.pathname;
    shownPath.current = location.pathname;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    // A filter, a tab or a selection kept in the address (?filter=, ?tab=, ?user=) changes the
    // page the member is looking at in place: it stays where they are (and where the page itself
    // brings what they chose into view, as User Management does on phones).
    if (samePage && navigationType !== 'POP') return;
    window.scrollTo(0, 0);
  }, [key, location.pathname, location.hash, navigationType]);

  return null;
}
