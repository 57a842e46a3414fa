/*
 * A member page the gateway drew is on screen before the app that makes it work has hydrated it.
 * Until then it takes no input — taps, keys or focus — and assistive technology meets it when it
 * works (aria-hidden says so to tools that do not know `inert`). main.tsx holds it as it starts;
 * the page is released when it is ready (Ready.tsx markPageReady), or, should the app's code never
 * arrive, left usable as it is (its links work as links). No React here: main.tsx imports it before
 * anything else loads.
 */

/** Holds a drawn page: no input until releasePage. */
export function holdPage(root: HTMLElement): void {
  root.inert = true;
  root.setAttribute('aria-hidden', 'true');
}

/** Lets a held page take input again. Harmless on a page that was never held. */
export function releasePage(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root) return;
  root.inert = false;
  root.removeAttribute('aria-hidden');
}
