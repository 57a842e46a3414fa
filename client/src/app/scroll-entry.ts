/*
 * What ScrollManager needs before a router starts, done by the entry (main.tsx) before the page's
 * first paint, where it holds up nothing a member could do (issue #12). Both are slow the first
 * time on a phone: replaceState is a trip to the browser process, and so is the first use of
 * sessionStorage, which loads the tab's storage while the page waits (3–4 ms here together, four
 * times that in Lighthouse's simulated phone). ScrollManager, evaluated with the app while the page
 * is on screen, then reads the kept positions from storage already loaded. (main.tsx alone imports
 * this module: code the apps' chunks share with the entry would make the entry's chunk theirs.)
 */

/**
 * Positions are kept per history entry, so every entry needs a key of its own. react-router keys
 * the entry a page is loaded into 'default' (the entry has no state yet): every address opened from
 * outside in this tab — typed, a link from an email, a bookmark — shared one kept position, and
 * opened scrolled to where the previous such page had been left. Before a router reads the entry,
 * an entry without a key gets one in react-router's own format, kept by the browser across reloads
 * and Back/Forward like the keys react-router gives the entries it pushes.
 */
function keyThisEntry() {
  const state: unknown = window.history.state;
  const current = state !== null && typeof state === 'object' ? (state as { key?: unknown }) : {};
  if (typeof current.key === 'string' && current.key !== 'default') return;
  window.history.replaceState({ ...current, key: Math.random().toString(36).slice(2, 10) }, '');
}

/** Keys this history entry and loads the tab's sessionStorage. */
export function prepareScrollEntry(): void {
  keyThisEntry();
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage refused: ScrollManager then keeps positions for this page's life only.
  }
}
