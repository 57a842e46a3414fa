import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';
import { MEMBER_ROUTES, NOT_FOUND, OTHER_APP_ROUTES, PRERENDERED_PAGES } from './pages';

/** Every address of the app's route table, as `/a/:b` patterns ('/' for the index, '*' for the catch-all). */
function appPaths(list: RouteObject[] = routes, parent = ''): string[] {
  return list.flatMap((r) => {
    const here = r.index ? parent || '/' : r.path === '*' ? '*' : r.path ? `${parent}/${r.path}` : parent;
    return [...(r.index || r.path ? [here] : []), ...(r.children ? appPaths(r.children, here === '*' ? parent : here) : [])];
  });
}

/** The older path that only redirects to the legislator's page (no page of its own to draw). */
const REDIRECT_ONLY = ['/staff/legislators/:id'];
// The public scorecard: the gateway sends the shell with the legislator's Open Graph tags and
// picture (gateway/src/http/scorecard-pages.ts); its data is public and the page draws it itself.
const SHELL_WITH_TAGS = ['/legislators/:bioguide/scorecard'];

const paths = appPaths();
const members = new Set(MEMBER_ROUTES.map((r) => r.pattern));
const prerendered = PRERENDERED_PAGES.map((p) => p.path);
const listed = new Set([...prerendered, ...members, ...OTHER_APP_ROUTES]);

describe('the route tables the build and the gateway use (prerender/pages.ts)', () => {
  it("lists every one of the app's addresses, so none is answered with the not-found page", () => {
    expect(paths.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('gives every member page its shell and its page drawn by the gateway (only a redirect and the tagged public scorecard are left to the plain shell)', () => {
    const publicPaths = new Set([...prerendered, '/reset-password']);
    expect(paths.filter((p) => !members.has(p) && !publicPaths.has(p) && !REDIRECT_ONLY.includes(p) && !SHELL_WITH_TAGS.includes(p))).toEqual([]);
  });

  it('lists no address the app does not have', () => {
    expect([...listed].filter((p) => !paths.includes(p))).toEqual([]);
    expect(paths.includes(NOT_FOUND)).toBe(true);
  });
});
