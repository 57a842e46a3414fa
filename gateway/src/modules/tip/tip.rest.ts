import { body, upper } from '../story/story.rest.js';

/**
 * Conversions between the REST forms of tips and the GraphQL results of
 * rest/operations/tip.graphql, used by the "// Member tips" rows of rest/routes.ts.
 */

export { body };

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/** A tip with its status in lower case (pending, published, declined). */
export const tipForm = (t: any) => t && { ...t, status: lower(t.status) };

/** POST /api/tips → {status: submitted | existing, tip, article}. */
export const submissionForm = (s: any) => s && { status: lower(s.status), tip: tipForm(s.tip), article: s.article };

/** ?status=pending|published|declined (anything else goes to GraphQL as is and is refused there, 400). */
export const statusParam = (v: unknown): unknown => (v === undefined || v === '' ? undefined : upper(v));

/** body {url, note?}: a non-string url becomes '' ('Please enter a URL'), like staff submission. */
export const submitTipInput = (req: Parameters<typeof body>[0]) => {
  const b = body(req);
  return { input: { url: typeof b.url === 'string' ? b.url : '', note: b.note ?? null } };
};
