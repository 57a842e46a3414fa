import type { RestRoute } from '../../rest/route-types.js';
import * as sr from './search.rest.js';

/**
 * REST rows — One search across what the caller may read. Each runs one GraphQL operation
 * (rest/operations/*.graphql) and has its row in docs/rest.md.
 */
export const searchRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/search',
    operation: 'Search',
    variables: sr.searchVariables,
    shape: (d) => ({ data: sr.searchForm(d.search) }),
    summary:
      "?q= (1–200 characters: words, \"a phrase\", -word, or)&kind=story,article,commentary,key_vote,legislator (legislator: staff)&limit=10 (per kind, ≤ 50)&cursor= (a hit's, with its kind) → {data: {query, groups: [{kind, totalCount, totalCountCapped, pageInfo, edges: [{cursor, kind, url, context, title, snippet, node}]}]}}; blank q: 400 'Enter something to search for'.",
  },
];
