import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { importSharedData, legislatorId } from '../factories/legislators.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

// Issue #13: the staff dashboard's cached answers (gateway/src/http/response-cache.ts) are never
// stale and never reach a caller they were not made for, over GraphQL and REST.

const STAFF_ONLY = 'You need to be a staff member to access this page.';
const DASHBOARD = `query Dashboard($filter: LegislatorFilter) { legislators(filter: $filter) {
  id bioguideId fullName state district role hasStaffCommentary
  currentTerm { type startDate } committees { name subcommittee title }
  staffCommentary { id content updatedAt } } }`;

let portal: TestPortal;
/** A second gateway on the same PostgreSQL (issue #17's N gateways): its cache must never be stale either. */
let second: TestPortal;
let staff: TestMember;
let otherStaff: TestMember;
let admin: TestMember;
let member: TestMember;
/** A connection of its own: writes from "another process" (an importer, plain SQL). */
let outside: pg.Client;
let amy: string;

beforeAll(async () => {
  portal = await startTestPortal('response_cache');
  await importSharedData(portal.dataSource, { votes: false, districts: false });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  otherStaff = await buildMember(portal.dataSource, { role: Role.STAFF });
  admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
  member = await buildMember(portal.dataSource);
  amy = await legislatorId(portal.dataSource, 'K000367');
  outside = new pg.Client({ connectionString: (portal.dataSource.options as { url: string }).url });
  await outside.connect();
  second = await startTestPortal('response_cache', { DATABASE_URL: portal.databaseUrl });
  await Promise.all([portal.portal.notifier.ready(), second.portal.notifier.ready()]);
});
afterAll(async () => {
  await outside?.end();
  await second?.close();
  await portal?.close();
});

/** GET /api/legislators (or another URL) with the X-Cache header the cache sets. */
async function rest(path: string, token?: string, gateway = portal) {
  const res = await fetch(gateway.baseUrl + path, { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-cache'), text, body: text ? JSON.parse(text) : undefined };
}

async function gql(token: string | undefined, variables: Record<string, unknown> = {}, query = DASHBOARD, gateway = portal) {
  const res = await fetch(`${gateway.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-cache'), text, body: JSON.parse(text) };
}

const amyIn = (list: { id: string }[]) => list.find((l) => l.id === amy) as Record<string, any>;

describe('cached staff dashboard answers', () => {
  it('serve the second identical request from the cache, byte for byte, on both transports', async () => {
    const first = await rest('/api/legislators', staff.token);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    const second = await rest('/api/legislators', staff.token);
    expect(second).toMatchObject({ status: 200, cache: 'hit' });
    expect(second.text).toBe(first.text);

    const g1 = await gql(staff.token);
    const g2 = await gql(staff.token);
    expect([g1.cache, g2.cache]).toEqual(['miss', 'hit']);
    expect(g2.text).toBe(g1.text);
    expect(g1.body.data.legislators).toHaveLength(537);
    // Another member with the same roles gets the same answer: it holds nothing about the caller.
    expect((await gql(otherStaff.token)).cache).toBe('hit');
    // Different variables, a different answer.
    const wy = await gql(staff.token, { filter: { state: 'WY' } });
    expect(wy.cache).toBe('miss');
    expect(wy.body.data.legislators).toHaveLength(3);
  });

  it('never answer a member or an anonymous caller from a staff answer', async () => {
    await rest('/api/legislators', staff.token);
    await gql(staff.token);
    const asMember = await rest('/api/legislators', member.token);
    expect(asMember.status).toBe(403);
    expect(asMember.body).toEqual({ error: { code: 'FORBIDDEN', message: STAFF_ONLY } });
    expect(asMember.cache).toBeNull();
    const memberGql = await gql(member.token);
    expect(memberGql.body.data).toEqual({ legislators: null });
    expect(memberGql.body.errors[0]).toMatchObject({ message: STAFF_ONLY, extensions: { code: 'FORBIDDEN' } });
    expect(memberGql.cache).toBeNull();
    const anonymous = await rest('/api/legislators');
    expect(anonymous.status).toBe(401);
    expect((await gql(undefined)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // A forged or foreign token is refused, not matched to a cached answer.
    expect((await rest('/api/legislators', `${staff.token}x`)).status).toBe(401);
  });

  it('keep each role set apart: an admin does not receive the staff entry', async () => {
    await gql(staff.token);
    const first = await gql(admin.token);
    expect(first.cache).toBe('miss');
    expect((await gql(admin.token)).cache).toBe('hit');
  });

  it('follow a role change at once: a demoted member gets 403 and a promoted one the data', async () => {
    const demoted = await buildMember(portal.dataSource, { role: Role.STAFF });
    expect((await rest('/api/legislators', demoted.token)).status).toBe(200);
    await outside.query("DELETE FROM member_roles WHERE member_id = $1 AND role = 'staff'", [demoted.id]);
    const after = await rest('/api/legislators', demoted.token);
    expect(after.status).toBe(403);
    expect(after.body.error.message).toBe(STAFF_ONLY);

    const promoted = await buildMember(portal.dataSource);
    expect((await rest('/api/legislators', promoted.token)).status).toBe(403);
    await outside.query("INSERT INTO member_roles (member_id, role) VALUES ($1, 'staff')", [promoted.id]);
    const now = await rest('/api/legislators', promoted.token);
    expect(now.status).toBe(200);
    expect(now.body.legislators).toHaveLength(537);
  });

  it('show staff commentary written through the API on the very next request (REST and GraphQL writes)', async () => {
    await rest('/api/legislators', staff.token);
    expect((await rest('/api/legislators', staff.token)).cache).toBe('hit');
    const created = await portal.rest('POST', '/api/legislators/content', {
      token: staff.token,
      body: { legislator_id: amy, content: 'Cache probe: written over REST.', content_type: 'staff_commentary', is_staff: true, is_public: true },
    });
    expect(created.status).toBe(201);
    const afterCreate = await rest('/api/legislators', staff.token);
    expect(afterCreate.cache).toBe('miss');
    expect(amyIn(afterCreate.body.legislators).staff_commentary.content).toBe('Cache probe: written over REST.');

    await gql(staff.token);
    const updated = await portal.gql(
      'mutation($id: ID!) { updateLegislatorContent(id: $id, input: { content: "Cache probe: changed over GraphQL." }) { id } }',
      { id: created.body.data.id },
      staff.token,
    );
    expect(updated.body.errors).toBeUndefined();
    const afterUpdate = await gql(staff.token);
    expect(afterUpdate.cache).toBe('miss');
    expect(amyIn(afterUpdate.body.data.legislators).staffCommentary.content).toBe('Cache probe: changed over GraphQL.');
    expect((await rest('/api/legislators', staff.token)).body.legislators.find((l: { id: string }) => l.id === amy).staff_commentary.content).toBe(
      'Cache probe: changed over GraphQL.',
    );
  });

  it('show changes committed by another process (plain SQL, the importer) on the very next request', async () => {
    await gql(staff.token);
    expect((await gql(staff.token)).cache).toBe('hit');
    // Another process changes a name, in a transaction: nothing changes before it commits.
    await outside.query('BEGIN');
    await outside.query("UPDATE legislators SET first_name = 'Amelia' WHERE id = $1", [amy]);
    const during = await gql(staff.token);
    expect(during.cache).toBe('hit');
    expect(amyIn(during.body.data.legislators).fullName).toBe('Amy Jean Klobuchar');
    await outside.query('COMMIT');
    const renamed = await gql(staff.token);
    expect(renamed.cache).toBe('miss');
    expect(amyIn(renamed.body.data.legislators).fullName).toBe('Amelia Jean Klobuchar');
    expect((await gql(staff.token)).cache).toBe('hit');

    // The real importer puts the official name back: the next answer has it.
    await importSharedData(portal.dataSource, { votes: false, districts: false });
    const imported = await gql(staff.token);
    expect(imported.cache).toBe('miss');
    expect(amyIn(imported.body.data.legislators).fullName).toBe('Amy Jean Klobuchar');

    // Committee seats and terms count too.
    await outside.query("UPDATE committee_memberships SET title = 'Cache probe' WHERE legislator_id = $1", [amy]);
    const seats = await gql(staff.token);
    expect(seats.cache).toBe('miss');
    expect(amyIn(seats.body.data.legislators).committees.every((c: { title: string }) => c.title === 'Cache probe')).toBe(true);
    await outside.query("DELETE FROM legislator_terms WHERE legislator_id = $1 AND start_date = '2025-01-03'", [amy]);
    const terms = await rest('/api/legislators', staff.token);
    expect(terms.cache).toBe('miss');
    expect(amyIn(terms.body.legislators).current_term.start_date).not.toBe('2025-01-03');
    await importSharedData(portal.dataSource, { votes: false, districts: false });
  });

  it("show a legislator's photo on the very next request once the image worker has stored it", async () => {
    const withPhotos = '{ legislators { id photoUrl photo { src width } } }';
    const {
      rows: [{ photo_url: url }],
    } = await outside.query('SELECT photo_url FROM legislators WHERE id = $1', [amy]);
    await outside.query('DELETE FROM images WHERE source_url = $1', [url]);
    // The first answer asks for the photos it has not seen (pending rows in images, inserted beside
    // the request: a new version), so an answer or two after it are misses too; then it is cached.
    await expect.poll(async () => (await gql(staff.token, {}, withPhotos)).cache, { timeout: 10_000 }).toBe('hit');
    const before = await gql(staff.token, {}, withPhotos);
    expect(before.cache).toBe('hit');
    expect(amyIn(before.body.data.legislators).photo).toBeNull();
    // What the worker does when a picture is stored (another process, as far as this gateway knows).
    await outside.query(
      `INSERT INTO images (source_url, status, width, height, color) VALUES ($1, 'ready', 450, 550, '#806050')
       ON CONFLICT (source_url) DO UPDATE SET status = 'ready', width = 450, height = 550, color = '#806050'`,
      [url],
    );
    const after = await gql(staff.token, {}, withPhotos);
    expect(after.cache).toBe('miss');
    expect(amyIn(after.body.data.legislators).photo).toMatchObject({ width: 450 });
  });

  it('keep only complete successes, and only for the dashboard operation', async () => {
    const nul = await gql(staff.token, { filter: { search: 'a\u0000b' } });
    expect(nul.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await gql(staff.token, { filter: { search: 'a\u0000b' } })).cache).toBe('miss');
    // Key-vote alignment and other operations are not cached at all.
    const withAlignment = await gql(staff.token, {}, '{ legislators { id alignment { percent } } }');
    expect(withAlignment.status).toBe(200);
    expect(withAlignment.cache).toBeNull();
    expect((await rest(`/api/legislators/id/${amy}`, staff.token)).cache).toBeNull();
  });
});

/** GET with exactly these headers (fetch would add and undo its own Accept-Encoding): the raw bytes. */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(portal.baseUrl + path, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed cached answers (issue #13 item 5)', () => {
  it('keep brotli and gzip copies beside the plain bytes: a hit sends the same answer in the encoding asked for', async () => {
    const auth = { authorization: `Bearer ${staff.token}`, accept: 'application/json' };
    const plain = await raw('/api/legislators', { ...auth, 'accept-encoding': 'identity' });
    const again = await raw('/api/legislators', auth); // no Accept-Encoding: plain
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.body.equals(plain.body)).toBe(true);

    const br = await raw('/api/legislators', { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'br' });
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await raw('/api/legislators', { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers).toMatchObject({ 'x-cache': 'hit', 'content-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);

    // The same bytes for the next caller: made once, not per request.
    const brAgain = await raw('/api/legislators', { ...auth, 'accept-encoding': 'br' });
    expect(brAgain.body.equals(br.body)).toBe(true);
    // Unchanged since: 304 with no body, whatever the encoding.
    const notModified = await raw('/api/legislators', { ...auth, 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('a miss is compressed on the way out too, and a refused caller never gets cached bytes in any encoding', async () => {
    await outside.query("UPDATE legislators SET first_name = 'Amy' WHERE id = $1", [amy]); // a new version: the next answer is a miss
    const miss = await raw('/api/legislators', { authorization: `Bearer ${staff.token}`, 'accept-encoding': 'br' });
    expect(miss.headers).toMatchObject({ 'x-cache': 'miss', 'content-encoding': 'br' });
    expect(JSON.parse(zlib.brotliDecompressSync(miss.body).toString()).legislators).toHaveLength(537);
    const asMember = await raw('/api/legislators', { authorization: `Bearer ${member.token}`, 'accept-encoding': 'br' });
    expect(asMember.status).toBe(403);
    expect(asMember.headers['x-cache']).toBeUndefined();
    const anonymous = await raw('/api/legislators', { 'accept-encoding': 'gzip' });
    expect(anonymous.status).toBe(401);
  });
});

describe('two gateways on one PostgreSQL', () => {
  const on = (gateway: TestPortal) => () => gql(staff.token, {}, DASHBOARD, gateway);
  const entries = (gateway: TestPortal) => gateway.portal.responseCache!.stats.entries;

  /** Both gateways hold the dashboard: the second request on each is a hit. */
  async function warmBoth() {
    for (const gateway of [portal, second]) {
      await on(gateway)();
      expect((await on(gateway)()).cache).toBe('hit');
      expect(entries(gateway)).toBeGreaterThan(0);
    }
  }

  it('a commentary written on one gateway is in the very next answer of the other, on both transports', async () => {
    await warmBoth();
    await rest('/api/legislators', staff.token, second);
    const created = await portal.rest('POST', '/api/legislators/content', {
      token: staff.token,
      body: { legislator_id: amy, content: 'Two gateways: written on the first.', content_type: 'staff_commentary', is_staff: true, is_public: true },
    });
    expect(created.status).toBe(201);
    // No waiting for the notification: the version each request reads is already the new one.
    const viaSecond = await on(second)();
    expect(viaSecond.cache).toBe('miss');
    expect(amyIn(viaSecond.body.data.legislators).staffCommentary.content).toBe('Two gateways: written on the first.');
    const restViaSecond = await rest('/api/legislators', staff.token, second);
    expect(restViaSecond.cache).toBe('miss');
    expect(amyIn(restViaSecond.body.legislators).staff_commentary.content).toBe('Two gateways: written on the first.');

    // And back the other way: changed on the second, in the first's next answer.
    await warmBoth();
    const changed = await second.rest('PUT', `/api/legislators/content/${created.body.data.id}`, {
      token: staff.token,
      body: { content: 'Two gateways: changed on the second.' },
    });
    expect(changed.status).toBe(200);
    const viaFirst = await on(portal)();
    expect(viaFirst.cache).toBe('miss');
    expect(amyIn(viaFirst.body.data.legislators).staffCommentary.content).toBe('Two gateways: changed on the second.');
  });

  it('every gateway drops its older answers when it hears of a commit (NOTIFY), with no request needed', async () => {
    await warmBoth();
    await outside.query("UPDATE legislators SET first_name = 'Probe' WHERE id = $1", [amy]);
    await expect.poll(() => [entries(portal), entries(second)], { timeout: 5_000 }).toEqual([0, 0]);
    for (const gateway of [portal, second]) {
      const fresh = await on(gateway)();
      expect(fresh.cache).toBe('miss');
      expect(amyIn(fresh.body.data.legislators).fullName).toBe('Probe Jean Klobuchar');
    }
    await outside.query("UPDATE legislators SET first_name = 'Amy' WHERE id = $1", [amy]);
    await expect.poll(() => [entries(portal), entries(second)], { timeout: 5_000 }).toEqual([0, 0]);
  });

  it('a gateway whose listener lost its connection clears its cache when it listens again (messages may have been missed)', async () => {
    await warmBoth();
    await outside.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'member-portal-listener' AND datname = current_database()",
    );
    await expect.poll(() => [entries(portal), entries(second)], { timeout: 10_000 }).toEqual([0, 0]);
    await Promise.all([portal.portal.notifier.ready(), second.portal.notifier.ready()]);
    await warmBoth();
  });
});
