import fc from 'fast-check';
import { expect } from 'vitest';
import type { DataSource } from 'typeorm';
import { Role } from '../../gateway/src/auth/roles.js';
import { ERRORS } from '../../gateway/src/errors/errors.js';
import { buildCommentary } from '../factories/articles.js';
import { buildKeyVote, buildStaffCommentary } from '../factories/legislators.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { addArticleToStory, addCollaborator, buildArticle, buildInvite, buildJoinRequest, buildProposal, buildStory } from '../factories/stories.js';

/**
 * Shared pieces of the hostile-input suites (hostile-*.test.ts): the payloads, the fast-check
 * arbitraries, raw HTTP calls that keep the response text, and the one check every answer to a
 * hostile request must pass — never a 5xx, always JSON, never a stack trace, SQL text or an
 * internal path, and every error with a clear message and a code from the error table.
 */

/** fast-check settings: a fixed seed from HOSTILE_SEED (printed by fast-check on failure) and modest runs. */
export const seed = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;
export const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * Number(process.env.HOSTILE_RUNS_FACTOR ?? 1))), seed, endOnFailure: true });

export const SQL_PAYLOADS = [
  "'; DROP TABLE stories;--",
  "' OR '1'='1",
  '" OR ""="',
  "Robert'); DROP TABLE members;--",
  '%',
  '%%_%',
  '_',
  '\\',
  '\\\\',
  "\\'",
  '$1',
  '1; SELECT pg_sleep(3)',
  "') UNION SELECT email FROM members --",
  '::uuid',
  "E'\\x00'",
  '/* comment */',
];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;b&gt;&amp;',
];
export const ODD_STRINGS = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '9007199254740993',
  '1e309',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '💥🏛️👩🏽‍⚖️',
  'Ünïcödé ñ 中文 العربية',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  '\ud800',
  '\udfff\ud800',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  'file:///etc/passwd',
  'http://127.0.0.1:1/',
  'http://169.254.169.254/latest/meta-data/',
  'ftp://example.invalid/x',
  'a'.repeat(256),
];
export const BAD_UUIDS = [
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '1',
  '0',
  '-1',
  "1' OR '1'='1",
  '{00000000-0000-0000-0000-000000000000}',
  '00000000000000000000000000000000',
  ' 6f1c0a56-9d7b-4b8a-9d3e-2b4f5a6c7d8e ',
];
/** String lengths around the interesting limits (the 1 MB body limit is probed separately). */
export const BIG_LENGTHS = [501, 2_049, 10_001, 100_000, 900_000];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...ODD_STRINGS, ...BAD_UUIDS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS), fc.string({ maxLength: 10 })).map(([a, b]) => `${b}${a}${b}`) },
  { weight: 1, arbitrary: fc.constantFrom(...BIG_LENGTHS).chain((n) => fc.constantFrom('x', 'é', '<', "'", ' ').map((ch) => ch.repeat(n))) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 53, 2 ** 53 + 2, -(2 ** 53), 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, -1, 0, -0, 0.5, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, nested up to a few levels, with hostile leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString.filter((s) => s.length < 100), fc.constantFrom('__proto__', 'constructor', 'id', 'title')), tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** A deeply nested object ({a: {a: … }}) and array, for parsers and coercion. */
export const deepObject = (depth: number): unknown => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = { a: v, b: [v === 'bottom' ? 1 : null] };
  return v;
};
export const deepArray = (depth: number): unknown => {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileJson },
  { weight: 1, arbitrary: fc.constantFrom(50, 500).map(deepObject) },
  { weight: 1, arbitrary: fc.constantFrom(50, 500).map(deepArray) },
);

/** Codes a caller may see for bad input: the error table's (minus the 5xx ones) and graphql-js/Apollo validation codes. */
export const KNOWN_CODES = new Set<string>([
  ...Object.values(ERRORS)
    .filter((e) => e.http < 500)
    .map((e) => e.gql),
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at |^\s+at \S+ \(|stacktrace/im],
  ['SQL text', /\bSELECT\b[^"]{0,200}\bFROM\b|\bINSERT INTO\b|\bUPDATE\b \S+ \bSET\b|relation "|syntax error at or near|duplicate key value|violates (not-null|foreign key|check|unique) constraint|invalid input syntax for|QueryFailedError|EntityNotFound/i],
  ['internal path', /\/work\/|node_modules|\.ts:\d+|\.js:\d+|file:\/\/\/(?!etc\/passwd)/],
];

export interface RawResponse {
  status: number;
  text: string;
  json: any;
  contentType: string;
}

/**
 * How long one hostile request may take before it counts as a failure of its own. Longer than the
 * article fetcher's time limit (FETCH_LIMITS, 10 s: parseUrl may wait for a silent host), shorter
 * than a test's: a request that hangs then fails its property, and fast-check prints the variables
 * and the seed (HOSTILE_SEED) to replay it, rather than the test timing out with neither.
 */
export const REQUEST_TIME_LIMIT_MS = 20_000;

export async function raw(baseUrl: string, method: string, path: string, opts: { body?: string; headers?: Record<string, string>; token?: string } = {}): Promise<RawResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const started = Date.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(baseUrl + path, { method, headers, body: opts.body, signal: AbortSignal.timeout(REQUEST_TIME_LIMIT_MS) });
    text = await res.text();
  } catch (err) {
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      throw new Error(`${method} ${path}: no answer within ${REQUEST_TIME_LIMIT_MS / 1000} s (sent at ${new Date(started).toISOString()})`);
    }
    throw err;
  }
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, contentType: res.headers.get('content-type') ?? '' };
}

/**
 * The response text with every string the request sent removed, so that the leak patterns do not
 * fire on the caller's own input echoed back (e.g. graphql-js quoting a rejected variable value).
 */
function withoutEcho(text: string, sent: string[]): string {
  let out = text;
  for (const s of sent.sort((a, b) => b.length - a.length)) {
    if (s.length < 3) continue;
    // The REST adapter upper-cases enum-like values (and turns '-' into '_' in content types)
    // before GraphQL quotes them back.
    // graphql-js prints values in GraphQL syntax inside messages (escaping is JSON-like), which the
    // JSON body escapes once more: remove the value raw, JSON-escaped and escaped twice.
    const underscored = s.replace(/-/g, '_');
    // graphql-scalars' UUID drops the first and last character of a value starting with '{'
    // (Microsoft's braced GUID form) before quoting it back as not a valid UUID.
    const unbraced = s.startsWith('{') ? s.slice(1, -1) : s;
    for (const v of new Set([s, s.toUpperCase(), s.toLowerCase(), underscored, underscored.toUpperCase(), unbraced])) {
      const once = JSON.stringify(v).slice(1, -1);
      const twice = JSON.stringify(once).slice(1, -1);
      out = out.split(twice).join('').split(once).join('').split(v).join('');
    }
  }
  return out;
}

export function stringsIn(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => stringsIn(x, out));
  else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => (out.push(k), stringsIn(x, out)));
  return out;
}

/** Every error in a GraphQL body (errors[]) or a REST body ({error}). */
function errorsOf(json: any): { code: unknown; message: unknown }[] {
  if (!json || typeof json !== 'object') return [];
  if (Array.isArray(json.errors)) return json.errors.map((e: any) => ({ code: e?.extensions?.code, message: e?.message }));
  if (json.error && typeof json.error === 'object') return [{ code: json.error.code, message: json.error.message }];
  return [];
}

/** The checks every answer to a hostile request must pass. `what` names the request in failures. */
export function expectSafe(res: RawResponse, what: string, sent: unknown = []): void {
  const label = `${what} → ${res.status} ${res.text.slice(0, 600)}`;
  expect(res.status, label).toBeLessThan(500);
  expect(res.json, `${label}: body is not JSON`).toBeDefined();
  expect(res.contentType, label).toMatch(/application\/(graphql-response\+)?json/);
  const text = withoutEcho(res.text, stringsIn(sent));
  for (const [name, re] of LEAKS) expect(re.test(text), `${label}: leaks ${name}`).toBe(false);
  const errors = errorsOf(res.json);
  if (res.status >= 400) expect(errors.length, `${label}: a 4xx without an error`).toBeGreaterThan(0);
  for (const e of errors) {
    expect(typeof e.message === 'string' && e.message.trim().length > 0, `${label}: error without a message`).toBe(true);
    expect(KNOWN_CODES.has(String(e.code)), `${label}: unknown error code ${String(e.code)}`).toBe(true);
  }
}

export interface World {
  super: TestMember;
  staff: TestMember;
  owner: TestMember;
  member: TestMember;
  storyId: string;
  articleId: string;
  commentaryId: string;
  keyVoteId: string;
  legislatorId: string;
  bioguide: string;
  proposalId: string;
  inviteId: string;
  joinRequestId: string;
  contentId: string;
}

/** A small world: a super_admin, a staff member, a staff owner of a story, a member; one of each object. */
export async function buildWorld(ds: DataSource): Promise<World> {
  const sup = await buildMember(ds, { role: Role.SUPER_ADMIN, username: 'hostile_super' });
  const staff = await buildMember(ds, { role: Role.STAFF, username: 'hostile_staff' });
  const owner = await buildMember(ds, { role: Role.STAFF, username: 'hostile_owner' });
  const member = await buildMember(ds, { username: 'hostile_member' });
  const story = await buildStory(ds, { ownerId: owner.id, isGlobal: true, openToJoin: true, requiresApproval: true, tags: ['policy'] });
  const article = await buildArticle(ds, { submittedBy: staff.id });
  await addArticleToStory(ds, story.id, article.id, owner.id);
  await addCollaborator(ds, story.id, member.id, 'contributor');
  const commentaryId = await buildCommentary(ds, { articleId: article.id, authorId: member.id });
  const keyVoteId = await buildKeyVote(ds, { createdBy: staff.id });
  const bioguide = 'H000001';
  const [{ id: legislatorId }] = await ds.query(
    `INSERT INTO legislators (bioguide_id, first_name, last_name, state, current_party) VALUES ($1, 'Hostile', 'Tester', 'CA', 'Democrat') RETURNING id`,
    [bioguide],
  );
  const contentId = await buildStaffCommentary(ds, { bioguide, authorId: staff.id });
  const proposalId = await buildProposal(ds, { storyId: story.id, proposerId: member.id });
  const inviteId = await buildInvite(ds, { storyId: story.id, email: sup.email, invitedBy: owner.id });
  const joinRequestId = await buildJoinRequest(ds, { storyId: story.id, requesterId: staff.id, message: 'let me in' });
  return {
    super: sup,
    staff,
    owner,
    member,
    storyId: story.id,
    articleId: article.id,
    commentaryId,
    keyVoteId,
    legislatorId,
    bioguide,
    proposalId,
    inviteId,
    joinRequestId,
    contentId,
  };
}

/** The world's real ids (valid values that reach the services), for id-like arguments. */
export const worldIds = (w: World) => [w.storyId, w.articleId, w.commentaryId, w.keyVoteId, w.legislatorId, w.bioguide, w.proposalId, w.inviteId, w.joinRequestId, w.contentId, w.member.id, w.owner.id];
