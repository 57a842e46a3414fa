// Matrix rows: commentary on articles and key votes — adding, moderating, voting, reporting.
import { each, E, q, r, signedIn, STAFF_LEVEL, staffOnly, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.commentaries', expect: signedIn, call: (w) => q('query($a: UUID!) { commentaries(articleId: $a, includePrivate: true) { items { id } } }', { a: w.article.id }) },
  { field: 'Query.commentaries', variant: 'key_vote', expect: signedIn, call: (w) => q('query($k: UUID!) { commentaries(keyVoteId: $k, includePrivate: true) { items { id } } }', { k: w.keyVote }) },
  // Commentary on a key vote: the article rules, the owner being the key vote's creator (the world's staff member).
  ...([
    ['key_vote,regular', 'REGULAR', signedIn],
    ['key_vote,staff', 'STAFF', staffOnly],
    ['key_vote,owner', 'OWNER', E('forbidden', { staff: 'ok' })],
  ] as const).map(([variant, type, expect]): GqlRow => ({
    field: 'Mutation.addCommentary',
    variant,
    expect,
    target: (w) => w.fresh.keyVote(),
    call: (_w, k) => q('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { keyVoteId: k, content: 'Matrix comment', commentaryType: type, isPublic: true } }),
  })),
  // Moderation: staff edit any commentary's text.
  {
    field: 'Mutation.updateCommentary',
    expect: staffOnly,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id),
    call: (_w, id) => q('mutation($id: UUID!) { updateCommentary(id: $id, content: "Moderated") { id } }', { id }),
  },
  // Reader commentary: anyone signed in; staff commentary: staff level; owner notes: the submitter only.
  ...([
    ['regular', signedIn],
    ['staff', staffOnly],
    ['owner', E('forbidden', { submitter: 'ok' })],
  ] as const).map(([type, expect]): GqlRow => ({
    field: 'Mutation.addCommentary',
    variant: type,
    expect,
    target: (w) => w.fresh.article(),
    call: (_w, a) => q('mutation($i: CreateCommentaryInput!) { addCommentary(input: $i) { id } }', { i: { articleId: a.id, content: 'Matrix comment', commentaryType: type.toUpperCase(), isPublic: true } }),
  })),
  // Voting on commentary the caller may not see answers 404 (hidden is not found).
  ...([
    ['regular-public', 'regular', true, signedIn],
    ['staff', 'staff', true, E('not_found', each(STAFF_LEVEL, 'ok'))],
    ['owner-private', 'owner', false, E('not_found', { ...each(STAFF_LEVEL, 'ok'), submitter: 'ok' })],
  ] as const).map(([variant, type, isPublic, expect]): GqlRow => ({
    field: 'Mutation.voteCommentary',
    variant,
    expect,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id, type, isPublic),
    call: (_w, id) => q('mutation($id: UUID!) { voteCommentary(id: $id, vote: UP) { id } }', { id }),
  })),
  { field: 'Mutation.voteCommentary', variant: 'remove', expect: signedIn, target: async (w) => w.fresh.commentary((await w.fresh.article()).id), call: (_w, id) => q('mutation($id: UUID!) { voteCommentary(id: $id, vote: null) { id } }', { id }) },
  // Reporting a comment (issue #58 item 7): what one may see and did not write, once; staff review.
  ...([
    ['regular-public', 'regular', true, E('ok', { submitter: 'invalid' })],
    ['staff', 'staff', true, E('not_found', { ...each(STAFF_LEVEL, 'ok'), staff: 'invalid' })],
    ['owner-private', 'owner', false, E('not_found', { ...each(STAFF_LEVEL, 'ok'), submitter: 'invalid' })],
  ] as const).map(([variant, type, isPublic, expect]): GqlRow => ({
    field: 'Mutation.reportCommentary',
    variant,
    expect,
    target: async (w) => w.fresh.commentary((await w.fresh.article()).id, type, isPublic),
    call: (_w, id) => q('mutation($id: UUID!) { reportCommentary(id: $id, reason: "Spam") { id status } }', { id }),
  })),
  {
    field: 'Mutation.reportCommentary',
    variant: 'already reported',
    expect: E('conflict', { submitter: 'invalid' }),
    target: (w, actor) => w.fresh.reportedCommentary(actor),
    call: (_w, id) => q('mutation($id: UUID!) { reportCommentary(id: $id, reason: "Again") { id } }', { id }),
  },
  { field: 'Query.commentaryReports', expect: staffOnly, call: () => q('{ commentaryReports { total items { id reason reporter { id } } } }') },
  { field: 'Query.pendingReportCount', expect: staffOnly, call: () => q('{ pendingReportCount }') },
  {
    field: 'Mutation.decideCommentaryReport',
    variant: 'remove',
    expect: staffOnly,
    target: (w) => w.fresh.report(),
    call: (_w, id) => q('mutation($id: UUID!) { decideCommentaryReport(id: $id, decision: REMOVE) { id status } }', { id }),
  },
  {
    field: 'Mutation.decideCommentaryReport',
    variant: 'keep',
    expect: staffOnly,
    target: (w) => w.fresh.report(),
    call: (_w, id) => q('mutation($id: UUID!) { decideCommentaryReport(id: $id, decision: KEEP, note: "Within the rules") { id status } }', { id }),
  },
];

export const REST: RestRow[] = [
  r('GET /api/commentaries', 'Query.commentaries', (w) => ({ path: `/api/commentaries?articleId=${w.article.id}&includePrivate=true` })),
  ...['regular', 'staff', 'owner'].map((t) =>
    r('POST /api/commentaries', `Mutation.addCommentary[${t}]`, (_w, a) => ({ path: '/api/commentaries', body: { articleId: a.id, content: 'Matrix comment', commentaryType: t, isPublic: true } })),
  ),
  ...['regular-public', 'staff', 'owner-private'].map((v) => r('POST /api/commentaries/:id/vote', `Mutation.voteCommentary[${v}]`, (_w, id) => ({ path: `/api/commentaries/${id}/vote`, body: { vote: 'up' } }))),
  r('DELETE /api/commentaries/:id/vote', 'Mutation.voteCommentary[remove]', (_w, id) => ({ path: `/api/commentaries/${id}/vote` })),
  r('POST /api/commentaries/:id/report', 'Mutation.reportCommentary[regular-public]', (_w, id) => ({ path: `/api/commentaries/${id}/report`, body: { reason: 'Spam' } })),
  r('GET /api/reports', 'Query.commentaryReports', () => ({ path: '/api/reports' })),
  r('POST /api/reports/:id/decide', 'Mutation.decideCommentaryReport[remove]', (_w, id) => ({ path: `/api/reports/${id}/decide`, body: { decision: 'remove' } })),
  r('PUT /api/commentaries/:id', 'Mutation.updateCommentary', (_w, id) => ({ path: `/api/commentaries/${id}`, body: { content: 'Moderated' } })),
];
