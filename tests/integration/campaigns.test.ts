import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../gateway/src/auth/roles.js';
import { API_RATE_LIMITS } from '../../gateway/src/http/rate-limit.js';
import { loadConfig } from '../../gateway/src/config/config.js';
import type { Logger } from '../../gateway/src/config/logger.js';
import { createMailer } from '../../gateway/src/mail/mailer.js';
import { sendDigest } from '../../gateway/src/modules/notification/digest.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { buildKeyVote, importSharedData } from '../factories/legislators.js';
import { giveAddress, openCampaign, CAMPAIGN_SCRIPTS } from '../factories/campaigns.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

/**
 * Issue #56: a member takes action on a key vote — their own legislators, computed on the server
 * from their saved address, the scripts filled for them, outcomes per legislator and channel —
 * and staff see what it moved, with every number under 5 hidden. Real PostgreSQL, real HTTP, the
 * real legislators, districts and district offices of ../shared/data.
 */

let portal: TestPortal;
let staff: TestMember;
let superAdmin: TestMember;

const TARGET_FIELDS = 'bioguide name title shortTitle party chamber state district contactForm mailingAddress callScript messageScript myStatus offices { kind city phone address hours } myOutcomes { channel outcome version counted }';
const CAMPAIGN_FIELDS = `id version status preview actionsCounted positionText callScript messageScript needsAddress needsDistrictChoice notice vacancies { chamber state district message } progress { contacted done total complete } targets { ${TARGET_FIELDS} }`;

async function campaignFor(member: TestMember, keyVoteId: string) {
  const res = await portal.gql(`query($k: ID!) { actionCampaign(keyVoteId: $k) { ${CAMPAIGN_FIELDS} } }`, { k: keyVoteId }, member.token);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data.actionCampaign;
}

const act = (member: TestMember, keyVoteId: string, body: unknown) => portal.rest('POST', `/api/key-votes/${keyVoteId}/campaign/actions`, { token: member.token, body });
const actions = async (keyVoteId: string) =>
  (await portal.dataSource.query('SELECT count(*)::int AS n FROM campaign_actions a JOIN campaigns c ON c.id = a.campaign_id WHERE c.key_vote_id = $1', [keyVoteId]))[0].n as number;

async function member(address: Parameters<typeof giveAddress>[2] | null, opts: { role?: Role; username?: string } = {}): Promise<TestMember> {
  const m = await buildMember(portal.dataSource, { role: opts.role, username: opts.username, showRealName: !!opts.username });
  if (address) await giveAddress(portal.dataSource, m.id, address);
  return m;
}

const BIRMINGHAM = { street: '1 Richard Arrington Jr Blvd', city: 'Birmingham', state: 'AL', zipCode: '35203' };
const MONTPELIER = { street: '115 State St', city: 'Montpelier', state: 'VT', zipCode: '05602' };
const MANHATTAN = { street: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10001' };
const HAYWARD = { street: '777 B St', city: 'Hayward', state: 'CA', zipCode: '94541' };
const WASHINGTON = { street: '1350 Pennsylvania Ave NW', city: 'Washington', state: 'DC', zipCode: '20004' };

beforeAll(async () => {
  portal = await startTestPortal('campaigns');
  await importSharedData(portal.dataSource, { offices: true });
  staff = await buildMember(portal.dataSource, { role: Role.STAFF, username: 'Sam Staffer', showRealName: true });
  superAdmin = await buildMember(portal.dataSource, { role: Role.SUPER_ADMIN });
}, 240_000);
afterAll(() => portal?.close());

describe('staff open and edit a campaign', () => {
  it('refuses a script with an unknown placeholder, naming it, and writes nothing', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56001' });
    const res = await portal.rest('PUT', `/api/key-votes/${keyVote}/campaign`, {
      token: staff.token,
      body: { ...CAMPAIGN_SCRIPTS, callScript: 'Hi {legislator}, this is {membername} from {member_city}.', chambers: ['house'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('{membername}');
    expect(res.body.error.details).toMatchObject({ field: 'callScript', placeholder: 'membername' });
    expect(await portal.dataSource.query('SELECT 1 FROM campaigns WHERE key_vote_id = $1', [keyVote])).toEqual([]);

    const noChamber = await portal.rest('PUT', `/api/key-votes/${keyVote}/campaign`, { token: staff.token, body: { ...CAMPAIGN_SCRIPTS, chambers: ['both houses'] } });
    expect(noChamber.status).toBe(400);
    expect(noChamber.body.error.message).toMatch(/house, senate/);
    const backwards = await portal.rest('PUT', `/api/key-votes/${keyVote}/campaign`, {
      token: staff.token,
      body: { ...CAMPAIGN_SCRIPTS, chambers: ['house'], opensAt: '2030-01-02T00:00:00Z', closesAt: '2030-01-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(400);
    expect(await portal.dataSource.query('SELECT 1 FROM campaigns WHERE key_vote_id = $1', [keyVote])).toEqual([]);
  });

  it('versions every change; an unchanged save is no new version; only staff may save; an unknown key vote is 404', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56002' });
    const first = await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 1, status: 'open', chambers: ['house', 'senate'] });
    expect(first.body.data.preview.callScript).toContain('Alex Morgan');
    const second = await openCampaign(portal, staff, keyVote, { chambers: ['senate'], positionText: 'We oppose it: it cuts clinics.' });
    expect(second.body.data).toMatchObject({ version: 2, chambers: ['senate'], positionText: 'We oppose it: it cuts clinics.' });
    const again = await openCampaign(portal, staff, keyVote, { chambers: ['senate'], positionText: 'We oppose it: it cuts clinics.' });
    expect(again.body.data.version).toBe(2);
    expect(again.body.data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(again.body.data.versions[0].savedBy).toBe('Sam Staffer');

    const plain = await member(null);
    expect((await openCampaign(portal, plain, keyVote)).status).toBe(403);
    expect((await openCampaign(portal, staff, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await openCampaign(portal, staff, 'not-a-key-vote')).status).toBe(404);
  });

  it('previews scripts as they are written, for a sample member', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56003', organizationPosition: 'support' });
    const res = await portal.gql(
      'query($k: ID!, $i: CampaignScriptsInput!) { campaignScriptPreview(keyVoteId: $k, input: $i) { sampleMember callScript messageScript } }',
      { k: keyVote, i: { callScript: 'I am {member_name} of {member_zip}: please {position} {bill}.', messageScript: 'Dear {legislator},' } },
      staff.token,
    );
    expect(res.body.data.campaignScriptPreview).toEqual({
      sampleMember: 'Alex Morgan, Springfield 62701, writing to Representative Jordan Lee',
      callScript: 'I am Alex Morgan of 62701: please support H.R. 56003.',
      messageScript: 'Dear Representative Jordan Lee,',
    });
    const bad = await portal.gql('query($k: ID!, $i: CampaignScriptsInput!) { campaignScriptPreview(keyVoteId: $k, input: $i) { callScript } }', { k: keyVote, i: { callScript: '{zip}', messageScript: '' } }, staff.token);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toContain('{zip}');
  });
});

describe("a member's targets, from their saved address", () => {
  it('a single district: their representative and both senators, with the DC and district offices and the scripts filled for them', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56010', organizationPosition: 'oppose' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    const ada = await member(BIRMINGHAM, { username: 'Ada Birmingham' });
    const c = await campaignFor(ada, keyVote);
    expect(c.targets.map((t: { bioguide: string }) => t.bioguide)).toEqual(['S001185', 'T000278', 'B001319']);
    const sewell = c.targets[0];
    expect(sewell).toMatchObject({ name: 'Terri A. Sewell', title: 'Representative', shortTitle: 'Rep.', chamber: 'HOUSE', state: 'AL', district: 7, myStatus: 'TO_DO', myOutcomes: [] });
    expect(sewell.offices[0]).toMatchObject({ kind: 'DC', city: 'Washington', phone: '202-225-2665' });
    expect(sewell.offices.filter((o: { kind: string }) => o.kind === 'DISTRICT').map((o: { city: string }) => o.city)).toEqual(['Birmingham', 'Montgomery', 'Selma', 'Tuscaloosa']);
    expect(sewell.offices.find((o: { city: string }) => o.city === 'Birmingham').phone).toBe('205-254-1960');
    expect(sewell.callScript).toBe('Hello, I am Ada Birmingham from Birmingham, 35203. I urge Representative Terri A. Sewell to oppose H.R. 56010.');
    expect(c.targets[2].contactForm).toBe('https://www.britt.senate.gov/contact/');
    expect(c.progress).toEqual({ contacted: 0, done: 0, total: 3, complete: false });
    expect(c).toMatchObject({ needsAddress: false, needsDistrictChoice: false, vacancies: [], actionsCounted: true });

    // REST says the same, in the names.
    const rest = await portal.rest('GET', `/api/key-votes/${keyVote}/campaign`, { token: ada.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data.position).toBe('oppose');
    expect(rest.body.data.targets[0]).toMatchObject({ bioguide: 'S001185', name: 'Terri A. Sewell', title: 'Representative', party: 'Democrat', myOutcomes: [] });
    expect(rest.body.data.targets[0].offices[0]).toEqual({ kind: 'dc', city: 'Washington', phone: '202-225-2665', address: expect.any(String), hours: null });
    expect(rest.body.data.targets[0]).toHaveProperty('contactForm');
    expect(rest.body.data.targets[0]).toHaveProperty('photo');
  });

  it('an at-large state: its one representative', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56011' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
    const c = await campaignFor(await member(MONTPELIER), keyVote);
    expect(c.targets.map((t: { bioguide: string; district: number }) => [t.bioguide, t.district])).toEqual([['B001318', 0]]);
    expect(c.targets[0].callScript).toContain('[your name]');
  });

  it('a split ZIP code: the member chooses their district first, then has that representative', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56012' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    const nyc = await member(MANHATTAN);
    const before = await campaignFor(nyc, keyVote);
    expect(before.needsDistrictChoice).toBe(true);
    // The senators are known; the representative waits for the choice.
    expect(before.targets.map((t: { chamber: string }) => t.chamber)).toEqual(['SENATE', 'SENATE']);
    const gillibrand = before.targets[0].bioguide;
    // Not a target yet: 403.
    expect((await act(nyc, keyVote, { bioguide: 'N000002', channel: 'call', outcome: 'contacted' })).status).toBe(403);
    expect((await portal.rest('PUT', '/api/user/me/district', { token: nyc.token, body: { district: 12 } })).status).toBe(200);
    const after = await campaignFor(nyc, keyVote);
    expect(after.needsDistrictChoice).toBe(false);
    expect(after.targets.map((t: { bioguide: string }) => t.bioguide)).toEqual(['N000002', gillibrand, before.targets[1].bioguide]);
    expect((await act(nyc, keyVote, { bioguide: 'N000002', channel: 'call', outcome: 'contacted' })).status).toBe(201);
  });

  it('a vacant seat: said so, nobody to contact there; the senators still are', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56013' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    const c = await campaignFor(await member(HAYWARD), keyVote);
    expect(c.vacancies).toEqual([{ chamber: 'HOUSE', state: 'CA', district: 14, message: 'The House seat for CA-14 is vacant: there is no representative to contact.' }]);
    expect(c.targets.map((t: { bioguide: string }) => t.bioguide).sort()).toEqual(['P000145', 'S001150']);
  });

  it('DC: no senators to contact', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56014' });
    await openCampaign(portal, staff, keyVote, { chambers: ['senate'] });
    const c = await campaignFor(await member(WASHINGTON), keyVote);
    expect(c.targets).toEqual([]);
    expect(c.notice).toBe('Washington, DC has no senators.');
  });

  it('no saved address: the member is asked for it, and cannot act', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56015' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
    const nobody = await member(null);
    const c = await campaignFor(nobody, keyVote);
    expect(c).toMatchObject({ needsAddress: true, targets: [], progress: { total: 0 } });
    const res = await act(nobody, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/save your address/i);
    expect(await actions(keyVote)).toBe(0);
  });

  it('a key vote without an open campaign is 404 for members, and the key vote says there is none', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56016' });
    const m = await member(BIRMINGHAM);
    const res = await portal.rest('GET', `/api/key-votes/${keyVote}/campaign`, { token: m.token });
    expect(res.status).toBe(404);
    expect((await portal.rest('GET', '/api/key-votes/00000000-0000-4000-8000-000000000000/campaign', { token: m.token })).status).toBe(404);
    const kv = await portal.gql('query($id: ID!) { keyVote(id: $id) { campaign { id } myCampaignContacts { sentence } } }', { id: keyVote }, m.token);
    expect(kv.body.data.keyVote).toEqual({ campaign: null, myCampaignContacts: null });
  });
});

describe('outcomes: one per member, legislator, campaign and channel', () => {
  it('records, changes, refuses other legislators and unknown values, and writes nothing partial', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56020' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    const m = await member(BIRMINGHAM);

    const first = await act(m, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'unavailable' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ bioguide: 'S001185', channel: 'call', outcome: 'unavailable', version: 1, counted: true, progress: { contacted: 0, done: 0, total: 3 } });
    const changed = await act(m, keyVote, { bioguide: 's001185', channel: 'call', outcome: 'voicemail' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: first.body.data.id, outcome: 'voicemail', progress: { contacted: 1, done: 1, total: 3 } });
    expect(await actions(keyVote)).toBe(1);
    // Another channel is another row.
    expect((await act(m, keyVote, { bioguide: 'S001185', channel: 'write', outcome: 'contacted' })).status).toBe(201);
    expect(await actions(keyVote)).toBe(2);

    // Not theirs: another state's senator.
    const other = await act(m, keyVote, { bioguide: 'W000800', channel: 'call', outcome: 'contacted' });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toContain('W000800');
    const channel = await act(m, keyVote, { bioguide: 'B001319', channel: 'fax', outcome: 'contacted' });
    expect(channel.status).toBe(400);
    expect(channel.body.error.message).toBe('channel must be one of: call, write, letter.');
    const outcome = await act(m, keyVote, { bioguide: 'B001319', channel: 'call', outcome: 'maybe' });
    expect(outcome.status).toBe(400);
    expect(outcome.body.error.message).toBe('outcome must be one of: contacted, voicemail, unavailable, skipped.');
    expect((await act(m, keyVote, { channel: 'call', outcome: 'contacted' })).status).toBe(400);
    expect((await act(m, '00000000-0000-4000-8000-000000000000', { bioguide: 'B001319', channel: 'call', outcome: 'contacted' })).status).toBe(404);
    expect(await actions(keyVote)).toBe(2);

    const c = await campaignFor(m, keyVote);
    expect(c.targets[0].myStatus).toBe('CONTACTED');
    expect(c.targets[0].myOutcomes.map((o: { channel: string; outcome: string }) => `${o.channel}:${o.outcome}`)).toEqual(['CALL:VOICEMAIL', 'WRITE:CONTACTED']);
    await act(m, keyVote, { bioguide: 'T000278', channel: 'call', outcome: 'skipped' });
    await act(m, keyVote, { bioguide: 'B001319', channel: 'letter', outcome: 'contacted' });
    expect((await campaignFor(m, keyVote)).progress).toEqual({ contacted: 2, done: 3, total: 3, complete: true });
  });

  it("staff-level accounts' actions are stored for their own progress but not counted", async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56021' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
    const staffer = await member(BIRMINGHAM, { role: Role.STAFF });
    expect((await campaignFor(staffer, keyVote)).actionsCounted).toBe(false);
    const res = await act(staffer, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' });
    expect(res.body.data).toMatchObject({ counted: false, progress: { contacted: 1, total: 1 } });
    const results = await portal.rest('GET', `/api/key-votes/${keyVote}/campaign/results`, { token: staff.token });
    expect(results.body.data).toMatchObject({ actions: { value: 0, shown: '0' }, notCounted: 1 });
  });

  it('a campaign that has not opened is a preview for staff (not counted) and absent for members; a closed one takes no actions', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56022' });
    const future = new Date(Date.now() + 3600_000).toISOString();
    await openCampaign(portal, staff, keyVote, { chambers: ['house'], opensAt: future });
    const m = await member(BIRMINGHAM);
    const staffer = await member(BIRMINGHAM, { role: Role.ADMIN });
    expect((await portal.rest('GET', `/api/key-votes/${keyVote}/campaign`, { token: m.token })).status).toBe(404);
    expect((await act(m, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' })).status).toBe(404);
    const preview = await campaignFor(staffer, keyVote);
    expect(preview).toMatchObject({ status: 'SCHEDULED', preview: true, actionsCounted: false });
    expect((await act(staffer, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' })).body.data.counted).toBe(false);

    // Opened, then closed by staff.
    const now = Date.now();
    await openCampaign(portal, staff, keyVote, { chambers: ['house'], opensAt: new Date(now - 3600_000).toISOString() });
    expect((await act(m, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' })).status).toBe(201);
    await openCampaign(portal, staff, keyVote, { chambers: ['house'], opensAt: new Date(now - 3600_000).toISOString(), closesAt: new Date(now - 1000).toISOString() });
    const before = await actions(keyVote);
    const closed = await act(m, keyVote, { bioguide: 'S001185', channel: 'write', outcome: 'contacted' });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toMatch(/closed/);
    expect(await actions(keyVote)).toBe(before);
    const gone = await portal.rest('GET', `/api/key-votes/${keyVote}/campaign`, { token: m.token });
    expect(gone.status).toBe(404);
    expect(gone.body.error.details.status).toBe('closed');
  });

  it(`is rate-limited: ${API_RATE_LIMITS.takeAction.points} outcomes a minute per member, then 429 with Retry-After, nothing written`, async () => {
    // A second gateway on the same database, with the production default (limits on).
    const limited = await startTestPortal('campaigns_limited', { DATABASE_URL: portal.databaseUrl, API_RATE_LIMITS: 'true' }, { jobs: 'enqueue' });
    try {
      const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56024' });
      await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
      const m = await member(MONTPELIER);
      const { points, message } = API_RATE_LIMITS.takeAction;
      const outcomes = ['contacted', 'voicemail', 'unavailable', 'skipped'];
      for (let i = 0; i < points; i++) {
        const res = await limited.rest('POST', `/api/key-votes/${keyVote}/campaign/actions`, { token: m.token, body: { bioguide: 'B001318', channel: 'call', outcome: outcomes[i % 4] } });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      }
      const refused = await fetch(`${limited.baseUrl}/api/key-votes/${keyVote}/campaign/actions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ bioguide: 'B001318', channel: 'write', outcome: 'contacted' }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error).toMatchObject({ code: 'RATE_LIMITED', message });
      // The refused write did not happen: only the call's row exists.
      expect(await actions(keyVote)).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('records the campaign version the member used', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56023' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
    const edited = await openCampaign(portal, staff, keyVote, { chambers: ['house'], callScript: 'Please {position} {bill}, {legislator}.' });
    expect(edited.body).toMatchObject({ data: { version: 2 } });
    const m = await member(MONTPELIER);
    expect((await act(m, keyVote, { bioguide: 'B001318', channel: 'call', outcome: 'contacted' })).body.data.version).toBe(2);
  });
});

describe('results: what it moved, small numbers hidden', () => {
  it("counts members' actions by channel and outcome, legislator, place and day; under 5 is 'fewer than 5' in GraphQL, REST and CSV", async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56030' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    const callers = await Promise.all(Array.from({ length: 6 }, () => member(BIRMINGHAM)));
    for (const c of callers) await act(c, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' });
    for (const c of callers.slice(0, 2)) await act(c, keyVote, { bioguide: 'B001319', channel: 'write', outcome: 'contacted' });
    await act(await member(MONTPELIER), keyVote, { bioguide: 'S000033', channel: 'call', outcome: 'voicemail' });

    const gql = await portal.gql(
      'query($k: ID!) { campaignResults(keyVoteId: $k) { actions { value shown } members { value shown } reached { shown } byChannel { channel outcome actions { value shown suppressed } } byLegislator { bioguide actions { value shown } contacted { shown } } byPlace { label actions { shown } } overTime { day actions { shown } cumulative { shown } } notCounted } }',
      { k: keyVote },
      staff.token,
    );
    const r = gql.body.data.campaignResults;
    expect(r.actions).toEqual({ value: 9, shown: '9' });
    expect(r.members).toEqual({ value: 7, shown: '7' });
    const cell = (channel: string, outcome: string) => r.byChannel.find((c: any) => c.channel === channel && c.outcome === outcome).actions;
    expect(cell('CALL', 'CONTACTED')).toEqual({ value: 6, shown: '6', suppressed: false });
    expect(cell('WRITE', 'CONTACTED')).toEqual({ value: null, shown: 'fewer than 5', suppressed: true });
    expect(cell('CALL', 'VOICEMAIL')).toEqual({ value: null, shown: 'fewer than 5', suppressed: true });
    expect(cell('LETTER', 'SKIPPED')).toEqual({ value: 0, shown: '0', suppressed: false });
    expect(r.byLegislator.map((l: any) => [l.bioguide, l.actions.shown])).toEqual([
      ['S001185', '6'],
      ['S000033', 'fewer than 5'],
      ['B001319', 'fewer than 5'],
    ]);
    expect(r.byPlace.map((p: any) => [p.label, p.actions.shown])).toEqual([
      ['AL-7', '6'],
      ['AL (Senate)', 'fewer than 5'],
      ['VT (Senate)', 'fewer than 5'],
    ]);
    expect(r.overTime).toHaveLength(1);
    expect(r.overTime[0].cumulative.shown).toBe('9');
    // No exact small number anywhere in the answer.
    expect(JSON.stringify(r)).not.toMatch(/"value":[1-4]\b/);

    const rest = await portal.rest('GET', `/api/key-votes/${keyVote}/campaign/results`, { token: staff.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data.actions).toEqual({ value: 9, shown: '9', suppressed: false });
    expect(rest.body.data.byChannel.find((c: any) => c.channel === 'write' && c.outcome === 'contacted').actions.shown).toBe('fewer than 5');

    const csv = await fetch(`${portal.baseUrl}/api/key-votes/${keyVote}/campaign/results.csv`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?campaign-results-[0-9a-f-]+\.csv"?$/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('section,channel,outcome,bioguide,legislator,party,chamber,state,district,day,actions,cumulative');
    expect(lines).toContain('total_actions,,,,,,,,,,9,');
    expect(lines).toContain('channel_outcome,call,contacted,,,,,,,,6,');
    expect(lines).toContain('channel_outcome,write,contacted,,,,,,,,fewer than 5,');
    expect(lines).toContain('legislator,,all,B001319,Katie Boyd Britt,Republican,senate,AL,,,fewer than 5,');
    expect(lines.filter((l) => /,[1-4],?$|,[1-4],[^,]*$/.test(l) && !l.startsWith('not_counted'))).toEqual([]);
  });

  it('member-level rows are for super admins only', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56031' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
    const m = await member(BIRMINGHAM);
    await act(m, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' });
    const q = 'query($k: ID!) { campaignActions(keyVoteId: $k) { total items { memberEmail bioguide channel outcome counted } } }';
    const asSuper = await portal.gql(q, { k: keyVote }, superAdmin.token);
    expect(asSuper.body.data.campaignActions).toEqual({ total: 1, items: [{ memberEmail: m.email, bioguide: 'S001185', channel: 'CALL', outcome: 'CONTACTED', counted: true }] });
    const admin = await buildMember(portal.dataSource, { role: Role.ADMIN });
    const asAdmin = await portal.gql(q, { k: keyVote }, admin.token);
    expect(asAdmin.body.errors[0].extensions.code).toBe('FORBIDDEN');
    // Aggregates never carry who.
    const results = await portal.rest('GET', `/api/key-votes/${keyVote}/campaign/results`, { token: admin.token });
    expect(JSON.stringify(results.body)).not.toContain(m.email);
    expect((await portal.rest('GET', `/api/key-votes/${keyVote}/campaign/results`, { token: m.token })).status).toBe(403);
  });
});

describe('"take action" notifications and what the key vote says after the vote', () => {
  it('a campaign opening tells the members whose legislators it targets, once, in the bell and by email', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56040', title: 'Clinic Funding Act' });
    const al = await member(BIRMINGHAM);
    const vt = await member(MONTPELIER);
    const dc = await member(WASHINGTON);
    const ca14 = await member(HAYWARD);
    const nowhere = await member(null);
    await openCampaign(portal, staff, keyVote, { chambers: ['house'] });
    await portal.settle();
    const campaignId = (await portal.dataSource.query('SELECT id FROM campaigns WHERE key_vote_id = $1', [keyVote]))[0].id;
    const told = async () =>
      new Set(((await portal.dataSource.query('SELECT member_id FROM notifications WHERE event_key = $1', [`take_action:${campaignId}`])) as { member_id: string }[]).map((r) => r.member_id));
    let heard = await told();
    expect(heard.has(al.id) && heard.has(vt.id) && heard.has(dc.id)).toBe(true);
    // CA-14 is vacant: nobody to call in the House; no address: no legislators.
    expect(heard.has(ca14.id) || heard.has(nowhere.id) || heard.has(staff.id)).toBe(false);

    const bell = await portal.gql('{ notifications(limit: 5) { kind title body link } }', {}, al.token);
    expect(bell.body.data.notifications[0]).toEqual({
      kind: 'TAKE_ACTION',
      title: 'Take action: Clinic Funding Act',
      body: 'We support · H.R. 56040 · Call or write your members of Congress before the vote.',
      link: `/key-votes/${keyVote}/take-action`,
    });
    const [row] = await portal.dataSource.query('SELECT email_mode FROM notifications WHERE event_key = $1 AND member_id = $2', [`take_action:${campaignId}`, al.id]);
    expect(row.email_mode).toBe('immediate');
    const mail = await (await fetch(`${portal.baseUrl}/dev/mail.json?to=${encodeURIComponent(al.email)}`)).json();
    expect(mail.some((m: { subject: string }) => m.subject.includes('Take action: Clinic Funding Act'))).toBe(true);

    // Adding the Senate tells those who now have a target, and nobody twice.
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    await portal.settle();
    heard = await told();
    expect(heard.has(ca14.id)).toBe(true);
    const twice = await portal.dataSource.query('SELECT member_id FROM notifications WHERE event_key = $1 GROUP BY member_id HAVING count(*) > 1', [`take_action:${campaignId}`]);
    expect(twice).toEqual([]);
  });

  it('in the digest, for a member who chose it, under Take action', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56042', title: 'Rural Broadband Act' });
    const daily = await member(BIRMINGHAM);
    expect((await portal.rest('PUT', '/api/users/me/notification-preferences', { token: daily.token, body: { email: { take_action: 'daily' } } })).status).toBe(200);
    await openCampaign(portal, staff, keyVote, { chambers: ['senate'] });
    await portal.settle();
    const silent: Logger = { debugEnabled: false, debug() {}, info() {}, warn() {}, error() {} };
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: portal.databaseUrl, SITE_URL: 'https://members.example.org', LOG_LEVEL: 'silent' });
    const outcome = await sendDigest(
      { dataSource: portal.dataSource, log: silent, siteUrl: 'https://members.example.org', linkSecret: config.mail.linkSecret, mailer: createMailer(config, silent) },
      { memberId: daily.id, frequency: 'manual', period: `manual-${Date.now()}`, cutoff: new Date().toISOString() },
    );
    expect(outcome.status).toBe('sent');
    const text = outcome.status === 'sent' ? outcome.message.text : '';
    expect(text).toContain('TAKE ACTION');
    expect(text).toContain('Take action: Rural Broadband Act');
    expect(text).toContain(`https://members.example.org/key-votes/${keyVote}/take-action`);
  });

  it('a campaign opening later is announced when it opens', async () => {
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 56041' });
    const al = await member(BIRMINGHAM);
    await openCampaign(portal, staff, keyVote, { chambers: ['house'], opensAt: new Date(Date.now() + 2500).toISOString() });
    const key = async () => `take_action:${(await portal.dataSource.query('SELECT id FROM campaigns WHERE key_vote_id = $1', [keyVote]))[0].id}`;
    expect(await portal.dataSource.query('SELECT 1 FROM notifications WHERE event_key = $1', [await key()])).toEqual([]);
    await portal.settle(20_000);
    expect(await portal.dataSource.query('SELECT 1 FROM notifications WHERE event_key = $1 AND member_id = $2', [await key(), al.id])).toHaveLength(1);
  });

  it('once the roll call is in, the key vote tells the member how the legislators they contacted voted', async () => {
    // H.R. 1 (119th): Sewell voted no, Britt yes, in the imported roll calls; the organization opposed it.
    const keyVote = await buildKeyVote(portal.dataSource, { billId: 'H.R. 1', organizationPosition: 'oppose' });
    await openCampaign(portal, staff, keyVote, { chambers: ['house', 'senate'] });
    const m = await member(BIRMINGHAM);
    await act(m, keyVote, { bioguide: 'S001185', channel: 'call', outcome: 'contacted' });
    await act(m, keyVote, { bioguide: 'B001319', channel: 'write', outcome: 'contacted' });
    await act(m, keyVote, { bioguide: 'T000278', channel: 'call', outcome: 'unavailable' });
    const res = await portal.gql('query($id: ID!) { keyVote(id: $id) { myCampaignContacts { sentence alignment position channels legislator { bioguideId } } } }', { id: keyVote }, m.token);
    expect(res.body.data.keyVote.myCampaignContacts).toEqual([
      { sentence: 'You called Rep. Terri A. Sewell; she voted with us.', alignment: 'WITH_US', position: 'NAY', channels: ['CALL'], legislator: { bioguideId: 'S001185' } },
      { sentence: 'You wrote to Sen. Katie Boyd Britt; she voted against us.', alignment: 'AGAINST_US', position: 'YEA', channels: ['WRITE'], legislator: { bioguideId: 'B001319' } },
    ]);
  });
});
