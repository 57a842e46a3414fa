import type { Request } from 'express';

/** GraphQL enum names (SUPER_ADMIN) → the SPEC's role values (super_admin). */
export const roleValues = (roles: string[] | null) => roles?.map((r) => r.toLowerCase()) ?? null;
/** A role value from a request (super_admin) → its GraphQL enum name (SUPER_ADMIN); anything else is left for GraphQL to refuse. */
export const roleEnum = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
/** The JSON body as an object ({} when there is none; write routes refuse other bodies before this runs). */
export const body = (req: Request) => (req.body && typeof req.body === 'object' ? req.body : {});
