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

describe('the route tables the build and the gateway use (prerender/pages.ts)', () => {
  it("lists every one of the app's addresses, so none is answered with the not-found page", () => {
    const listed = new Set([...PRERENDERED_PAGES.map((p) => p.path), ...MEMBER_ROUTES.map((r) => r.pattern), ...OTHER_APP_ROUTES]);
    expect(appPaths().filter((p) => !listed.has(p))).toEqual([]);
  });

  it('gives every member page its shell and its page drawn by the gateway (only a redirect is left to the plain shell)', () => {
    const members = new Set(MEMBER_ROUTES.map((r) => r.pattern));
    const publicPaths = new Set([...PRERENDERED_PAGES.map((p) => p.path), '/reset-password']);
    expect(appPaths().filter((p) => !members.has(p) && !publicPaths.has(p) && !REDIRECT_ONLY.includes(p))).toEqual([]);
  });

  it('lists no address the app does not have', () => {
    const paths = new Set(appPaths());
    const listed = [...PRERENDERED_PAGES.map((p) => p.path), ...MEMBER_ROUTES.map((r) => r.pattern), ...OTHER_APP_ROUTES];
    expect(listed.filter((p) => !paths.has(p))).toEqual([]);
    expect(paths.has(NOT_FOUND)).toBe(true);
  });
});
