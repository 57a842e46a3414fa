// Matrix rows: articles (reading, submitting by URL, editing, voting) and member tips.
import { each, E, q, r, signedIn, STAFF_LEVEL, staffOnly, type GqlRow, type RestRow } from './shared.js';

export const GQL: GqlRow[] = [
  { field: 'Query.articles', expect: signedIn, call: () => q('{ articles { id } }') },
  { field: 'Query.article', expect: signedIn, call: (w) => q('query($id: UUID!) { article(id: $id) { id } }', { id: w.article.id }) },
  { field: 'Mutation.parseUrl', expect: staffOnly, call: (w) => q('mutation($u: String!) { parseUrl(url: $u) { id } }', { u: w.pageUrl() }) },

  // ── Member tips: any member sends; the sender and staff read a tip; staff publish or decline ──
  { field: 'Mutation.submitTip', expect: signedIn, call: (w) => q('mutation($u: String!) { submitTip(input: { url: $u, note: "matrix" }) { status tip { id } } }', { u: w.pageUrl() }) },
  { field: 'Query.myTips', expect: signedIn, call: () => q('{ myTips { id note status } }') },
  { field: 'Mutation.markTipOutcomesSeen', expect: signedIn, call: () => q('mutation { markTipOutcomesSeen }') },
  {
    field: 'Query.tip',
    variant: 'own',
    expect: signedIn,
    target: (w, actor) => w.fresh.tip(actor === 'anonymous' ? undefined : w.member(actor).id),
    call: (_w, id) => q('query($id: UUID!) { tip(id: $id) { id note } }', { id }),
  },
  { field: 'Query.tip', variant: 'others', expect: E('not_found', each(STAFF_LEVEL, 'ok')), target: (w) => w.fresh.tip(), call: (_w, id) => q('query($id: UUID!) { tip(id: $id) { id note } }', { id }) },
  { field: 'Query.tips', expect: staffOnly, call: () => q('{ tips { id note } }') },
  { field: 'Query.pendingTipCount', expect: staffOnly, call: () => q('{ pendingTipCount }') },
  { field: 'Mutation.publishTip', expect: staffOnly, target: (w) => w.fresh.tip(), call: (_w, id) => q('mutation($id: UUID!) { publishTip(id: $id) { id status } }', { id }) },
  // The sender cannot publish their own tip either.
  {
    field: 'Mutation.publishTip',
    variant: 'own',
    expect: staffOnly,
    target: (w, actor) => w.fresh.tip(actor === 'anonymous' ? undefined : w.member(actor).id),
    call: (_w, id) => q('mutation($id: UUID!) { publishTip(id: $id) { id status } }', { id }),
  },
  { field: 'Mutation.declineTip', expect: staffOnly, target: (w) => w.fresh.tip(), call: (_w, id) => q('mutation($id: UUID!) { declineTip(id: $id, reason: "Off topic") { id status } }', { id }) },
  { field: 'Mutation.updateArticle', expect: staffOnly, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { updateArticle(id: $id, input: { title: "Edited" }) { id } }', { id: a.id }) },
  { field: 'Mutation.deleteArticle', expect: staffOnly, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { deleteArticle(id: $id) }', { id: a.id }) },
  { field: 'Mutation.voteArticle', variant: 'up', expect: signedIn, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { voteArticle(id: $id, vote: UP) { id } }', { id: a.id }) },
  { field: 'Mutation.voteArticle', variant: 'remove', expect: signedIn, target: (w) => w.fresh.article(), call: (_w, a) => q('mutation($id: UUID!) { voteArticle(id: $id, vote: null) { id } }', { id: a.id }) },
];

export const REST: RestRow[] = [
  r('GET /api/articles', 'Query.articles', () => ({ path: '/api/articles' })),
  r('GET /api/articles/:id', 'Query.article', (w) => ({ path: `/api/articles/${w.article.id}` })),
  r('POST /api/articles/parse-url', 'Mutation.parseUrl', (w) => ({ path: '/api/articles/parse-url', body: { url: w.pageUrl() } })),
  r('POST /api/articles/submit', 'Mutation.parseUrl', (w) => ({ path: '/api/articles/submit', body: { url: w.pageUrl() } })),
  r('POST /api/tips', 'Mutation.submitTip', (w) => ({ path: '/api/tips', body: { url: w.pageUrl(), note: 'matrix' } })),
  r('GET /api/users/me/tips', 'Query.myTips', () => ({ path: '/api/users/me/tips' })),
  r('POST /api/users/me/tips/seen', 'Mutation.markTipOutcomesSeen', () => ({ path: '/api/users/me/tips/seen' })),
  r('GET /api/tips', 'Query.tips', () => ({ path: '/api/tips' })),
  r('GET /api/tips/:id', 'Query.tip[others]', (_w, id) => ({ path: `/api/tips/${id}` })),
  r('POST /api/tips/:id/publish', 'Mutation.publishTip', (_w, id) => ({ path: `/api/tips/${id}/publish` })),
  r('POST /api/tips/:id/decline', 'Mutation.declineTip', (_w, id) => ({ path: `/api/tips/${id}/decline`, body: { reason: 'Off topic' } })),
  r('PUT /api/articles/:id', 'Mutation.updateArticle', (_w, a) => ({ path: `/api/articles/${a.id}`, body: { title: 'Edited' } })),
  r('DELETE /api/articles/:id', 'Mutation.deleteArticle', (_w, a) => ({ path: `/api/articles/${a.id}` })),
  r('POST /api/articles/:id/vote', 'Mutation.voteArticle[up]', (_w, a) => ({ path: `/api/articles/${a.id}/vote`, body: { vote: 'up' } })),
  r('DELETE /api/articles/:id/vote', 'Mutation.voteArticle[remove]', (_w, a) => ({ path: `/api/articles/${a.id}/vote` })),
];
