import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setDistrictGeocoder } from '../../gateway/src/modules/representative/geocoder.js';
import { buildMember, type TestMember } from '../factories/members.js';
import { importSharedData } from '../factories/legislators.js';
import { startTestPortal, type TestPortal } from '../setup/portal.js';

let portal: TestPortal;
let member: TestMember;

beforeAll(async () => {
  portal = await startTestPortal('representatives');
  await importSharedData(portal.dataSource, { votes: false });
  member = await buildMember(portal.dataSource);
});
afterAll(() => portal?.close());
afterEach(() => setDistrictGeocoder(null));

const address = (overrides: Record<string, unknown> = {}) => ({ street: '1 Main St', city: 'Springville', state: 'AL', zipCode: '35004', ...overrides });
const save = (data: Record<string, unknown>, who: TestMember = member) => portal.rest('PUT', '/api/user/me/address', { token: who.token, body: { data } });
const representatives = (who: TestMember = member) => portal.rest('GET', '/api/user/me/representatives', { token: who.token });
const names = (list: { name: { full: string } }[]) => list.map((r) => r.name.full);

describe('before an address is saved', () => {
  it('has no address and answers 404 for representatives (the client shows the form)', async () => {
    const fresh = await buildMember(portal.dataSource);
    expect(await portal.rest('GET', '/api/user/me/address', { token: fresh.token })).toEqual({ status: 200, body: { data: null } });
    const res = await representatives(fresh);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    const gql = await portal.gql('{ myRepresentatives { uncertain } }', {}, fresh.token);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('is for signed-in members only', async () => {
    expect((await portal.rest('GET', '/api/user/me/address')).status).toBe(401);
    expect((await portal.rest('PUT', '/api/user/me/address', { body: { data: address() } })).status).toBe(401);
    expect((await portal.rest('GET', '/api/user/me/representatives')).status).toBe(401);
  });
});

describe('address validation (SPEC §5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing city', address({ city: '' }), 'Please fill in all required fields'],
    ['missing street', address({ street: '   ' }), 'Please fill in all required fields'],
    ['no ZIP at all', address({ zipCode: undefined }), 'Please fill in all required fields'],
    ['a four-digit ZIP', address({ zipCode: '3500' }), 'Please enter a valid ZIP code: 5 digits or ZIP+4 (12345 or 12345-6789)'],
    ['a malformed ZIP+4', address({ zipCode: '35004-12' }), 'Please enter a valid ZIP code: 5 digits or ZIP+4 (12345 or 12345-6789)'],
    ['a phone without dashes', address({ phoneNumber: '2055551234' }), 'Please enter the phone number as 123-456-7890'],
    ['a territory', address({ state: 'PR', zipCode: '00601' }), 'Please choose one of the 50 states or DC'],
    ['an unknown state', address({ state: 'XX' }), 'Please choose one of the 50 states or DC'],
  ];
  for (const [name, data, message] of cases) {
    it(`rejects ${name}`, async () => {
      const res = await save(data);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'BAD_USER_INPUT', message });
    });
  }

  it('accepts ZIP+4, a phone number, a lower-case state, and answers with the server fields', async () => {
    const res = await save(address({ state: 'al', zipCode: '35004-1234', phoneNumber: '205-555-1234' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ street: '1 Main St', city: 'Springville', state: 'AL', zip_code: '35004-1234', phone_number: '205-555-1234' });
    const read = await portal.rest('GET', '/api/user/me/address', { token: member.token });
    expect(read.body.data).toMatchObject({ state: 'AL', zip_code: '35004-1234', phone_number: '205-555-1234' });
  });

  it('takes a bare body and snake_case names too', async () => {
    const res = await portal.rest('PUT', '/api/user/me/address', { token: member.token, body: { street: '1 Main St', city: 'Springville', state: 'AL', zip_code: '35004' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ zip_code: '35004', phone_number: null });
  });
});

describe('representatives for a saved address', () => {
  it('a single-district ZIP: one representative and both senators, certain', async () => {
    await save(address({ zipCode: '35004' }));
    const res = await representatives();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(names(data.representatives)).toEqual(['Mike Rogers']);
    expect(data.representatives[0]).toMatchObject({
      bioguide_id: 'R000575',
      role: 'Representative',
      state: 'AL',
      district: 3,
      party: 'Republican',
      photo_url: 'https://theunitedstates.io/images/congress/225x275/R000575.jpg',
      term: { start: '2025-01-03', end: '2027-01-03' },
    });
    expect(Object.keys(data.representatives[0]).sort()).toEqual(
      ['bioguide_id', 'contact_form', 'district', 'id', 'name', 'office', 'party', 'phone', 'photo_url', 'role', 'state', 'term', 'url'].sort(),
    );
    // The senior senator first.
    expect(names(data.senators)).toEqual(['Tommy Tuberville', 'Katie Boyd Britt']);
    expect(data.senators[0]).toMatchObject({ role: 'Senator', district: null, name: { first: 'Tommy', last: 'Tuberville', full: 'Tommy Tuberville' } });
    expect(data).toMatchObject({ districts: [{ state: 'AL', district: 3 }], uncertain: false, notice: null, source: 'zip', congress: 119 });
    expect(Date.parse(data.data_updated_at)).not.toBeNaN();
  });

  it('a split ZIP: every candidate district, flagged uncertain', async () => {
    await save(address({ zipCode: '35062' }));
    const { body } = await representatives();
    expect(names(body.data.representatives)).toEqual(['Robert B. Aderholt', 'Gary J. Palmer', 'Terri A. Sewell']);
    expect(body.data.districts).toEqual([
      { state: 'AL', district: 4 },
      { state: 'AL', district: 6 },
      { state: 'AL', district: 7 },
    ]);
    expect(body.data.uncertain).toBe(true);
    expect(body.data.notice).toBe('Your ZIP code is split between congressional districts. Which one do you live in? Each is shown below with its representative.');
    expect(JSON.stringify(body)).not.toContain('ZIP+4');
    expect(body.data.senators).toHaveLength(2);
  });

  it('an at-large state: its single representative', async () => {
    await save(address({ city: 'Cheyenne', state: 'WY', zipCode: '82001' }));
    const { body } = await representatives();
    expect(body.data.representatives).toEqual([expect.objectContaining({ bioguide_id: 'H001096', district: 0, role: 'Representative' })]);
    expect(names(body.data.senators)).toEqual(['John Barrasso', 'Cynthia M. Lummis']);
    expect(body.data.uncertain).toBe(false);
  });

  it('DC: the delegate and no senators', async () => {
    await save(address({ city: 'Washington', state: 'DC', zipCode: '20001' }));
    const { body } = await representatives();
    expect(body.data.representatives).toEqual([expect.objectContaining({ bioguide_id: 'N000147', role: 'Delegate', district: 0 })]);
    expect(body.data.senators).toEqual([]);
  });

  it('a ZIP the crosswalk does not know: senators only, uncertain', async () => {
    await save(address({ zipCode: '35999' }));
    const { body } = await representatives();
    expect(body.data.representatives).toEqual([]);
    expect(body.data.senators).toHaveLength(2);
    expect(body.data).toMatchObject({ uncertain: true, districts: [], notice: expect.stringContaining('could not match') });
  });

  it('uses the geocoder when one is configured, and falls back to the ZIP when it fails', async () => {
    await save(address({ zipCode: '35062' }));
    setDistrictGeocoder({ name: 'fake', districts: async () => [{ state: 'AL', district: 7 }] });
    let { body } = await representatives();
    expect(names(body.data.representatives)).toEqual(['Terri A. Sewell']);
    expect(body.data).toMatchObject({ uncertain: false, source: 'geocoder', notice: null });

    setDistrictGeocoder({
      name: 'down',
      districts: async () => {
        throw new Error('ECONNREFUSED');
      },
    });
    ({ body } = await representatives());
    expect(body.data).toMatchObject({ uncertain: true, source: 'zip' });
    expect(body.data.representatives).toHaveLength(3);
  });

  it('is the same over GraphQL', async () => {
    await save(address({ city: 'Cheyenne', state: 'WY', zipCode: '82001' }));
    const gql = await portal.gql(
      '{ myAddress { state zipCode } myRepresentatives { uncertain representatives { bioguideId name { full } term { start end } } senators { bioguideId } } }',
      {},
      member.token,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.myAddress).toEqual({ state: 'WY', zipCode: '82001' });
    expect(gql.body.data.myRepresentatives.representatives).toEqual([{ bioguideId: 'H001096', name: { full: 'Harriet M. Hageman' }, term: { start: '2025-01-03', end: '2027-01-03' } }]);
    expect(gql.body.data.myRepresentatives.senators.map((s: { bioguideId: string }) => s.bioguideId)).toEqual(['B001261', 'L000571']);
  });

  it("never shows one member another's address", async () => {
    const other = await buildMember(portal.dataSource);
    expect((await portal.rest('GET', '/api/user/me/address', { token: other.token })).body).toEqual({ data: null });
  });
});

describe('a split ZIP: the member says which district is theirs (issue #14 item 7)', () => {
  const choose = (district: unknown, who: TestMember = member) => portal.rest('PUT', '/api/user/me/district', { token: who.token, body: { district } });
  const candidateNames = (data: { candidates: { district: number; representatives: { name: { full: string } }[] }[] }) =>
    data.candidates.map((c) => [c.district, names(c.representatives)]);

  it('shows each candidate district with its representative, and asks', async () => {
    await save(address({ zipCode: '35062' }));
    const { body } = await representatives();
    expect(body.data).toMatchObject({ needs_choice: true, chosen_district: null, uncertain: true });
    expect(candidateNames(body.data)).toEqual([
      [4, ['Robert B. Aderholt']],
      [6, ['Gary J. Palmer']],
      [7, ['Terri A. Sewell']],
    ]);
  });

  it('saves the choice with the address and uses it from then on; it can be changed (both transports)', async () => {
    await save(address({ zipCode: '35062' }));
    const chosen = await choose(6);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toMatchObject({ chosen_district: 6, needs_choice: false, uncertain: false, notice: null, districts: [{ state: 'AL', district: 6 }] });
    expect(names(chosen.body.data.representatives)).toEqual(['Gary J. Palmer']);
    expect(chosen.body.data.candidates).toHaveLength(3); // still offered, to change the choice
    const later = await representatives();
    expect(names(later.body.data.representatives)).toEqual(['Gary J. Palmer']);
    const [{ chosen_district }] = await portal.dataSource.query('SELECT chosen_district FROM addresses WHERE member_id = $1', [member.id]);
    expect(chosen_district).toBe(6);

    const gql = await portal.gql('mutation { chooseMyDistrict(district: 7) { chosenDistrict needsChoice representatives { name { full } } } }', {}, member.token);
    expect(gql.body.data.chooseMyDistrict).toEqual({ chosenDistrict: 7, needsChoice: false, representatives: [{ name: { full: 'Terri A. Sewell' } }] });
    const forgot = await choose(null);
    expect(forgot.body.data).toMatchObject({ chosen_district: null, needs_choice: true });
    expect(forgot.body.data.representatives).toHaveLength(3);
  });

  it('keeps the choice when the phone number changes, and drops it when the member moves', async () => {
    await save(address({ zipCode: '35062' }));
    await choose(4);
    await save(address({ zipCode: '35062', phoneNumber: '205-555-0100' }));
    expect((await representatives()).body.data.chosen_district).toBe(4);
    await save(address({ zipCode: '35062', street: '9 Oak Ave' }));
    expect((await representatives()).body.data).toMatchObject({ chosen_district: null, needs_choice: true });
    await choose(4);
    await save(address({ zipCode: '35004' }));
    await save(address({ zipCode: '35062' }));
    expect((await representatives()).body.data).toMatchObject({ chosen_district: null, needs_choice: true });
  });

  it('refuses a district that is not a candidate, or a choice where there is none, and changes nothing', async () => {
    await save(address({ zipCode: '35062' }));
    await choose(6);
    for (const bad of [5, 0, 99]) {
      const res = await choose(bad);
      expect(res).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'Please choose one of the districts your ZIP code spans.' } } });
    }
    for (const junk of ['six', -1, 1.5, { d: 6 }]) expect((await choose(junk)).status).toBe(400);
    expect((await representatives()).body.data.chosen_district).toBe(6);

    await save(address({ zipCode: '35004' }));
    const single = await choose(3);
    expect(single).toMatchObject({ status: 400, body: { error: { message: 'Your address is in a single congressional district: there is nothing to choose.' } } });
    const fresh = await buildMember(portal.dataSource);
    expect((await choose(6, fresh)).status).toBe(404);
    expect((await portal.rest('PUT', '/api/user/me/district', { body: { district: 6 } })).status).toBe(401);
  });

  it('with a geocoder, the full street address is asked first and its answer wins over a saved choice', async () => {
    await save(address({ zipCode: '35062', street: '1200 Main St' }));
    await choose(4);
    const asked: string[] = [];
    setDistrictGeocoder({
      name: 'fake',
      districts: async (a) => {
        asked.push(`${a.street}, ${a.city}, ${a.state} ${a.zipCode}`);
        return [{ state: 'AL', district: 7 }];
      },
    });
    const { body } = await representatives();
    expect(asked).toEqual(['1200 Main St, Springville, AL 35062']);
    expect(body.data).toMatchObject({ source: 'geocoder', candidates: [], needs_choice: false, chosen_district: null, uncertain: false });
    expect(names(body.data.representatives)).toEqual(['Terri A. Sewell']);
    expect((await choose(6)).status).toBe(400); // nothing to choose while the street address places it
  });

  it("one member's choice never changes another's", async () => {
    const other = await buildMember(portal.dataSource);
    await save(address({ zipCode: '35062' }), other);
    await save(address({ zipCode: '35062' }));
    await choose(7);
    expect((await representatives(other)).body.data).toMatchObject({ chosen_district: null, needs_choice: true });
  });
});
