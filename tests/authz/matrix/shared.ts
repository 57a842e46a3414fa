import { randomUUID } from 'node:crypto';
import { ACTORS, type Actor, type World, type WorldStory } from '../world.js';

// The vocabulary of the matrix's rows (tests/authz/matrix.ts says what each outcome means) and the
// shorthands the feature files build them with.

export type Outcome = 'ok' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'invalid';
export type Expect = Record<Actor, Outcome>;
export interface GqlCall {
  query: string;
  variables?: Record<string, unknown>;
}
export interface RestCall {
  path: string;
  body?: unknown;
}

export interface GqlRow<T = any> {
  /** 'Query.story' or 'Mutation.followStory' */
  field: string;
  variant?: string;
  expect: Expect;
  /** A fresh target for each (row, actor, transport); mutations use it so cases never interfere. */
  target?: (w: World, actor: Actor) => Promise<T>;
  call: (w: World, t: T, actor: Actor) => GqlCall;
}

export interface RestRow<T = any> {
  /** `${method} ${path}` exactly as in the route table. */
  route: string;
  /** The GraphQL row (id, see rowId) whose target and expectations this REST row shares. */
  of: string;
  call: (w: World, t: T, actor: Actor) => RestCall;
}

export const rowId = (r: { field: string; variant?: string }) => (r.variant ? `${r.field}[${r.variant}]` : r.field);

// ── Outcome shorthands ─────────────────────────────────────────────────────────────────────────
export const STAFF_LEVEL: Actor[] = ['staff', 'admin', 'super_admin', 'owner', 'editor', 'contributor'];
const OUTSIDERS: Actor[] = ['user', 'submitter']; // plain members on no world story
export const each = (actors: Actor[], o: Outcome): Partial<Expect> => Object.fromEntries(actors.map((a) => [a, o]));
/** Every actor gets `base`, anonymous gets 401, unless overridden. */
export const E = (base: Outcome, over: Partial<Expect> = {}): Expect =>
  ({ ...Object.fromEntries(ACTORS.map((a) => [a, base])), anonymous: 'unauthenticated', ...over }) as Expect;

export const anyone = E('ok', { anonymous: 'ok' });
export const signedIn = E('ok');
export const staffOnly = E('forbidden', each(STAFF_LEVEL, 'ok'));
export const superOnly = E('forbidden', { super_admin: 'ok' });
/** A private story (or anything on it) is hidden from plain members who are not on it. */
export const hidden = (priv: boolean): Partial<Expect> => (priv ? each(OUTSIDERS, 'not_found') : {});
export const seeStory = (priv: boolean) => E('ok', hidden(priv));
/** Owner powers (edit, settings, collaborators, invites, join requests, deciding proposals). */
export const ownerPower = (priv: boolean) => E('forbidden', { owner: 'ok', ...hidden(priv) });
/** Editing and removing timeline entries: owner or editor — each with staff level. */
export const timelinePower = (priv: boolean) => E('forbidden', { owner: 'ok', editor: 'ok', ...hidden(priv) });
/** Adding articles: owner, editor or contributor — each with staff level. */
export const articlePower = (priv: boolean) => E('forbidden', { owner: 'ok', editor: 'ok', contributor: 'ok', ...hidden(priv) });

// ── GraphQL documents ──────────────────────────────────────────────────────────────────────────
export const q = (query: string, variables?: Record<string, unknown>): GqlCall => ({ query, variables });
export const kind = (priv: boolean) => (priv ? 'private' : 'public');
export const storyOf = (w: World, priv: boolean): WorldStory => (priv ? w.priv : w.pub);
export const uniq = () => randomUUID().slice(0, 8);

// ── REST rows: each names the GraphQL row it shares (`of`) ────────────────────────────────────────
export const r = (route: string, of: string, call: RestRow['call']): RestRow => ({ route, of, call });
