import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages and their parts are lazy chunks; on a busy machine (jsdom shares 2 cores with the
// integration suites in CI) the first imports can take several seconds. A test still fails when
// what it waits for never comes, within the project's 20 s test timeout.
configure({ asyncUtilTimeout: 10_000 });

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

/**
 * jsdom has no matchMedia. This one answers width queries against window.innerWidth
 * (1024 by default, so MUI's `up('md')` matches and the desktop layout renders); set
 * `window.innerWidth` before rendering to test the phone layout.
 */
function evaluate(query: string): boolean {
  const clauses = query.replace(/^@media\s*/, '').split(/\s+and\s+/i);
  return clauses.every((clause) => {
    const m = /\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)/.exec(clause);
    if (!m) return false;
    const value = Number(m[2]);
    return m[1] === 'min' ? window.innerWidth >= value : window.innerWidth <= value;
  });
}

// A test of server-side code runs without jsdom (`// @vitest-environment node`): nothing to fill in.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Used by ScrollRestoration and scrollIntoView-based helpers; jsdom leaves them unimplemented.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
