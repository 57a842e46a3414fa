import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { importVotes } from '../../gateway/src/ingest/votes.js';
import { readSource } from '../../gateway/src/ingest/sources.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildKeyVote, importSharedData } from '../factories/legislators.js';
import { giveAddress } from '../factories/campaigns.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';
import { VOTES_DIR } from '../setup/shared-data.js';

/**
 * Issue #60: a member's own legislators at a glance — alignment over the current Congress (present
 * and not voting left out of the denominator), the state delegation and party averages, vacant
 * seats, the public scorecard, the staff list by alignment, and a 'legislator_vote' alert exactly
 * once per roll call and member, across two imports and two gateways. Real PostgreSQL, both
 * transports, the real legislators, districts and roll calls of ../shared/data, plus a made-up
 * state ('ZZ') whose arithmetic is known.
 */

let portal: TestPortal;
let staff: TestMember;

const SCORECARD = `legislator { bioguideId name title shortTitle chamber party state district inOffice }
  alignment { congress percent agreed counted notCounted keyVotes }
  votes { billId title organizationPosition position alignment delegationWithUs delegationAgainstUs }
  delegation { label percent legislators } party { label percent legislators } sharePath imagePath`;

const BIRMINGHAM = { street: '1 Richard Arrington Jr Blvd', city: 'Birmingham', state: 'AL', zipCode: '35203' };
const MONTPELIER = { street: '115 State St', city: 'Montpelier', state: 'VT', zipCode: '05602' };

async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await portal.gql(query, variables, token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

/** A made-up legislator in the made-up state ZZ. */
async function zzLegislator(bioguide: string, opts: { last: string; party: string; inOffice?: boolean; district?: number }): Promise<string> {
  const [{ id }] = await portal.dataSource.query(
    `INSERT INTO legislators (bioguide_id, first_name, last_name, official_full, state, current_party, in_office) VALUES ($1, 'Zed', $2, $3, 'ZZ', $4, $5) RETURNING id`,
    [bioguide, opts.last, `Zed ${opts.last}`, opts.party, opts.inOffice ?? true],
  );
  await portal.dataSource.query(
    `INSERT INTO legislator_terms (legislator_id, type, state, district, party, start_date, end_date) VALUES ($1, 'rep', 'ZZ', $2, $3, '2025-01-03', $4)`,
    [id, opts.district ?? 1, opts.party, opts.inOffice === false ? '2025-06-30' : '2027-01-03'],
  );
  return id;
}

let rollCalls = 0;
/** A key vote with one House roll call on which the given legislators voted as given. */
async function keyVoteWith(position: 'support' | 'oppose' | 'other', votes: [string, 'YEA' | 'NAY' | 'PRESENT' | 'NOT_VOTING'][], date: string): Promise<string> {
  rollCalls += 1;
  const bill = 96000 + rollCalls;
  const keyVote = await buildKeyVote(portal.dataSource, { billId: `H.R. ${bill}`, title: `ZZ key vote ${rollCalls}`, organizationPosition: position, voteDate: date });
  const [{ id: rc }] = await portal.dataSource.query(
    `INSERT INTO roll_calls (vote_id, chamber, congress, session, number, date, question, bill_type, bill_number, bill_congress) VALUES ($1, 'h', 119, '2025', $2, $3, 'On Passage', 'hr', $4, 119) RETURNING id`,
    [`h${900 + rollCalls}-119.2025`, 900 + rollCalls, `${date}T12:00:00Z`, bill],
  );
  for (const [legislator, p] of votes) {
    await portal.dataSource.query(`INSERT INTO legislator_votes (roll_call_id, voter_id, legislator_id, position, display_name, party, state) SELECT $1, bioguide_id, id, $2, official_full, 'D', 'ZZ' FROM legislators WHERE id = $3`, [rc, p, legislator]);
  }
  await portal.dataSource.query('INSERT INTO key_vote_roll_calls (key_vote_id, roll_call_id) VALUES ($1, $2)', [keyVote, rc]);
  return keyVote;
}

beforeAll(async () => {
  portal = await startTestPortal('my_legislators');
  await importSharedData(portal.dataSource);
  staff = await buildMember(portal.dataSource, { role: Role.STAFF });
  const a = await zzLegislator('Z000001', { last: 'Counted', party: 'Democrat' });
  const b = await zzLegislator('Z000002', { last: 'Agreeable', party: 'Democrat', district: 2 });
  const gone = await zzLegislator('Z000003', { last: 'Departed', party: 'Republican', inOffice: false, district: 3 });
  await portal.dataSource.query(`INSERT INTO zip_districts (zcta, state_abbr, state_fips, district) VALUES ('99901', 'ZZ', '99', 1), ('99904', 'ZZ', '99', 4)`);
  // Z000001: with us once, against us once, present once, did not vote once, and a vote on a key vote without a position.
  await keyVoteWith('support', [[a, 'YEA'], [b, 'YEA'], [gone, 'NAY']], '2025-02-01');
  await keyVoteWith('oppose', [[a, 'YEA'], [b, 'NAY']], '2025-03-01');
  await keyVoteWith('support', [[a, 'PRESENT']], '2025-04-01');
  await keyVoteWith('oppose', [[a, 'NOT_VOTING']], '2025-05-01');
  await keyVoteWith('other', [[a, 'YEA']], '2025-06-01');
}, 240_000);
afterAll(() => portal?.close());

describe('alignment arithmetic', () => {
  it('counts YEA/NAY against the position; present and not voting are left out of the denominator; both transports agree', async () => {
    const { legislatorScorecard: card } = await gql(`query($b: String!) { legislatorScorecard(bioguide: $b) { ${SCORECARD} } }`, { b: 'Z000001' });
    expect(card.alignment).toEqual({ congress: 119, percent: 50, agreed: 1, counted: 2, notCounted: 2, keyVotes: 5 });
    const zz = card.votes.filter((v: { title: string }) => v.title.startsWith('ZZ key vote'));
    expect(zz.map((v: { position: string; alignment: string }) => [v.position, v.alignment])).toEqual([
      ['YEA', 'WITH_US'],
      ['YEA', 'AGAINST_US'],
      ['PRESENT', 'NO_VOTE'],
      ['NOT_VOTING', 'NO_VOTE'],
      ['YEA', 'NO_POSITION'],
    ]);
    expect(card.sharePath).toBe('/legislators/Z000001/scorecard');

    const rest = await portal.rest('GET', '/api/scorecards/Z000001');
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject(card);
  });

  it("the delegation's history keeps a departed member's vote; its current average and the party's count sitting members only", async () => {
    const { legislatorScorecard: card } = await gql(`query { legislatorScorecard(bioguide: "Z000001") { ${SCORECARD} } }`);
    const first = card.votes.find((v: { title: string }) => v.title === 'ZZ key vote 1');
    expect(first).toMatchObject({ delegationWithUs: 2, delegationAgainstUs: 1 });
    // Sitting: Z000001 (1 of 2) and Z000002 (2 of 2) → 3 of 4; the departed member's NAY is not in it.
    expect(card.delegation).toEqual({ label: 'ZZ delegation', percent: 75, legislators: 2 });
    expect(card.party.label).toBe('Democrats in the House');
    expect(card.party.legislators).toBeGreaterThan(200);
  });

  it('a legislator with no key vote yet has nothing counted: percent null', async () => {
    await zzLegislator('Z000005', { last: 'Newcomer', party: 'Independent', district: 5 });
    const { legislatorScorecard: card } = await gql(`query { legislatorScorecard(bioguide: "Z000005") { ${SCORECARD} } }`);
    expect(card.alignment).toMatchObject({ percent: null, agreed: 0, counted: 0, keyVotes: 0 });
    expect(card.votes.every((v: { alignment: string }) => v.alignment === 'NOT_YET')).toBe(true);
  });

  it('bad input is a clear 400, an unknown legislator a 404, over both transports, signed in or not', async () => {
    const bad = await portal.rest('GET', '/api/scorecards/robert');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('A bioguide id is one capital letter and six digits, such as A000360.');
    const unknown = await portal.rest('GET', '/api/scorecards/Z999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Legislator not found.');
    const g = await portal.gql('query { legislatorScorecard(bioguide: "x") { sharePath } }', {});
    expect(g.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('the shareable scorecard page and picture', () => {
  it('the page carries Open Graph and Twitter card tags with the score; an unknown legislator is a 404', async () => {
    const res = await fetch(`${portal.baseUrl}/legislators/Z000001/scorecard`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="Rep. Zed Counted (D-ZZ-1): scorecard">');
    expect(html).toContain('content="Voted with us on 1 of 2 key votes (50%) in the 119th Congress. Present and not voting are not counted."');
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/legislators\/Z000001\/scorecard\.png">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<div id="root"');
    const unknown = await fetch(`${portal.baseUrl}/legislators/Z999999/scorecard`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
  });

  it('the picture is a 1200 × 630 PNG drawn on the server; a malformed id is a 400', async () => {
    const res = await fetch(`${portal.baseUrl}/legislators/Z000001/scorecard.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const bad = await fetch(`${portal.baseUrl}/legislators/not-one/scorecard.png`);
    expect(bad.status).toBe(400);
  });
});

describe("a member's own legislators", () => {
  it('before an address: needsAddress, nothing else', async () => {
    const m = await buildMember(portal.dataSource);
    const rest = await portal.rest('GET', '/api/users/me/legislators', { token: m.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ needsAddress: true, scorecards: [], vacancies: [], following: true, congress: 119 });
    expect((await portal.rest('GET', '/api/users/me/legislators')).status).toBe(401);
  });

  it('Birmingham: the representative and both senators, each with a scorecard; GraphQL and REST agree', async () => {
    const m = await buildMember(portal.dataSource);
    await giveAddress(portal.dataSource, m.id, BIRMINGHAM);
    await buildKeyVote(portal.dataSource, { billId: 'H.R. 1', title: 'One Big Beautiful Bill', organizationPosition: 'oppose' });
    const { myLegislators: mine } = await gql(`{ myLegislators { needsAddress needsDistrictChoice following congress scorecards { ${SCORECARD} } vacancies { chamber state district message } } }`, {}, m.token);
    expect(mine.needsAddress).toBe(false);
    expect(mine.scorecards.map((s: { legislator: { title: string; state: string; district: number | null } }) => [s.legislator.title, s.legislator.state, s.legislator.district])).toEqual([
      ['Representative', 'AL', 7],
      ['Senator', 'AL', null],
      ['Senator', 'AL', null],
    ]);
    expect(mine.vacancies).toEqual([]);
    for (const s of mine.scorecards) {
      const hr1 = s.votes.find((v: { billId: string }) => v.billId === 'H.R. 1');
      expect(hr1.position).toMatch(/^(YEA|NAY)$/);
      expect(hr1.alignment).toBe(hr1.position === 'NAY' ? 'WITH_US' : 'AGAINST_US');
      expect(s.alignment.counted).toBeGreaterThanOrEqual(1);
      expect(s.delegation.label).toBe('AL delegation');
    }
    const rest = await portal.rest('GET', '/api/users/me/legislators', { token: m.token });
    expect(rest.body.data).toMatchObject({ ...mine, notice: null });
  });

  it('a vacant seat says so', async () => {
    const m = await buildMember(portal.dataSource);
    await giveAddress(portal.dataSource, m.id, { street: '4 Nowhere Rd', city: 'Zedville', state: 'ZZ', zipCode: '99904' });
    const { myLegislators: mine } = await gql('{ myLegislators { scorecards { legislator { bioguideId } } vacancies { chamber state district message } } }', {}, m.token);
    expect(mine.scorecards).toEqual([]);
    expect(mine.vacancies).toEqual([
      { chamber: 'HOUSE', state: 'ZZ', district: 4, message: 'The House seat for ZZ-4 is vacant.' },
      { chamber: 'SENATE', state: 'ZZ', district: null, message: "Both of ZZ's Senate seats are vacant." },
    ]);
  });

  it('follow can be turned off and on; anything but a boolean is a 400, never a 500', async () => {
    const m = await buildMember(portal.dataSource);
    const off = await portal.rest('PUT', '/api/users/me/legislators/follow', { token: m.token, body: { follow: false } });
    expect(off.status).toBe(200);
    expect(off.body.data.following).toBe(false);
    expect((await gql('{ myLegislators { following } }', {}, m.token)).myLegislators.following).toBe(false);
    for (const body of [{}, { follow: 'yes' }, { follow: null }]) {
      const res = await portal.rest('PUT', '/api/users/me/legislators/follow', { token: m.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const on = await portal.rest('PUT', '/api/users/me/legislators/follow', { token: m.token, body: { follow: true } });
    expect(on.body.data.following).toBe(true);
  });
});

describe('staff: the legislators list by alignment', () => {
  it('shows each legislator’s alignment and sorts by it, nothing counted last', async () => {
    const res = await portal.rest('GET', '/api/legislators?state=ZZ&sort=alignment_high', { token: staff.token });
    expect(res.status).toBe(200);
    expect(res.body.legislators.map((l: { bioguide_id: string; congress_alignment: { percent: number | null } }) => [l.bioguide_id, l.congress_alignment.percent])).toEqual([
      ['Z000002', 100],
      ['Z000001', 50],
      ['Z000005', null],
    ]);
    const low = await portal.rest('GET', '/api/legislators?state=ZZ&sort=alignment_low', { token: staff.token });
    expect(low.body.legislators.map((l: { bioguide_id: string }) => l.bioguide_id)).toEqual(['Z000001', 'Z000002', 'Z000005']);
    expect((await portal.rest('GET', '/api/legislators?sort=sideways', { token: staff.token })).status).toBe(400);
  });

  it('a vote changes the cached list at once: the vote tables bump the dashboard data version', async () => {
    const url = `${portal.baseUrl}/api/legislators?state=ZZ&sort=alignment_high`;
    const get = async () => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${staff.token}`, accept: 'application/json' } });
      return { cache: res.headers.get('x-cache'), body: (await res.json()) as { legislators: { bioguide_id: string; congress_alignment: { percent: number | null } }[] } };
    };
    await get();
    expect((await get()).cache).toBe('hit');
    const [newcomer] = await portal.dataSource.query(`SELECT id FROM legislators WHERE bioguide_id = 'Z000005'`);
    await keyVoteWith('support', [[newcomer.id, 'YEA']], '2025-07-01');
    const after = await get();
    expect(after.cache).not.toBe('hit');
    expect(after.body.legislators.map((l) => [l.bioguide_id, l.congress_alignment.percent])).toEqual([
      ['Z000002', 100],
      ['Z000005', 100],
      ['Z000001', 50],
    ]);
  });
});

describe('legislator_vote: followers hear once per roll call', () => {
  it('exactly once per roll call and member across two imports and two gateways; the member who moved hears about the new legislators; those who opted out hear nothing', async () => {
    const second = await startTestPortal('my_legislators', { DATABASE_URL: portal.databaseUrl });
    try {
      const follower = await buildMember(portal.dataSource);
      const mover = await buildMember(portal.dataSource);
      const optedOut = await buildMember(portal.dataSource);
      const noAddress = await buildMember(portal.dataSource);
      await giveAddress(portal.dataSource, follower.id, BIRMINGHAM);
      await giveAddress(portal.dataSource, mover.id, BIRMINGHAM);
      await giveAddress(portal.dataSource, optedOut.id, BIRMINGHAM);
      await portal.dataSource.query('UPDATE members SET follows_legislators = false WHERE id = $1', [optedOut.id]);
      // The member moves before the roll call is imported.
      await giveAddress(portal.dataSource, mover.id, MONTPELIER);

      const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 28', title: 'Protection of Women and Girls in Sports Act', organizationPosition: 'support' });
      const file = await readSource(path.join(VOTES_DIR, 'h12-119.2025/data.json'));
      const firstRun = await importVotes(portal.dataSource, [file]);
      expect(firstRun.followerAlerts).toBe(1);
      await importVotes(second.dataSource, [file]);
      await importVotes(portal.dataSource, [file]);
      await Promise.all([portal.settle(), second.settle()]);

      const [{ id: rollCall }] = await portal.dataSource.query(`SELECT id FROM roll_calls WHERE vote_id = 'h12-119.2025'`);
      const rows: { member_id: string; n: number }[] = await portal.dataSource.query(
        `SELECT member_id, count(*)::int AS n FROM notifications WHERE event_key = $1 AND member_id = ANY($2::uuid[]) GROUP BY member_id`,
        [`legislator_vote:${rollCall}`, [follower.id, mover.id, optedOut.id, noAddress.id]],
      );
      expect(Object.fromEntries(rows.map((r) => [r.member_id, r.n]))).toEqual({ [follower.id]: 1, [mover.id]: 1 });

      const [sewell] = await portal.dataSource.query(
        `SELECT l.official_full, lv.position FROM legislator_votes lv JOIN legislators l ON l.id = lv.legislator_id WHERE lv.roll_call_id = $1 AND lv.state = 'AL' AND l.bioguide_id = 'S001185'`,
        [rollCall],
      );
      const words: Record<string, string> = { YEA: 'voted Yea', NAY: 'voted Nay', PRESENT: 'voted Present', NOT_VOTING: 'did not vote' };
      const bell = await portal.rest('GET', '/api/notifications', { token: follower.token });
      const alert = bell.body.data.find((n: { kind: string }) => n.kind === 'legislator_vote');
      expect(alert).toMatchObject({ title: `Rep. ${sewell.official_full} ${words[sewell.position]} on H.R. 28 — we supported`, body: 'Protection of Women and Girls in Sports Act', link: '/my-legislators' });

      const moved = await portal.rest('GET', '/api/notifications', { token: mover.token });
      const movedAlert = moved.body.data.find((n: { kind: string }) => n.kind === 'legislator_vote');
      expect(movedAlert.title).toMatch(/^Rep\. .*Balint .* on H\.R\. 28 — we supported$/);
      expect(movedAlert.title).not.toContain(sewell.official_full);
      void keyVote;
    } finally {
      await second.close();
    }
  }, 120_000);

  it('the preferences list the new kind, right away by default', async () => {
    const m = await buildMember(portal.dataSource);
    const res = await portal.rest('GET', '/api/users/me/notification-preferences', { token: m.token });
    expect(res.body.data.email).toContainEqual(expect.objectContaining({ kind: 'legislator_vote', mode: 'immediate', label: 'How my legislators vote' }));
  });
});
