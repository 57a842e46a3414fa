import type { Request } from 'express';

/** REST forms of access requests (snake_case like SPEC §3's admin view of users), for rest/routes.ts. */

type Gql = Record<string, any>;
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
export const body = (req: Request): Record<string, any> => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});

export const accessRequestForm = (r: Gql | null) =>
  r && {
    id: r.id,
    kind: lower(r.kind),
    requested_role: lower(r.requestedRole),
    page: r.page ?? null,
    reason: r.reason,
    status: lower(r.status),
    granted_role: lower(r.grantedRole) ?? null,
    decision_note: r.decisionNote,
    created_at: r.createdAt,
    decided_at: r.decidedAt,
    outcome_seen: r.outcomeSeen,
    ...(r.member !== undefined ? { member: r.member && { id: r.member.id, email: r.member.email, display_name: r.member.displayName } } : {}),
    ...(r.decidedBy !== undefined ? { decided_by: r.decidedBy && { id: r.decidedBy.id, email: r.decidedBy.email } } : {}),
  };

/** POST /api/users/me/request-access body: {kind?: admin | emergency, page?, role?: staff | admin | super_admin, reason?} (message accepted for reason). */
export function requestAccessInput(req: Request) {
  const b = body(req);
  const input: Record<string, unknown> = { kind: upper(b.kind ?? 'admin') };
  if (b.role !== undefined && b.role !== null) input.role = upper(b.role);
  if (b.page !== undefined && b.page !== null) input.page = b.page;
  const reason = b.reason ?? b.message;
  if (reason !== undefined && reason !== null) input.reason = reason;
  return input;
}

/** ?status=pending | approved | rejected (granted and declined accepted too). */
export function statusParam(v: unknown): unknown {
  if (v === undefined || v === '') return undefined;
  const s = typeof v === 'string' ? v.toLowerCase() : v;
  return upper(s === 'granted' ? 'approved' : s === 'declined' ? 'rejected' : s);
}

export const roleParam = (v: unknown): unknown => (v === undefined || v === null || v === '' ? undefined : upper(v));
