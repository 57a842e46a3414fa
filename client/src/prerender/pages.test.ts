import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { isPublicPage } from '../app/PublicApp';
import { ALL_ROUTES, ROUTE_TABLE, isPageRoute } from '../app/route-table';
import { routes } from '../app/routes';
import { MEMBER_ROUTES, NOT_FOUND, OTHER_APP_ROUTES, PRERENDERED_PAGES } from './pages';

/** Every address of the member app's router, as `/a/:b` patterns ('/' for the index, '*' for the catch-all). */
function appPaths(list: RouteObject[] = routes, parent = ''): string[] {
  return list.flatMap((r) => {
    const here = r.index ? parent || '/' : r.path === '*' ? '*' : r.path ? `${parent}/${r.path}` : parent;
    return [...(r.index || r.path ? [here] : []), ...(r.children ? appPaths(r.children, here === '*' ? parent : here) : [])];
  });
}

const tablePaths = ALL_ROUTES.map((route) => route.path);

describe('the route table (app/route-table.ts) and what is derived from it', () => {
  // (A row naming a page module that does not exist fails sooner: routes.tsx throws on import.)
  it('declares each address once', () => {
    expect(tablePaths.filter((path, i) => tablePaths.indexOf(path) !== i)).toEqual([]);
  });

  it("gives the member app's router exactly the table's addresses", () => {
    expect(appPaths().sort()).toEqual([...tablePaths].sort());
  });

  it('runs every prerendered page in the public app and only public pages there', () => {
    expect(PRERENDERED_PAGES.map((page) => page.path).filter((path) => !isPublicPage(path))).toEqual([]);
    expect(ROUTE_TABLE.member.filter((route) => isPageRoute(route) && route.prerender)).toEqual([]);
    expect(PRERENDERED_PAGES.map((page) => page.path)).toContain(NOT_FOUND);
  });

  it('hands the build and the gateway every address once: prerendered, a member page drawn with data, or the plain shell', () => {
    const listed = [...PRERENDERED_PAGES.map((page) => page.path), ...MEMBER_ROUTES.map((route) => route.pattern), ...OTHER_APP_ROUTES];
    expect([...listed].sort()).toEqual([...tablePaths].sort());
    // The plain shell only for the older legislator address (a redirect) and the public scorecard
    // (the gateway adds the legislator's Open Graph tags: gateway/src/http/scorecard-pages.ts).
    expect(OTHER_APP_ROUTES).toEqual(['/legislators/:bioguide/scorecard', '/staff/legislators/:legislatorId']);
  });

  it('sends a signed-in visitor from the landing and sign-in pages to the dashboard, not from the reset page or the about page', () => {
    const toDashboard = PRERENDERED_PAGES.filter((page) => page.signedInGoesToDashboard).map((page) => page.path);
    expect(toDashboard).toEqual(['/', '/login', '/signup', '/forgot-password']);
  });

  it('keeps staff and super admin screens out of the member routes (npm run budget)', () => {
    const staff = MEMBER_ROUTES.filter((route) => route.staff).map((route) => route.pattern);
    expect(staff).toEqual(expect.arrayContaining(['/staff/tips', '/admin/users', '/key-votes/:id/edit', '/stories/create']));
    expect(MEMBER_ROUTES.filter((route) => !route.staff).map((route) => route.pattern)).not.toContain('/admin/moderation');
  });
});
