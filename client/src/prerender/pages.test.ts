import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../app/routes';
import { MEMBER_ROUTES } from './pages';

/** Every path under the members' layout, as `/a/:b` patterns. */
function memberPaths(): string[] {
  const layout = routes[0]!.children!.find((r) => r.children?.some((c) => c.path === 'home'));
  if (!layout) throw new Error("the members' layout (the branch with /home) is not where this test looks");
  const out: string[] = [];
  const walk = (list: RouteObject[]) =>
    list.forEach((r) => {
      if (r.path) out.push(`/${r.path}`);
      if (r.children) walk(r.children);
    });
  walk(layout.children!);
  return out;
}

/** The older path that only redirects to the legislator's page (no page of its own to draw). */
const REDIRECT_ONLY = ['/staff/legislators/:id'];

describe('the member route table (prerender/pages.ts)', () => {
  it('lists every member route, so each gets its shell, its preloads and its page drawn by the gateway', () => {
    const listed = new Set(MEMBER_ROUTES.map((r) => r.pattern));
    expect(memberPaths().filter((p) => !listed.has(p) && !REDIRECT_ONLY.includes(p))).toEqual([]);
  });

  it('lists no route the app does not have', () => {
    const paths = new Set(memberPaths());
    expect(MEMBER_ROUTES.map((r) => r.pattern).filter((p) => !paths.has(p))).toEqual([]);
  });
});
