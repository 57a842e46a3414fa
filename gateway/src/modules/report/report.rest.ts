import type { Request } from 'express';
import { body, upper } from '../story/story.rest.js';

/**
 * REST forms of reported comments (rest/operations/report.graphql), for the "// Reported comments"
 * rows of rest/routes.ts: the GraphQL fields as they are, with the status in lower case.
 */
export { body };

const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/** A report with its status in lower case (pending, removed, kept). */
export const reportForm = (r: any) => r && { ...r, status: lower(r.status) };

/** ?status=pending|removed|kept (anything else goes to GraphQL as is and is refused there, 400). */
export const statusParam = (v: unknown): unknown => (v === undefined || v === '' ? undefined : upper(v));

/** body {reason}: the value as sent (GraphQL refuses a non-string with a clear 400); a missing one is '' ('Please say why…'). */
export const reportVariables = (req: Request) => ({ id: req.params.id, reason: body(req).reason ?? '' });

/** body {decision: remove | keep, note?}; `outcome` is accepted for decision. */
export const decideVariables = (req: Request) => {
  const b = body(req);
  const decision = b.decision ?? b.outcome;
  return { id: req.params.id, decision: decision === undefined ? undefined : upper(decision), note: b.note ?? null };
};
