import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity and field policies, one entry per type that needs more than `id`.
 * Feature issues add theirs here (e.g. pagination merges for lists, `keyFields` for types
 * identified by something other than `id`).
 */
export const typePolicies: TypePolicies = {
  // Health has no id: keep a single instance instead of nesting it under Query.health each time.
  Health: { keyFields: [] },
};
