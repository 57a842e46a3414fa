import type { Request } from 'express';
import { defined, intParam } from '../story/story.rest.js';

/**
 * GET /api/search?q=&kind=&limit=&cursor= and its answer, for the "// Search" row of
 * rest/routes.ts (rest/operations/search.graphql).
 */

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/** `kind=article`, `kind=article,key_vote` or `kind=article&kind=story`; anything else goes to GraphQL as is (400). */
export function kindsParam(v: unknown): unknown {
  if (v === undefined || v === '') return undefined;
  const list = Array.isArray(v) ? v : [v];
  return list.flatMap((k) => (typeof k === 'string' ? k.split(',').map((s) => s.trim().toUpperCase()) : [k]));
}

/** A missing q is an empty one: 400 'Enter something to search for', as in GraphQL. */
export const searchVariables = (req: Request) =>
  defined({
    q: req.query.q === undefined ? '' : req.query.q,
    kinds: kindsParam(req.query.kind),
    first: intParam(req.query.limit),
    after: req.query.cursor === '' ? undefined : req.query.cursor,
  });

/** Kinds in lower case (story, article, commentary, key_vote, legislator), as `kind=` takes them; the rest as in GraphQL. */
export const searchForm = (s: any) =>
  s && {
    query: s.query,
    groups: s.groups.map((g: any) => ({
      ...g,
      kind: lower(g.kind),
      edges: g.edges.map((e: any) => ({ ...e, kind: lower(e.kind) })),
    })),
  };
