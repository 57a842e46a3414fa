// Matrix rows: search (issue #57): every signed-in member searches what they may read; legislators
// only for staff-level members, left out for others (the leak probes and counts, leaks.ts and
// counts.ts); bad input is a 400.
import { E, q, r, signedIn, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.search', expect: signedIn, call: () => q('query($q: String!) { search(q: $q) { groups { kind totalCount } } }', { q: 'SECRET' }) },
  { field: 'Query.search', variant: 'legislators', expect: signedIn, call: () => q('{ search(q: "Matrix Legislator", kinds: [LEGISLATOR]) { groups { kind } } }') },
  { field: 'Query.search', variant: 'blank', expect: E('invalid'), call: () => q('{ search(q: "   ") { query } }') },
];

export const REST: RestRow[] = [
  r('GET /api/search', 'Query.search', () => ({ path: '/api/search?q=SECRET' })),
  r('GET /api/search', 'Query.search[legislators]', () => ({ path: '/api/search?q=Matrix%20Legislator&kind=legislator' })),
  r('GET /api/search', 'Query.search[blank]', () => ({ path: '/api/search?q=%20%20' })),
];
