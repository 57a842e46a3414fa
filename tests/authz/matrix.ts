import * as articles from './matrix/articles.js';
import * as campaigns from './matrix/campaigns.js';
import * as commentary from './matrix/commentary.js';
import * as content from './matrix/content.js';
import * as keyVotes from './matrix/key-votes.js';
import * as legislators from './matrix/legislators.js';
import * as members from './matrix/members.js';
import * as notifications from './matrix/notifications.js';
import * as push from './matrix/push.js';
import * as representatives from './matrix/representatives.js';
import * as search from './matrix/search.js';
import * as stories from './matrix/stories.js';
import type { GqlRow, RestRow } from './matrix/shared.js';

/**
 * THE AUTHORIZATION MATRIX (issue #7, item 1) — data, not code paths.
 *
 * One row per GraphQL root field of schema.graphql (Query and Mutation; some fields have several
 * variants, e.g. a public and a private story), and one row per row of the REST route table
 * (gateway/src/rest/routes.ts, keyed `${method} ${path}`). Each row says, for every actor of the
 * fixture world (tests/authz/world.ts), what the caller gets:
 *
 *   ok               the call succeeds (GraphQL: no errors; REST: 2xx)
 *   unauthenticated  401 / extensions.code UNAUTHENTICATED — no token where one is needed
 *   forbidden        403 / FORBIDDEN — signed in without the role or story power the call needs
 *   not_found        404 / NOT_FOUND — the target is hidden from the caller ("hidden is not found":
 *                    a private story, or commentary the caller may not see, answers as if absent)
 *   conflict         409 / CONFLICT — allowed to ask, but the target's state refuses it (e.g. a
 *                    collaborator asking to join the story they are already on)
 *   invalid          400 / BAD_USER_INPUT — allowed to act, but not on this target (e.g. the owner
 *                    removing themself from their own story)
 *
 * Actors: anonymous, user, staff, admin, super_admin (global roles, on no story), and owner,
 * editor, contributor (staff members with that story role), viewer and member_contributor (plain
 * members with that story role), submitter (the plain member who submitted the world article and
 * owns its owner notes). Rules: SPEC §6 and the decision records in docs/decisions/ (0016, 0017)
 * (story powers need the story role AND staff level; staff-level users see every story but have no
 * powers on stories they are not on; owner notes are the submitter's; staff commentary is staff-only).
 *
 * REST rows name the GraphQL row they run (`of`) and share its expectations and fresh targets, so
 * both transports are held to the same outcome; the test also runs each REST row's own operation
 * (route.operation) over POST /graphql with the variables the route derives.
 *
 * DERIVED lists leak probes: broad reads (lists, counts, feeds, search, nested fields) that plain
 * members run over both transports; none of the world's secrets they may not read may appear
 * anywhere in the response, and the COUNTS table pins count fields per actor.
 *
 * The rows live per feature in tests/authz/matrix/<feature>.ts (GQL and REST), built with the
 * shorthands of matrix/shared.ts; this index joins them in the order the suite runs them.
 */

export { rowId, type Expect, type GqlCall, type GqlRow, type Outcome, type RestCall, type RestRow } from './matrix/shared.js';
export { HTTP_ROWS } from './matrix/http.js';
export { DERIVED, secretsFor, type LeakProbe } from './matrix/leaks.js';
export { COUNTS, type CountCheck } from './matrix/counts.js';

export const GQL_ROWS: GqlRow[] = [
  ...members.GQL,
  ...stories.GQL,
  ...articles.GQL,
  ...commentary.GQL,
  ...content.GQL,
  ...representatives.GQL,
  ...keyVotes.GQL,
  ...legislators.GQL,
  ...campaigns.GQL,
  ...notifications.GQL,
  ...push.GQL,
  ...search.GQL,
];

/** Every row of the route table (gateway/src/rest/routes.ts), with the GraphQL row it shares. */
export const REST_ROWS: RestRow[] = [
  ...members.REST,
  ...stories.REST,
  ...articles.REST,
  ...commentary.REST,
  ...content.REST,
  ...representatives.REST,
  ...keyVotes.REST,
  ...campaigns.REST,
  ...legislators.REST,
  ...notifications.REST,
  ...push.REST,
  ...search.REST,
];
