import { M, id, S, L, T, CM, MS } from './ids.js';
import type { Row } from './ids.js';

const photo = (bioguide: string) => `https://theunitedstates.io/images/congress/225x275/${bioguide}.jpg`;

export interface SeedLegislator extends Row {
  bioguide_id: string;
  terms: Row[];
}

function legislator(
  n: number,
  ids: { bioguide: string; lis: string | null; govtrack: number },
  name: { first: string; middle?: string; last: string; nickname?: string; official_full: string },
  bio: { gender: string; birthday: string },
  state: string,
  party: string,
  leadership: string | null,
  terms: Row[],
): SeedLegislator {
  return {
    id: L(n),
    bioguide_id: ids.bioguide,
    lis_id: ids.lis,
    govtrack_id: ids.govtrack,
    first_name: name.first,
    middle_name: name.middle ?? null,
    last_name: name.last,
    suffix: null,
    nickname: name.nickname ?? null,
    official_full: name.official_full,
    gender: bio.gender,
    birthday: bio.birthday,
    state,
    current_party: party,
    photo_url: photo(ids.bioguide),
    leadership_role: leadership,
    in_office: true,
    terms,
  };
}

function term(n: number, t: Partial<Row> & { type: 'rep' | 'sen'; state: string; start_date: string; end_date: string; party: string }): Row {
  return {
    id: T(n),
    district: null,
    caucus: null,
    office: null,
    phone: null,
    url: null,
    address: null,
    contact_form: null,
    senate_class: null,
    state_rank: null,
    ...t,
  };
}

export const LEGISLATORS: SeedLegislator[] = [
  legislator(1, { bioguide: 'G000386', lis: 'S153', govtrack: 300048 },
    { first: 'Charles', middle: 'E.', last: 'Grassley', nickname: 'Chuck', official_full: 'Chuck Grassley' },
    { gender: 'M', birthday: '1933-09-17' }, 'IA', 'Republican', 'President Pro Tempore of the Senate', [
      term(1, {
        type: 'sen', state: 'IA', party: 'Republican', start_date: '2023-01-03', end_date: '2029-01-03',
        senate_class: 3, state_rank: 'senior', url: 'https://www.grassley.senate.gov',
        contact_form: 'https://www.grassley.senate.gov/contact', office: '135 Hart Senate Office Building',
        address: '135 Hart Senate Office Building Washington DC 20510', phone: '202-224-3744',
      }),
    ]),
  legislator(2, { bioguide: 'K000367', lis: 'S311', govtrack: 412242 },
    { first: 'Amy', middle: 'Jean', last: 'Klobuchar', official_full: 'Amy Klobuchar' },
    { gender: 'F', birthday: '1960-05-25' }, 'MN', 'Democrat', 'Senate Democratic Steering Committee Chair', [
      term(2, {
        type: 'sen', state: 'MN', party: 'Democrat', start_date: '2019-01-03', end_date: '2025-01-03',
        senate_class: 1, state_rank: 'senior', url: 'https://www.klobuchar.senate.gov',
        contact_form: 'https://www.klobuchar.senate.gov/public/index.cfm/contact',
        office: '425 Dirksen Senate Office Building',
        address: '425 Dirksen Senate Office Building Washington DC 20510', phone: '202-224-3244',
      }),
      term(3, {
        type: 'sen', state: 'MN', party: 'Democrat', start_date: '2025-01-03', end_date: '2031-01-03',
        senate_class: 1, state_rank: 'senior', url: 'https://www.klobuchar.senate.gov',
        contact_form: 'https://www.klobuchar.senate.gov/public/index.cfm/contact',
        office: '425 Dirksen Senate Office Building',
        address: '425 Dirksen Senate Office Building Washington DC 20510', phone: '202-224-3244',
      }),
    ]),
  legislator(3, { bioguide: 'S000033', lis: 'S313', govtrack: 400357 },
    { first: 'Bernard', last: 'Sanders', nickname: 'Bernie', official_full: 'Bernard Sanders' },
    { gender: 'M', birthday: '1941-09-08' }, 'VT', 'Independent', 'Senate Democratic Outreach Chair', [
      term(4, {
        type: 'sen', state: 'VT', party: 'Independent', caucus: 'Democrat', start_date: '2025-01-03',
        end_date: '2031-01-03', senate_class: 1, state_rank: 'senior', url: 'https://www.sanders.senate.gov',
        contact_form: 'https://www.sanders.senate.gov/contact/', office: '332 Dirksen Senate Office Building',
        address: '332 Dirksen Senate Office Building Washington DC 20510', phone: '202-224-5141',
      }),
    ]),
  legislator(4, { bioguide: 'J000299', lis: null, govtrack: 412706 },
    { first: 'Mike', last: 'Johnson', official_full: 'Mike Johnson' },
    { gender: 'M', birthday: '1972-01-30' }, 'LA', 'Republican', 'Speaker of the House', [
      term(5, {
        type: 'rep', state: 'LA', district: 4, party: 'Republican', start_date: '2025-01-03', end_date: '2027-01-03',
        url: 'https://mikejohnson.house.gov', office: '521 Cannon House Office Building',
        address: '521 Cannon House Office Building Washington DC 20515-1804', phone: '202-225-2777',
      }),
    ]),
  legislator(5, { bioguide: 'J000294', lis: null, govtrack: 412561 },
    { first: 'Hakeem', middle: 'S.', last: 'Jeffries', official_full: 'Hakeem S. Jeffries' },
    { gender: 'M', birthday: '1970-08-04' }, 'NY', 'Democrat', 'House Minority Leader', [
      term(6, {
        type: 'rep', state: 'NY', district: 8, party: 'Democrat', start_date: '2023-01-03', end_date: '2025-01-03',
        url: 'https://jeffries.house.gov', office: '2433 Rayburn House Office Building',
        address: '2433 Rayburn House Office Building Washington DC 20515-3208', phone: '202-225-5936',
      }),
      term(7, {
        type: 'rep', state: 'NY', district: 8, party: 'Democrat', start_date: '2025-01-03', end_date: '2027-01-03',
        url: 'https://jeffries.house.gov', office: '2267 Rayburn House Office Building',
        address: '2267 Rayburn House Office Building Washington DC 20515-3208', phone: '202-225-5936',
      }),
    ]),
  legislator(6, { bioguide: 'J000289', lis: null, govtrack: 412226 },
    { first: 'Jim', last: 'Jordan', official_full: 'Jim Jordan' },
    { gender: 'M', birthday: '1964-02-17' }, 'OH', 'Republican', null, [
      term(8, {
        type: 'rep', state: 'OH', district: 4, party: 'Republican', start_date: '2025-01-03', end_date: '2027-01-03',
        url: 'https://jordan.house.gov', office: '2056 Rayburn House Office Building',
        address: '2056 Rayburn House Office Building Washington DC 20515-3504', phone: '202-225-2676',
      }),
    ]),
];

/** Committees (committees-current.yaml); subcommittee thomas ids are the parent id plus the sub id. */
export const COMMITTEES: { id: string; thomas_id: string; name: string; type: string | null; url: string | null; parent: string | null }[] = [
  { id: CM(1), thomas_id: 'SSJU', name: 'Senate Committee on the Judiciary', type: 'senate', url: 'http://www.judiciary.senate.gov/', parent: null },
  { id: CM(2), thomas_id: 'SSJU28', name: 'Privacy, Technology, and the Law', type: null, url: null, parent: 'SSJU' },
  { id: CM(3), thomas_id: 'SSHR', name: 'Senate Committee on Health, Education, Labor, and Pensions', type: 'senate', url: 'http://www.help.senate.gov/', parent: null },
  { id: CM(4), thomas_id: 'HSJU', name: 'House Committee on the Judiciary', type: 'house', url: 'https://judiciary.house.gov/', parent: null },
];

/** committee-membership-current.yaml */
export const MEMBERSHIPS: { id: string; committee: string; bioguide: string; title: string | null; rank: number; party_side: string }[] = [
  { id: MS(1), committee: 'SSJU', bioguide: 'G000386', title: 'Chairman', rank: 1, party_side: 'majority' },
  { id: MS(2), committee: 'SSJU', bioguide: 'K000367', title: null, rank: 3, party_side: 'minority' },
  { id: MS(3), committee: 'SSJU28', bioguide: 'K000367', title: 'Ranking Member', rank: 1, party_side: 'minority' },
  { id: MS(4), committee: 'SSHR', bioguide: 'S000033', title: 'Ranking Member', rank: 1, party_side: 'minority' },
  { id: MS(5), committee: 'HSJU', bioguide: 'J000289', title: 'Chair', rank: 1, party_side: 'majority' },
];
